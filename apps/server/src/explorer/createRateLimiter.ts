export type RateLimiter = {
  /**
   * Counts one request for `key`; returns 0 when it is allowed, else the seconds until the key's
   * window ends (for a Retry-After header).
   */
  hit: (key: string) => number
  /**
   * Takes back one counted request of `key` (the sign-in limit counts before the password check,
   * so parallel guesses cannot slip through, and refunds a successful sign-in: only failures use
   * up its limit).
   */
  refund: (key: string) => void
}

export type CreateRateLimiterParameters = {
  /** Requests allowed per key and window. */
  limit: number
  windowMs: number
  /** Keys kept at most; past it, ended windows are dropped first, then the oldest. Default 10 000. */
  maxKeys?: number
  /** Injectable clock in ms. Default Date.now. */
  now?: () => number
}

/**
 * A fixed-window request counter per key (the client's IP, a username), in memory. Deliberately
 * simple: it protects the operator's explorer key from one client burning its quota, caps public
 * posts and failed admin sign-ins, and needs no new dependency. Each server instance counts on its own, so behind a load balancer with N instances
 * a client gets up to N times the limit; that is acceptable for this purpose.
 *
 * Memory is bounded: at `maxKeys` entries, ended windows are purged, and if every window is still
 * open the oldest entry goes (Map keeps insertion order), so a flood of addresses cannot grow it.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 10, windowMs: 60_000 })
 * const retryAfter = limiter.hit(request.ip)
 * if (retryAfter > 0) reply.header('retry-after', retryAfter).code(429)
 */
export function createRateLimiter(parameters: CreateRateLimiterParameters): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = parameters
  const windows = new Map<string, { startedAt: number; count: number }>()

  function makeRoom(time: number) {
    for (const [key, window] of windows) {
      if (time - window.startedAt >= windowMs) windows.delete(key)
    }
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next().value
      if (oldest !== undefined) windows.delete(oldest)
    }
  }

  return {
    hit(key) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.startedAt >= windowMs) {
        windows.delete(key)
        if (windows.size >= maxKeys) makeRoom(time)
        window = { startedAt: time, count: 0 }
        windows.set(key, window)
      }
      window.count++
      if (window.count <= limit) return 0
      return Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000))
    },
    refund(key) {
      const window = windows.get(key)
      if (window && window.count > 0) window.count--
    },
  }
}
