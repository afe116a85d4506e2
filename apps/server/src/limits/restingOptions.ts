/**
 * How a shared place (an export lane, a heavy read's place) rests after each use, so that however
 * many clients loop it, it stays busy at most 1 / (1 + restRatio) of the time.
 */
export type RestingOptions = {
  /** How long the place rests after a use (a slice, a read), as a multiple of the use's time; default 0. */
  restRatio?: number
  /** The clock for rests (tests); default performance.now. */
  now?: () => number
}

/**
 * `options` with their defaults filled in: no rest, performance.now.
 *
 * @example
 * const { restRatio, now } = restingOf(options)
 */
export function restingOf(options: RestingOptions): Required<RestingOptions> {
  return { restRatio: options.restRatio ?? 0, now: options.now ?? (() => performance.now()) }
}
