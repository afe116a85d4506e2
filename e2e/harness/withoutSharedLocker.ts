import type { Address, PublicClient } from 'viem'

/**
 * Takes a shared contract's code and nonce away on a local node (anvil or Hardhat): the chain then
 * reads as one where nobody created it yet, and a deployment through the deterministic deployment
 * proxy puts the same code back at the same address, its storage starting empty (so a test doing
 * this comes after those that need the old contract's state). For the tests of "this chain has no
 * lock contract, create one?", now that the local chains start with the locker at its shared
 * address.
 *
 * @example
 * await withoutSharedLocker(stack.publicClient, sharedContractAddress.TokenLocker.cancun)
 */
export async function withoutSharedLocker(client: PublicClient, address: Address): Promise<void> {
  await client.request({ method: 'hardhat_setCode', params: [address, '0x'] } as never)
  await client.request({ method: 'hardhat_setNonce', params: [address, '0x0'] } as never)
}
