/**
 * A small seeded generator (mulberry32): numbers in [0, 1) that are the same on every run of the
 * same seed, for randomized tests and benches that must replay identically (a failing life, a bench
 * chain). Not for anything secret.
 *
 * @example
 * const random = seededRandom(7)
 * const amount = 1 + Math.floor(random() * 100)
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
