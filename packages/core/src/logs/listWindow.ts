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
  const fromBlock = window.fromBlock ?? (toBlock > listLookbackBlocks ? toBlock - listLookbackBlocks : 0n)
  return { fromBlock, toBlock }
}
