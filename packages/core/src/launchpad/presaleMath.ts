/**
 * The launchpad's arithmetic, rounded the way the presale contract rounds (ILaunchpad.sol), so what
 * the form shows is what the chain will do.
 *
 * Rates are the contract's unit: token base units per 10^18 base units of the pay coin (a purchase
 * of `amount` buys `amount * rate / 1e18`), whatever the coin's decimals. The form asks "tokens per
 * 1 coin" and converts with {@link toContractRate}.
 */

/** 10,000 basis points = 100%. */
export const bpsDenominator = 10_000n
const rateScale = 10n ** 18n

/**
 * The contract's rate from "`tokensPerCoin` token base units per whole coin" of `payDecimals`.
 *
 * @example
 * toContractRate(parseUnits('1000', 18), 6) // 1000e18 * 1e18 / 1e6: 1,000 tokens per 1 USDT
 */
export function toContractRate(tokensPerCoin: bigint, payDecimals: number): bigint {
  return (tokensPerCoin * rateScale) / 10n ** BigInt(payDecimals)
}

/** Token base units per whole coin of a contract `rate` (for display). */
export function fromContractRate(rate: bigint, payDecimals: number): bigint {
  return (rate * 10n ** BigInt(payDecimals)) / rateScale
}

/**
 * How many tokens `coinAmount` buys at the contract's `rate` (rounded down, as the contract does).
 *
 * @example
 * coinToTokens(parseEther('2'), parseUnits('1000', 18)) // 2,000e18
 */
export function coinToTokens(coinAmount: bigint, rate: bigint): bigint {
  return (coinAmount * rate) / rateScale
}

/**
 * The coin `tokens` cost at `rate` (rounded up: the coin a buyer must pay to get at least them).
 *
 * @example
 * tokensToCoin(parseUnits('2000', 18), parseUnits('1000', 18)) // 2e18
 */
export function tokensToCoin(tokens: bigint, rate: bigint): bigint {
  if (rate === 0n) return 0n
  return (tokens * rateScale + rate - 1n) / rate
}

/**
 * The most coin `tokens` can raise at `rate`, as the factory counts it for the liquidity deposit (a
 * purchase's tokens round down, so the last token unit may cost up to one unit's price more).
 */
export function maxRaiseFor(tokens: bigint, rate: bigint): bigint {
  return ((tokens + 1n) * rateScale + rate - 1n) / rate
}

/** A pay coin's rates in the contract's unit (rate 0: a multi-period or fair-launch coin). */
export type RatedCoin = { rate: bigint; listingRate: bigint }

export type PresaleTokensNeededParameters = {
  kind: 'standard' | 'advanced' | 'multiPeriod' | 'fairLaunch' | 'rune'
  payCoins: readonly RatedCoin[]
  /** Multi-period phases: rate and token cap. */
  phases: readonly { rate: bigint; tokenCap: bigint }[]
  /** Tokens (rate modes). */
  hardCap: bigint
  /** Fair launch: the tokens split among contributors. */
  tokensForSale: bigint
  /** Share of the raise paired with tokens in the pool, bps. */
  liquidityBps: bigint
  /** The operator's token share, bps of the tokens sold. */
  tokenFeeBps: bigint
}

export type PresaleTokensNeeded = {
  /** What contributors receive at the hard cap. */
  sale: bigint
  /** What the pool may take (the most any mix of pay coins needs). */
  liquidity: bigint
  /** The operator's share of the tokens. */
  fee: bigint
  /** Deposited by the creator when the presale is created. */
  total: bigint
}

/**
 * The tokens a presale needs, exactly as LaunchpadFactory.tokensNeeded counts them: the sale at the
 * hard cap (a fair launch: its tokens for sale), the liquidity for the hard cap's raise at the
 * listing rate (several pay coins: the most any one needs; a fair launch: `liquidityBps` of its
 * tokens) and the operator's token share.
 *
 * @example
 * presaleTokensNeeded({ kind: 'standard', payCoins: [{ rate: 1000n * e18, listingRate: 800n * e18 }], phases: [], hardCap: 10_000n * e18, tokensForSale: 0n, liquidityBps: 6000n, tokenFeeBps: 0n })
 */
export function presaleTokensNeeded(parameters: PresaleTokensNeededParameters): PresaleTokensNeeded {
  const { kind, payCoins, phases, hardCap, tokensForSale, liquidityBps, tokenFeeBps } = parameters
  let sale = 0n
  let liquidity = 0n
  if (kind === 'fairLaunch') {
    sale = tokensForSale
    liquidity = (sale * liquidityBps) / bpsDenominator
  } else if (kind === 'multiPeriod') {
    let raise = 0n
    for (const phase of phases) {
      sale += phase.tokenCap
      if (phase.rate !== 0n) raise += maxRaiseFor(phase.tokenCap, phase.rate)
    }
    if (payCoins.length)
      liquidity = (((raise * liquidityBps) / bpsDenominator) * payCoins[0]!.listingRate) / rateScale
  } else {
    sale = hardCap
    for (const coin of payCoins) {
      if (coin.rate === 0n) continue
      const needed =
        (((maxRaiseFor(sale, coin.rate) * liquidityBps) / bpsDenominator) * coin.listingRate) / rateScale
      if (needed > liquidity) liquidity = needed
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

/**
 * A contributor's vesting (claim mode Linear), as the contract releases it: `firstBps` at `start`
 * (or at the finalize when later), then `cycleBps` every `interval` seconds until everything.
 */
export type LinearVesting = {
  /** Seconds: the later of the vesting start and the finalize. */
  start: bigint
  /** Seconds between releases. */
  interval: bigint
  firstBps: bigint
  cycleBps: bigint
}

/**
 * A presale's linear claim as its contract runs it: the first share at the later of the vesting
 * start and the finalize (a presale finalized after its vesting start releases nothing before).
 *
 * @example
 * vestedAmount(presaleVesting(state), position.tokens, now) - position.claimed // what a claim pays now
 */
export function presaleVesting(terms: {
  finalizedAt: bigint
  vestingStart: bigint
  vestingInterval: bigint
  vestingFirstBps: bigint
  vestingCycleBps: bigint
}): LinearVesting {
  return {
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
    start: terms.finalizedAt > terms.vestingStart ? terms.finalizedAt : terms.vestingStart,
    interval: terms.vestingInterval,
    firstBps: terms.vestingFirstBps,
    cycleBps: terms.vestingCycleBps,
  }
}

/**
 * The tokens of `total` released by `now` under a linear claim, capped at the total.
 *
 * @example
 * vestedAmount({ start: 100n, interval: 10n, firstBps: 2500n, cycleBps: 2500n }, 1000n, 125n) // 750n
 */
export function vestedAmount(vesting: LinearVesting, total: bigint, now: bigint): bigint {
  if (now < vesting.start) return 0n
  const cycles = vesting.interval > 0n ? (now - vesting.start) / vesting.interval : 0n
  const bps = vesting.firstBps + cycles * vesting.cycleBps
  return bps >= bpsDenominator ? total : (total * bps) / bpsDenominator
}

/** One release of a contributor's vesting: at `at`, `released` of the total is claimable. */
export type VestingRelease = { at: bigint; released: bigint }

/**
 * Every release of a linear claim until 100% (at most 10,001 rows), for the sale page's schedule.
 *
 * @example
 * vestingSchedule({ start: 100n, interval: 10n, firstBps: 5000n, cycleBps: 5000n }, 1000n)
 * // [{ at: 100n, released: 500n }, { at: 110n, released: 1000n }]
 */
export function vestingSchedule(vesting: LinearVesting, total: bigint): VestingRelease[] {
  const rows: VestingRelease[] = []
  for (let index = 0n; index <= 10_000n; index++) {
    const at = vesting.start + index * vesting.interval
    const released = vestedAmount(vesting, total, at)
    rows.push({ at, released })
    if (released >= total || vesting.interval === 0n || (vesting.cycleBps === 0n && index > 0n)) break
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
