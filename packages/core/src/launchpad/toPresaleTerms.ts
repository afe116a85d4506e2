import { type Address, getAddress, isAddress, zeroAddress } from 'viem'
import type { ClaimMode, PresaleDraft, PresaleMode, UnsoldFate } from './presaleDraft.ts'
import { hasRate } from './presaleDraft.ts'
import { coinToTokens, type PresaleTokensNeeded, type PresaleTranche, presaleTokensNeeded } from './presaleMath.ts'
import { parseDraftAmount, tierAddresses } from './validatePresaleDraft.ts'

/** A pay coin in base units: the coin (zero address: native), its rate and its cap in tokens. */
export type PayCoinTerms = { coin: Address; decimals: number; rate: bigint; hardCapCoin: bigint }

/** A phase in base units and seconds; its cap in tokens is `hardCapCoin` at `rate`. */
export type PhaseTerms = { rate: bigint; hardCapCoin: bigint; start: bigint; end: bigint }

/**
 * A presale's terms in base units and seconds, what the factory's create call is built from. Coin
 * figures are in the first pay coin; the contract keeps caps and per-buyer limits of rate modes in
 * tokens (the rate converts: {@link presaleCapsInTokens}).
 */
export type PresaleTerms = {
  mode: PresaleMode
  token: Address
  tokenDecimals: number
  payCoins: PayCoinTerms[]
  phases: PhaseTerms[]
  fairLaunchTokens: bigint
  softCapCoin: bigint
  hardCapCoin: bigint
  minBuyCoin: bigint
  /** 0: no maximum (fair launch). */
  maxBuyCoin: bigint
  start: bigint
  end: bigint
  liquidityBps: bigint
  listingRate: bigint
  router: Address
  lpLockSeconds: bigint
  unsold: UnsoldFate
  claimMode: ClaimMode
  vestingStart: bigint
  vestingInterval: bigint
  vestingBps: bigint
  /** Whitelist tiers (empty: public), each opening at `start`. */
  tiers: { start: bigint; addresses: Address[] }[]
  bindBeforeBuy: boolean
  inviteBps: bigint[]
  teamTokens: bigint
  teamUnlockSeconds: bigint
}

const seconds = (ms: number | undefined) => BigInt(Math.floor((ms ?? 0) / 1000))
const bpsOf = (percent: string) => BigInt(Math.round(Number(percent.trim()) * 100))
const coinAddress = (text: string): Address => (isAddress(text.trim()) ? getAddress(text.trim()) : zeroAddress)

/**
 * The terms of a draft that validatePresaleDraft accepted (call it only then), in base units.
 *
 * @example
 * const terms = toPresaleTerms(draft)
 */
export function toPresaleTerms(draft: PresaleDraft): PresaleTerms {
  const tokenDecimals = draft.tokenDecimals ?? 18
  const payDecimals = draft.payCoins[0]?.decimals ?? 18
  const amount = (text: string, decimals = payDecimals) => (text.trim() ? parseDraftAmount(text, decimals) : 0n)
  const payCoins = draft.payCoins.map((coin) => ({
    coin: coinAddress(coin.token),
    decimals: coin.decimals,
    rate: hasRate(draft.mode) && draft.mode !== 'multiPeriod' ? amount(coin.rate, tokenDecimals) : 0n,
    hardCapCoin: draft.mode === 'advanced' ? amount(coin.hardCap, coin.decimals) : 0n,
  }))
  const phases =
    draft.mode === 'multiPeriod'
      ? draft.phases.map((phase) => ({
          rate: amount(phase.rate, tokenDecimals),
          hardCapCoin: amount(phase.hardCap),
          start: seconds(phase.startTime),
          end: seconds(phase.endTime),
        }))
      : []
  const hardCapCoin =
    draft.mode === 'advanced'
      ? (payCoins[0]?.hardCapCoin ?? 0n)
      : draft.mode === 'multiPeriod'
        ? phases.reduce((sum, phase) => sum + phase.hardCapCoin, 0n)
        : amount(draft.hardCap)
  return {
    mode: draft.mode,
    token: getAddress(draft.token.trim()),
    tokenDecimals,
    payCoins,
    phases,
    fairLaunchTokens: draft.mode === 'fairLaunch' ? amount(draft.fairLaunchTokens, tokenDecimals) : 0n,
    softCapCoin: amount(draft.softCap),
    hardCapCoin,
    minBuyCoin: amount(draft.minBuy),
    maxBuyCoin: amount(draft.maxBuy),
    start: seconds(draft.startTime),
    end: seconds(draft.endTime),
    liquidityBps: bpsOf(draft.liquidityPercent),
    listingRate: hasRate(draft.mode) && draft.mode !== 'advanced' ? amount(draft.listingRate, tokenDecimals) : 0n,
    router: getAddress(draft.router.trim()),
    lpLockSeconds: BigInt(draft.lpLockDays ?? 0) * 86_400n,
    unsold: draft.unsold,
    claimMode: draft.claimMode,
    vestingStart: draft.claimMode === 'linear' ? seconds(draft.vestingStart) : 0n,
    vestingInterval: draft.claimMode === 'linear' ? BigInt(draft.vestingIntervalDays ?? 0) * 86_400n : 0n,
    vestingBps: draft.claimMode === 'linear' ? bpsOf(draft.vestingPercent) : 0n,
    tiers: draft.whitelist
      ? draft.tiers.map((tier) => ({
          start: seconds(tier.startTime),
          addresses: tierAddresses(tier.addresses).map((line) => getAddress(line)),
        }))
      : [],
    bindBeforeBuy: draft.bindBeforeBuy,
    inviteBps: draft.inviteRates.map(bpsOf),
    teamTokens: amount(draft.teamTokens, tokenDecimals),
    teamUnlockSeconds: BigInt(draft.teamUnlockDays ?? 0) * 86_400n,
  }
}

/** The ways coin comes in, each with its rate and cap: pay coins (standard, advanced, rune) or phases. */
export function presaleTranches(terms: PresaleTerms): PresaleTranche[] {
  if (terms.mode === 'fairLaunch') return []
  if (terms.mode === 'multiPeriod') {
    const decimals = terms.payCoins[0]?.decimals ?? 18
    return terms.phases.map((phase) => ({ rate: phase.rate, hardCap: phase.hardCapCoin, payDecimals: decimals }))
  }
  if (terms.mode === 'advanced')
    return terms.payCoins.map((coin) => ({ rate: coin.rate, hardCap: coin.hardCapCoin, payDecimals: coin.decimals }))
  const coin = terms.payCoins[0]!
  return [{ rate: coin.rate, hardCap: terms.hardCapCoin, payDecimals: coin.decimals }]
}

/**
 * The caps and per-buyer limits of a rate presale in tokens, as the contract keeps them (the form
 * asks in coin, at the first rate); a fair launch keeps them in coin, so they come back unchanged.
 *
 * @example
 * presaleCapsInTokens(terms) // { softCap: 10,000e18, hardCap: 50,000e18, minBuy: 100e18, maxBuy: 5,000e18 }
 */
export function presaleCapsInTokens(terms: PresaleTerms) {
  if (terms.mode === 'fairLaunch')
    return { softCap: terms.softCapCoin, hardCap: 0n, minBuy: terms.minBuyCoin, maxBuy: terms.maxBuyCoin }
  const tranches = presaleTranches(terms)
  const first = tranches[0]!
  const toTokens = (coin: bigint) => coinToTokens(coin, first.rate, first.payDecimals)
  return {
    softCap: toTokens(terms.softCapCoin),
    hardCap: tranches.reduce((sum, tranche) => sum + coinToTokens(tranche.hardCap, tranche.rate, tranche.payDecimals), 0n),
    minBuy: toTokens(terms.minBuyCoin),
    maxBuy: toTokens(terms.maxBuyCoin),
  }
}

/**
 * The tokens the creator deposits for `terms` under the factory's fee snapshot (raise share and
 * token share in bps), plus the team tokens they lock beside.
 *
 * @example
 * presaleTermsTokensNeeded(terms, { raiseFeeBps: 200n, tokenFeeBps: 0n }).total
 */
export function presaleTermsTokensNeeded(
  terms: PresaleTerms,
  fees: { raiseFeeBps: bigint; tokenFeeBps: bigint },
): PresaleTokensNeeded {
  return presaleTokensNeeded({
    tranches: presaleTranches(terms),
    fairLaunchTokens: terms.mode === 'fairLaunch' ? terms.fairLaunchTokens : undefined,
    liquidityBps: terms.liquidityBps,
    raiseFeeBps: fees.raiseFeeBps,
    tokenFeeBps: fees.tokenFeeBps,
    listingRate: terms.listingRate || undefined,
  })
}
