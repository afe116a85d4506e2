import type { PublicClient } from 'viem'
import { retryWhenRateLimited } from './retryWhenRateLimited.ts'

/**
 * Blocks per `eth_getLogs` request: public RPC endpoints commonly refuse ranges above 10,000
 * blocks (some above 5,000), and a topic-only filter over 5,000 blocks answers in one response.
 */
export const logRequestBlocks = 5_000n

/**
 * How far back the lists of created contracts look by default (presales, mining pools, Earn and
 * bean pools, inscription presales, sale tokens, fair launches): 20 log requests of
 * {@link logRequestBlocks}, what a public RPC answers in a few seconds (on BSC about 3.5 days, on
 * Ethereum about 2 weeks). A local chain is younger than this, so a list is its whole history there.
 */
export const listLookbackBlocks = 100_000n

/**
 * eth_getLogs requests a long scan keeps in flight (a list's window, an account's approvals): over
 * 120-300 ms of latency four at once read a 100,000-block window at a 1,000-block cap in a few
 * seconds, within a 25 requests/s limit at 300 ms (and scanLogs halves it on the first 429 where
 * the endpoint allows less).
 */
export const listScanConcurrency = 4

/**
 * The blocks a list scans when its caller names none: the last {@link listLookbackBlocks} up to
 * the latest block, read now (not from the client's cache, so a contract created a block ago is in).
 *
 * @example
 * const { fromBlock, toBlock } = await listBlockWindow(publicClient)
 */
export async function listBlockWindow(
  client: PublicClient,
  window: { fromBlock?: bigint | undefined; toBlock?: bigint | undefined } = {},
): Promise<{ fromBlock: bigint; toBlock: bigint }> {
  const toBlock =
    window.toBlock ?? (await retryWhenRateLimited(() => client.getBlockNumber({ cacheTime: 0 })))
  const fromBlock =
    window.fromBlock ?? (toBlock >= listLookbackBlocks ? toBlock - listLookbackBlocks + 1n : 0n)
  return { fromBlock, toBlock }
}
