/** One counted request: where its key stands in the current window. */
export type RateLimitHit = {
  /** Requests counted for the key in its window, this one included (refunded ones excluded). */
  count: number
  /** 0 when the request is allowed, else the seconds until the key's window ends (Retry-After). */
  retryAfter: number
  /**
   * Takes this request back, e.g. a successful sign-in (only failures use up the sign-in limits,
   * yet counting before the check stops parallel guesses from slipping through). Does nothing once
   * the window it was counted in has ended.
   */
  refund: () => Promise<void>
}

/** A fixed-window request counter per key (a client, a username). */
export type RateLimiter = {
  /** Counts one request for `key`. */
  hit: (key: string) => Promise<RateLimitHit>
}

export type RateLimitWindow = {
  /** Requests allowed per key and window. */
  limit: number
  windowMs: number
  /** Injectable clock in ms. Default Date.now. */
  now?: (() => number) | undefined
  /** Keys an in-memory limiter holds at most (see createMemoryRateLimiter); the database has no such bound. */
  maxKeys?: number | undefined
}

/**
 * Makes the limiter named `name` (unique in the server: the limiters of several instances that
 * share a name share their counts). See createRateLimiters for where the counts live.
 */
export type RateLimiterFactory = (name: string, window: RateLimitWindow) => RateLimiter
