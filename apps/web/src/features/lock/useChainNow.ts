import { useNow } from '../../app/time/useNow.ts'

/**
 * Seconds the chain's clock runs ahead of this device's, from a block timestamp read at `readAtMs`.
 * A development chain moved forward (evm_increaseTime) runs ahead, and lock dates must be compared
 * with its time. Never negative: a latest block older than this device's time mostly means that no
 * block was mined since (an idle local chain, or a few seconds between blocks), and the next block,
 * the one a withdrawal lands in, is stamped at least with the time it is mined.
 *
 * @example
 * chainClockOffset(1_800_000_100n, 1_800_000_000_000) // 100
 */
export function chainClockOffset(chainTime: bigint, readAtMs: number): number {
  return Math.max(0, Number(chainTime) - readAtMs / 1000)
}

/**
 * The chain's time now, in whole seconds, ticking every second: the device's clock plus the offset
 * of a block read at `readAtMs` (see {@link chainClockOffset}). `offset` converts a chain date to
 * this device's clock for a countdown (`at - offset`).
 *
 * @example
 * const { now, offset } = useChainNow(data.timestamp, data.readAt)
 * lockStatus(lock, now)
 * <Countdown endsAt={Number(next.at) - offset} />
 */
export function useChainNow(chainTime: bigint, readAtMs: number): { now: bigint; offset: number } {
  const deviceNow = useNow()
  const offset = chainClockOffset(chainTime, readAtMs)
  const now = BigInt(Math.floor(deviceNow / 1000 + offset))
  // Never before the block read: the device's clock may lag the chain by less than a second.
  return { now: now > chainTime ? now : chainTime, offset }
}
