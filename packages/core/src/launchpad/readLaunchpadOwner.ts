import { type Address, getAddress, type PublicClient } from 'viem'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'

/** Who owns a launchpad factory: an account, a TokenBox multisig wallet, or another contract. */
export type LaunchpadOwner =
  | { kind: 'account'; address: Address }
  | { kind: 'multisig'; address: Address; signers: Address[]; threshold: number }
  | { kind: 'contract'; address: Address }

/**
 * What kind of owner `owner` (a factory's owner, from readLaunchpadFees) is: the console changes the
 * fees directly for an account, through an order for a TokenBox multisig wallet (whose signers and
 * threshold it shows), and not at all for any other contract.
 *
 * @example
 * const owner = await readLaunchpadOwner(publicClient, { owner: fees.owner })
 * if (owner.kind === 'multisig') owner.signers.includes(account)
 */
export async function readLaunchpadOwner(
  client: PublicClient,
  { owner }: { owner: Address },
): Promise<LaunchpadOwner> {
  const address = getAddress(owner)
  const code = await client.getCode({ address })
  if (!code || code === '0x') return { kind: 'account', address }
  try {
    const [signers, threshold] = await Promise.all([
      client.readContract({ address, abi: multisigWalletAbi, functionName: 'signers' }),
      client.readContract({ address, abi: multisigWalletAbi, functionName: 'threshold' }),
    ])
    return { kind: 'multisig', address, signers: [...signers], threshold: Number(threshold) }
  } catch {
    return { kind: 'contract', address }
  }
}
