import type { VanityPattern } from './vanityPattern.ts'

/**
 * Expected number of keys to try for one match: 16^n for n hex characters at fixed places, twice
 * as many per letter whose case must match (EIP-55 makes each letter's case a fair coin), and
 * about 16^n / (41 - n) for "contains" (41 - n places where the string can start; the overlap
 * between places is neglected, as every vanity tool does).
 *
 * @example
 * vanityDifficulty(pattern) // 65536 for the prefix "dead"
 */
export function vanityDifficulty(pattern: VanityPattern): number {
  const cased = pattern.input.caseSensitive ? 2 ** pattern.letters : 1
  const places = pattern.input.match === 'contains' ? 41 - pattern.nibbles : 1
  return Math.max(1, (16 ** pattern.nibbles * cased) / places)
}

/**
 * Keys to try so that a match has been found with the given probability: each key matches with
 * chance 1/d, so P(found after a keys) = 1 - (1 - 1/d)^a, hence a = ln(1 - p) / ln(1 - 1/d).
 * For p = 50 % that is about 0.69 d, for 90 % about 2.3 d.
 *
 * @example
 * attemptsForProbability(65536, 0.5) // 45426
 */
export function attemptsForProbability(difficulty: number, probability: number): number {
  if (difficulty <= 1) return 1
  return Math.ceil(Math.log1p(-probability) / Math.log1p(-1 / difficulty))
}

/**
 * Probability that a match has been found after `attempts` keys.
 *
 * @example
 * probabilityAfter(65536, 65536) // 0.632
 */
export function probabilityAfter(difficulty: number, attempts: number): number {
  if (difficulty <= 1) return attempts > 0 ? 1 : 0
  return -Math.expm1(attempts * Math.log1p(-1 / difficulty))
}

/** Seconds for the expected, the 50 % and the 90 % number of keys at `perSecond` keys per second. */
export type VanityTimes = { expected: number; half: number; ninety: number }

/**
 * Times to a match at a given speed (keys per second over all workers); Infinity at speed 0.
 *
 * @example
 * vanityTimes(16 ** 8, 1_000_000) // { expected: 4295, half: 2977, ninety: 9890 } seconds (rounded)
 */
export function vanityTimes(difficulty: number, perSecond: number): VanityTimes {
  if (!(perSecond > 0)) return { expected: Infinity, half: Infinity, ninety: Infinity }
  return {
    expected: difficulty / perSecond,
    half: attemptsForProbability(difficulty, 0.5) / perSecond,
    ninety: attemptsForProbability(difficulty, 0.9) / perSecond,
  }
}
