import type { RateLimiter, RateLimitWindow } from './rateLimiter.ts'

/**
 * `maxKeys`: keys held at most (default 100,000, a few MB). Ended windows are dropped to make room;
 * a window still open is never dropped: with every one of them open, a new key is refused until the
 * oldest ends (the limiter fails closed rather than forgetting a client it is holding back).
 */
export type CreateMemoryRateLimiterParameters = RateLimitWindow

const noRefund = async () => {}

/**
 * A fixed-window counter per key in this process's memory: the limits of a single server (SQLite),
 * and of the public content routes (see createRateLimiters). No dependency.
 *
 * Every window has the same length and a key is (re)inserted when its window starts, so the Map's
 * insertion order is window start order: ended windows are always at the front, and making room
 * or checking that none can be made costs O(1) per request, however many keys an attacker invents.
 *
 * @example
 * const limiter = createMemoryRateLimiter({ limit: 10, windowMs: 60_000 })
 * const { retryAfter } = await limiter.hit(clientKeyOf(request.ip))
 * if (retryAfter > 0) reply.header('retry-after', retryAfter).code(429)
 */
export function createMemoryRateLimiter(parameters: CreateMemoryRateLimiterParameters): RateLimiter {
  const { limit, windowMs, now = Date.now } = parameters
  const maxKeys = parameters.maxKeys ?? 100_000
  const windows = new Map<string, { startedAt: number; count: number }>()
  const secondsLeft = (startedAt: number, time: number) =>
    Math.max(1, Math.ceil((startedAt + windowMs - time) / 1000))

  /** Drops ended windows from the front; true when there is room for one more key. */
  function makeRoom(time: number): boolean {
    for (const [key, window] of windows) {
      if (time - window.startedAt < windowMs) break
      windows.delete(key)
    }
    return windows.size < maxKeys
  }

  return {
    async hit(key) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.startedAt >= windowMs) {
        windows.delete(key)
        if (!makeRoom(time)) {
          const oldest = windows.values().next().value
          return {
            count: Number.POSITIVE_INFINITY,
            retryAfter: oldest ? secondsLeft(oldest.startedAt, time) : 1,
            refund: noRefund,
          }
        }
        window = { startedAt: time, count: 0 }
        windows.set(key, window)
      }
      window.count++
      const counted = window
      return {
        count: counted.count,
        retryAfter: counted.count <= limit ? 0 : secondsLeft(counted.startedAt, time),
        refund: async () => {
          if (windows.get(key) === counted && counted.count > 0) counted.count--
        },
      }
    },
  }
}
