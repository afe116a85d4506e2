import type { Address, PublicClient } from 'viem'

export type FindDeploymentBlockParameters = {
  address: Address
  /** The block the contract has code at (default the latest). */
  toBlock?: bigint | undefined
  /**
   * How close is close enough (default 1: the creation block itself). A log scan that reads this
   * many blocks in one request needs no closer start: the search stops once the creation block is
   * among the `precision` blocks from the one it answers, and saves log2(precision) sequential
   * calls (13 for a 10,000-block chunk; all of them on a chain shorter than that).
   */
  precision?: bigint | undefined
}

/**
 * The block in which the contract at `address` was created: a binary search on `eth_getCode` at
 * past blocks (about 26 calls on a chain of 50 million blocks), so a log scan of the token (its
 * holders) can start there instead of at block 0. Undefined when the address has no code at
 * `toBlock`. With a `precision`, a block at most `precision - 1` blocks before the creation block.
 * Needs a node that answers for old state (an archive node); a pruned node refuses the first old
 * block, and the error reaches the caller, who then scans from 0.
 *
 * @example
 * const fromBlock = await findDeploymentBlock(client, { address: token }).catch(() => 0n)
 * // where the scan reads 10,000 blocks a request
 * const scanFrom = await findDeploymentBlock(client, { address: token, precision: 10_000n })
 */
export async function findDeploymentBlock(
  client: PublicClient,
  { address, toBlock, precision = 1n }: FindDeploymentBlockParameters,
): Promise<bigint | undefined> {
  const hasCode = async (blockNumber: bigint) => {
    const code = await client.getCode({ address, blockNumber })
    return code !== undefined && code !== '0x'
  }
  let high = toBlock ?? (await client.getBlockNumber({ cacheTime: 0 }))
  if (!(await hasCode(high))) return undefined
  let low = 0n
  // Code at `high`, none before `low`: the creation block is in [low, high].
  while (high - low >= (precision > 1n ? precision : 1n)) {
    const middle = (low + high) / 2n
    if (await hasCode(middle)) high = middle
    else low = middle + 1n
  }
  return low
}
