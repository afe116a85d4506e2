import type { Address, PublicClient } from 'viem'

/**
 * The block in which the contract at `address` was created: a binary search on `eth_getCode` at
 * past blocks (about 26 calls on a chain of 50 million blocks), so a log scan of the token (its
 * holders) can start there instead of at block 0. Undefined when the address has no code at
 * `toBlock`. Needs a node that answers for old state (an archive node); a pruned node refuses the
 * first old block, and the error reaches the caller, who then scans from 0.
 *
 * @example
 * const fromBlock = await findDeploymentBlock(client, { address: token }).catch(() => 0n)
 */
export async function findDeploymentBlock(
  client: PublicClient,
  { address, toBlock }: { address: Address; toBlock?: bigint | undefined },
): Promise<bigint | undefined> {
  const hasCode = async (blockNumber: bigint) => {
    const code = await client.getCode({ address, blockNumber })
    return code !== undefined && code !== '0x'
  }
  let high = toBlock ?? (await client.getBlockNumber({ cacheTime: 0 }))
  if (!(await hasCode(high))) return undefined
  let low = 0n
  while (low < high) {
    const middle = (low + high) / 2n
    if (await hasCode(middle)) high = middle
    else low = middle + 1n
  }
  return low
}
