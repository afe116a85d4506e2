/** The figures of a fair launch's price curve (FairLaunchToken's immutables). */
export type FairLaunchPricing = {
  /** Wei of the first mint. */
  mintFee: bigint
  /** Price growth over the whole cap, basis points (10,000 = the last mint costs about twice the first). */
  premiumBps: number
  maxMints: number
}

const bps = 10_000n

/**
 * Wei the next `times` mints cost together after `minted` others, exactly as FairLaunchToken's
 * `mintCost` computes it: the mint after k others costs `mintFee * (1 + premiumBps / 10,000 * k /
 * maxMints)`, summed over the range and rounded up once.
 *
 * @example
 * fairLaunchMintCost({ mintFee: 10n ** 16n, premiumBps: 10_000, maxMints: 100 }, 0, 1) // 10n ** 16n
 */
export function fairLaunchMintCost(pricing: FairLaunchPricing, minted: number, times: number): bigint {
  const first = BigInt(minted)
  const count = BigInt(times)
  const steps = count * first + (count * (count - 1n)) / 2n
  const numerator = pricing.mintFee * BigInt(pricing.premiumBps) * steps
  const denominator = bps * BigInt(pricing.maxMints)
  return count * pricing.mintFee + (numerator + denominator - 1n) / denominator
}

/**
 * The price of one mint at evenly spaced points of the cap, for the curve the page draws (the
 * first mint, then every `maxMints / (points - 1)` mints, and the last one).
 *
 * @example
 * fairLaunchPriceCurve({ mintFee: 10n ** 16n, premiumBps: 10_000, maxMints: 100 }, 3)
 * // [{ minted: 0, price: 0.01e18 }, { minted: 50, price: 0.015e18 }, { minted: 99, price: 0.0199e18 }]
 */
export function fairLaunchPriceCurve(
  pricing: FairLaunchPricing,
  points: number,
): { minted: number; price: bigint }[] {
  const last = pricing.maxMints - 1
  const count = Math.max(2, Math.min(points, pricing.maxMints))
  const minted = [...new Set(Array.from({ length: count }, (_, i) => Math.round((last * i) / (count - 1))))]
  return minted.map((k) => ({ minted: k, price: fairLaunchMintCost(pricing, k, 1) }))
}
