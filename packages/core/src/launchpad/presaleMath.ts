/**
 * The launchpad's arithmetic, rounded the way the presale contract rounds (down, in favour of the
 * presale's own balance), so what the form shows is what the chain will do.
 *
 * Rates are token base units per whole pay coin (10^payDecimals of its base units): a rate of
 * 1,000e18 on a native coin means 1,000 tokens (18 decimals) for 1 ETH.
 */

/** 10,000 basis points = 100%. */
export const bpsDenominator = 10_000n

/**
 * How many tokens `coinAmount` buys at `rate` (rounded down).
 *
 * @example
 * coinToTokens(parseEther('2'), parseUnits('1000', 18), 18) // 2,000e18
 */
export function coinToTokens(coinAmount: bigint, rate: bigint, payDecimals: number): bigint {
  return (coinAmount * rate) / 10n ** BigInt(payDecimals)
}

/**
 * The coin `tokens` cost at `rate` (rounded up: the coin a buyer must pay to get at least them).
 *
 * @example
 * tokensToCoin(parseUnits('2000', 18), parseUnits('1000', 18), 18) // 2e18
 */
export function tokensToCoin(tokens: bigint, rate: bigint, payDecimals: number): bigint {
  if (rate === 0n) return 0n
  const scale = 10n ** BigInt(payDecimals)
  return (tokens * scale + rate - 1n) / rate
}

/** One way coin comes in: a pay coin (advanced mode) or a phase (multi-period mode) with its rate and cap. */
export type PresaleTranche = {
  /** Token base units per whole pay coin. */
  rate: bigint
  /** The tranche's hard cap in pay-coin base units. */
  hardCap: bigint
  payDecimals: number
}

export type PresaleTokensNeededParameters = {
  /** Rate modes: every pay coin or phase with its rate and cap. Ignored in a fair launch. */
  tranches: readonly PresaleTranche[]
  /** Fair launch: the tokens split among contributors. */
  fairLaunchTokens?: bigint | undefined
  /** Share of the raise (after the operator's share) that goes to the pool, in bps. */
  liquidityBps: bigint
  /** The operator's share of the raise, in bps (snapshotted at creation). */
  raiseFeeBps: bigint
  /**
   * Token base units per whole pay coin the pool opens at; rate modes only (a fair launch lists at
   * its own final price: raise / tokens sold).
   */
  listingRate?: bigint | undefined
  /** The operator's token fee, if the factory takes one in the sold token (bps of the tokens sold). */
  tokenFeeBps?: bigint | undefined
}

export type PresaleTokensNeeded = {
  /** What contributors receive at the hard cap. */
  sale: bigint
  /** What the pool takes at the hard cap. */
  liquidity: bigint
  /** The operator's share of the tokens, if any. */
  fee: bigint
  /** Deposited by the creator when the presale is created. */
  total: bigint
}

/**
 * The tokens a presale needs at its hard cap, deposited at creation: those sold (per pay coin or
 * phase at its rate), those the pool takes at the listing rate from the liquidity share of the
 * raise net of the operator's share, and the operator's token share. A fair launch sells a fixed
 * amount and lists at its final price, so its pool takes `liquidityBps` of the net of those tokens.
 *
 * @example
 * presaleTokensNeeded({ tranches: [{ rate: 1000n * e18, hardCap: 10n * e18, payDecimals: 18 }], liquidityBps: 6000n, raiseFeeBps: 0n, listingRate: 800n * e18 })
 * // { sale: 10,000e18, liquidity: 4,800e18, fee: 0n, total: 14,800e18 }
 */
export function presaleTokensNeeded(parameters: PresaleTokensNeededParameters): PresaleTokensNeeded {
  const { tranches, fairLaunchTokens, liquidityBps, raiseFeeBps, listingRate, tokenFeeBps = 0n } = parameters
  const netBps = bpsDenominator - raiseFeeBps
  let sale = 0n
  let liquidity = 0n
  if (fairLaunchTokens !== undefined) {
    sale = fairLaunchTokens
    liquidity = (((fairLaunchTokens * netBps) / bpsDenominator) * liquidityBps) / bpsDenominator
  } else {
    for (const tranche of tranches) {
      sale += coinToTokens(tranche.hardCap, tranche.rate, tranche.payDecimals)
      const poolCoin = (((tranche.hardCap * netBps) / bpsDenominator) * liquidityBps) / bpsDenominator
      liquidity += coinToTokens(poolCoin, listingRate ?? tranche.rate, tranche.payDecimals)
    }
  }
  const fee = (sale * tokenFeeBps) / bpsDenominator
  return { sale, liquidity, fee, total: sale + liquidity + fee }
}

/**
 * The listing's price against the presale's, in bps of the presale price: above 10,000 the pool
 * opens dearer than buyers paid (good for them), below it cheaper (the form warns).
 *
 * @example
 * listingPremiumBps({ rate: 1000n, listingRate: 800n }) // 12,500n: listing 25% above the presale price
 */
export function listingPremiumBps({ rate, listingRate }: { rate: bigint; listingRate: bigint }): bigint {
  if (listingRate === 0n) return 0n
  return (rate * bpsDenominator) / listingRate
}

/**
 * A fair launch's final rate (token base units per whole coin): its tokens over the raise.
 *
 * @example
 * fairLaunchRate({ tokens: 1_000_000n * e18, raised: 50n * e18, payDecimals: 18 }) // 20,000e18
 */
export function fairLaunchRate({
  tokens,
  raised,
  payDecimals,
}: {
  tokens: bigint
  raised: bigint
  payDecimals: number
}): bigint {
  if (raised === 0n) return 0n
  return (tokens * 10n ** BigInt(payDecimals)) / raised
}

/** A contributor's vesting (claim mode linear): the first release at `start`, then `rateBps` more every `interval`. */
export type LinearVesting = {
  /** Seconds. */
  start: bigint
  /** Seconds between releases (> 0). */
  interval: bigint
  /** Share released at the start and at each interval after it, in bps (1..10,000). */
  rateBps: bigint
}

/**
 * The share of a contributor's tokens released by `now` under a linear claim: `rateBps` at the
 * start, as much again each full interval, capped at 100%.
 *
 * @example
 * vestedAmount({ start: 100n, interval: 10n, rateBps: 2500n }, 1000n, 125n) // 750n (3 releases)
 */
export function vestedAmount(vesting: LinearVesting, total: bigint, now: bigint): bigint {
  if (now < vesting.start) return 0n
  const releases = vesting.interval > 0n ? (now - vesting.start) / vesting.interval + 1n : 1n
  const bps = releases * vesting.rateBps
  return bps >= bpsDenominator ? total : (total * bps) / bpsDenominator
}

/** One release of a contributor's vesting: at `at`, `released` of the total is claimable. */
export type VestingRelease = { at: bigint; released: bigint }

/**
 * Every release of a linear claim until 100% (at most 10,000 rows: 0.01% each), for the sale page's
 * schedule.
 *
 * @example
 * vestingSchedule({ start: 100n, interval: 10n, rateBps: 5000n }, 1000n)
 * // [{ at: 100n, released: 500n }, { at: 110n, released: 1000n }]
 */
export function vestingSchedule(vesting: LinearVesting, total: bigint): VestingRelease[] {
  const rows: VestingRelease[] = []
  if (vesting.rateBps <= 0n) return rows
  for (let index = 0n; ; index++) {
    const at = vesting.start + index * vesting.interval
    const released = vestedAmount(vesting, total, at)
    rows.push({ at, released })
    if (released >= total || vesting.interval === 0n) break
  }
  return rows
}

/**
 * The invitation rewards of one contribution, per generation (bps of the contribution each), and
 * their sum: the contract pays exactly this and nothing more.
 *
 * @example
 * inviteRewards(1000n, [300n, 200n, 50n]) // { perGeneration: [30n, 20n, 5n], total: 55n }
 */
export function inviteRewards(
  amount: bigint,
  ratesBps: readonly bigint[],
): { perGeneration: bigint[]; total: bigint } {
  const perGeneration = ratesBps.map((bps) => (amount * bps) / bpsDenominator)
  return { perGeneration, total: perGeneration.reduce((sum, value) => sum + value, 0n) }
}
