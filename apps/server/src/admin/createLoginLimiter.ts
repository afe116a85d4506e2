export type LoginLimiter = {
  /**
   * Counts one attempt for `key` before the password is checked; returns 0 when allowed, else the
   * seconds until the key's window ends (Retry-After). Counting first means parallel guesses cannot
   * all slip through before the first failure is recorded.
   */
  hit: (key: string) => number
  /** Takes back the attempt of a successful sign-in, so only failures use up the limit. */
  refund: (key: string) => void
}

export type CreateLoginLimiterParameters = {
  /** Failed attempts allowed per key and window. */
  limit: number
  windowMs: number
  /** Keys kept at most; past it, ended windows go first, then the oldest. Default 10 000. */
  maxKeys?: number
  /** Injectable clock in ms. Default Date.now. */
  now?: () => number
}

/**
 * A fixed-window counter of failed sign-ins per key (an IP address, a username), in memory, like
 * src/explorer/createRateLimiter.ts plus `refund`: an operator who signs in correctly never uses up
 * the limit, while a guesser does. Per server instance (N instances behind a balancer allow N times
 * the limit); scrypt's cost per guess stays the main defence. Memory is bounded by `maxKeys`.
 *
 * @example
 * const limiter = createLoginLimiter({ limit: 10, windowMs: 15 * 60_000 })
 * const retryAfter = limiter.hit(username)
 * if (retryAfter === 0 && (await passwordMatches())) limiter.refund(username)
 */
export function createLoginLimiter(parameters: CreateLoginLimiterParameters): LoginLimiter {
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
