import { type Abi, type ContractConstructorArgs, encodeDeployData, type Hex } from 'viem'

/**
 * ABI-encodes a contract's constructor arguments the way they follow the creation code in a
 * deployment transaction, which is what explorers ask for to verify the source.
 *
 * Built on viem's `encodeDeployData` with empty bytecode, so the encoding is exactly the one the
 * step runner's deploy step sends (same function, same argument coercion), rather than a second
 * encoder that could drift from it. Returns `0x`-prefixed hex like every viem encoder, and `0x`
 * for a constructor without parameters; `submitSourceVerification` strips the prefix, because
 * Etherscan wants bare hex.
 *
 * @example
 * encodeConstructorArguments(sampleStablecoinAbi, ['Test USD', 'TUSD', 6, 1_000_000n, 10n ** 12n])
 * // '0x00000000000000000000000000000000000000000000000000000000000000a0...'
 */
export function encodeConstructorArguments<const abi extends Abi | readonly unknown[]>(
  abi: abi,
  args: ContractConstructorArgs<abi>,
): Hex {
  return encodeDeployData({ abi, bytecode: '0x', args } as Parameters<typeof encodeDeployData>[0])
}
