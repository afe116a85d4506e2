import type { Address, PublicClient } from 'viem'

/** How recent a contract must be to be called new: a drainer is usually days old, a known protocol years. */
export const newContractDays = 30

type BlockMark = { number: bigint; timestamp: bigint }

/** A cut block per client, kept a while: it moves by a few blocks a minute. */
const cuts = new WeakMap<PublicClient, { at: number; days: number; block: Promise<bigint | undefined> }>()
const cutKeptMs = 10 * 60_000

/**
 * A block from about `days` days ago (at most a tenth of the window older), found by interpolating
 * on block times from the latest block (a few sequential `eth_getBlockByNumber`, no archive state
 * needed); undefined when the chain is younger than that (a fresh local chain: every contract on it
 * would read new, so none is said).
 *
 * @example
 * const block = await blockDaysAgo(client, 30) // 21_034_512n
 */
export function blockDaysAgo(client: PublicClient, days = newContractDays): Promise<bigint | undefined> {
  const kept = cuts.get(client)
  if (kept && kept.days === days && Date.now() - kept.at < cutKeptMs) return kept.block
  const block = searchBlockDaysAgo(client, days)
  cuts.set(client, { at: Date.now(), days, block })
  // A failed search is not kept: the next transaction asks again.
  block.catch(() => cuts.delete(client))
  return block
}

async function searchBlockDaysAgo(client: PublicClient, days: number): Promise<bigint | undefined> {
  const mark = async (blockNumber?: bigint): Promise<BlockMark> => {
    const block = await client.getBlock(blockNumber === undefined ? {} : { blockNumber })
    return { number: block.number ?? 0n, timestamp: block.timestamp }
  }
  const window = BigInt(days) * 86_400n
  let high = await mark()
  const cutoff = high.timestamp - window
  let low: BlockMark | undefined
  let guess = high.number > 10_000n ? high.number - 10_000n : 0n
  for (let round = 0; round < 8; round++) {
    const block = await mark(guess)
    if (block.timestamp <= cutoff) low = block
    else high = block
    if (!low) {
      if (block.number === 0n) return undefined
      // Below every block read so far: extrapolate from the rate between this one and the latest.
      const top = high === block ? await mark() : high
      const perBlock =
        top.number > block.number ? (top.timestamp - block.timestamp) / (top.number - block.number) : 1n
      const back = (block.timestamp - cutoff) / (perBlock > 0n ? perBlock : 1n) + 1n
      guess = block.number > back ? block.number - back : 0n
      continue
    }
    if (high.number - low.number <= 1n || cutoff - low.timestamp <= window / 10n) return low.number
    // Between a block at or before the cut and one after it: interpolate on their times.
    const span = high.timestamp - low.timestamp
    const step = span > 0n ? ((cutoff - low.timestamp) * (high.number - low.number)) / span : 1n
    guess = low.number + (step > 0n ? step : 1n)
    if (guess >= high.number) guess = high.number - 1n
  }
  return low?.number
}

/**
 * Of `addresses`, the contracts that had no code at `block` (about {@link newContractDays} days
 * ago): created since. One `eth_getCode` at the latest block and one at `block` per address, all at
 * once. Rejects when the node refuses the old state (a pruned node): the caller then says nothing.
 *
 * @example
 * const cut = await blockDaysAgo(client)
 * cut !== undefined && (await contractsCreatedSince(client, [spender], cut)) // ['0x5be0…'] for a drainer deployed last week
 */
export async function contractsCreatedSince(
  client: PublicClient,
  addresses: readonly Address[],
  block: bigint,
): Promise<Address[]> {
  const codes = await Promise.all(
    addresses.map(async (address) => {
      const [now, then] = await Promise.all([
        client.getCode({ address }),
        client.getCode({ address, blockNumber: block }),
      ])
      const has = (code: string | undefined) => code !== undefined && code !== '0x'
      return has(now) && !has(then)
    }),
  )
  return addresses.filter((_, index) => codes[index])
}
