/** A non-negative span of time in whole days, hours, minutes and seconds. */
export type DurationParts = { days: number; hours: number; minutes: number; seconds: number }

/**
 * Splits a number of seconds into days, hours, minutes and seconds (a negative span counts as 0),
 * for countdowns ("2d 03h 04m 05s").
 *
 * @example
 * splitDuration(93_845) // { days: 1, hours: 2, minutes: 4, seconds: 5 }
 */
export function splitDuration(totalSeconds: number): DurationParts {
  const rest = Math.max(0, Math.floor(totalSeconds))
  return {
    days: Math.floor(rest / 86_400),
    hours: Math.floor((rest % 86_400) / 3600),
    minutes: Math.floor((rest % 3600) / 60),
    seconds: rest % 60,
  }
}
