import { isAddress } from 'viem'
import {
  validateUint128Amount as amountIssue,
  draftAmountPattern as amountPattern,
  type DraftIssue,
  type DraftIssues,
  draftAddressLines,
  draftPercentIssue,
  draftTokenIssue,
  parseDraftAmount,
  draftPercentPattern as percentPattern,
} from '../forms/fieldIssues.ts'
import { liquidityFloorPercent, liquidityPercentIssue } from '../promises/liquidityFloor.ts'
import {
  liquidityLockDaysIssue,
  liquidityLockFloorDays,
  liquidityLockMaxDays,
} from '../promises/liquidityLockFloor.ts'
import type { PresaleDraft } from './presaleDraft.ts'
import { hasRate } from './presaleDraft.ts'
import { coinToTokens, listingPremiumBps, toContractRate } from './presaleMath.ts'

export { parseDraftAmount }

/**
 * Why a value is refused: a key of the `launchpad` locale namespace (the spec's messages, spec 001
 * section 5: "Please input", "invalid amount", "End time must be greater than start time") and its
 * parameters; a `field` parameter is a key too. The web's issueRule renders it.
 */
export type PresaleIssue = DraftIssue

/** Field paths as the form names them: `payCoins.0.rate`, `phases.1.endTime`, `inviteRates.2`. */
export type PresaleIssues = DraftIssues

/** The contract's limits the form checks first. */
export const presaleLimits = {
  /** Invitation rewards: up to six generations (spec 001 section 9). */
  maxGenerations: 6,
  /** All generations together, percent of a contribution (the contract's MAX_INVITE_BPS). */
  maxInviteTotalPercent: 20,
  maxPhases: 16,
  maxPayCoins: 8,
  maxTiers: 16,
  /**
   * Whitelists up to this many addresses (all tiers) are stored on-chain by setWhitelist after the
   * creation: about 25,000 gas an address, so 300 take some 7.5 million gas, a quarter of Ethereum's
   * block and the most a creator should pay for. Longer lists become a Merkle root in the config
   * (one word, whatever the length) and the list is published in the creation's event data, from
   * which the sale page builds each buyer's proof.
   */
  maxStoredWhitelist: 300,
  /**
   * A Merkle whitelist's list travels in the creation transaction (about 45 bytes an address):
   * 2,000 addresses are some 90 kB, under the 128 kB most nodes accept in one transaction.
   */
  maxMerkleWhitelist: 2000,
  /** The emergency-withdraw penalty's cap, percent (MAX_PENALTY_BPS). */
  maxPenaltyPercent: 10,
  /** The finalize grace period's bounds, days (MIN_GRACE, MAX_GRACE). */
  minGraceDays: 1,
  maxGraceDays: 30,
  /** A presale lasts at most this long (days). */
  maxDurationDays: 365,
  /** A linear release starts at most this long after the end (MAX_VESTING_DELAY), days. */
  maxVestingDelayDays: 365,
  /** ... and releases everything within this long of its start (MAX_VESTING_DURATION), days. */
  maxVestingDays: 1095,
  /** The LP lock's bounds, days: the factory refuses a shorter lock (MIN_LP_LOCK_DURATION). */
  minLpLockDays: liquidityLockFloorDays,
  maxLpLockDays: liquidityLockMaxDays,
  /**
   * The pool takes at least this share of the raise, percent: the floor of every sale family
   * (MIN_LIQUIDITY_BPS, promises/liquidityFloor.ts).
   */
  minLiquidityPercent: liquidityFloorPercent,
} as const

const percentIssue = draftPercentIssue

function zeroOkPercentIssue(text: string | undefined, field: string, max: number): PresaleIssue | undefined {
  return draftPercentIssue(text, field, 0, max)
}

/**
 * Every field of the create form checked as the factory will check it, before anything is signed:
 * an empty field gives "Please input", a malformed or zero amount "invalid amount", a start after
 * the end "End time must be greater than start time", then the relations between fields (soft cap
 * within the hard cap, the minimum within the maximum, phases in order, invitation rewards within
 * their cap). An empty result means the draft can be sent. `nowMs` is the chain's clock.
 *
 * @example
 * validatePresaleDraft({ ...draft, endTime: draft.startTime }, Date.now())
 * // { endTime: { key: 'validation.endAfterStart' } }
 */
export function validatePresaleDraft(draft: PresaleDraft, nowMs: number): PresaleIssues {
  const issues: PresaleIssues = {}
  const put = (path: string, issue: PresaleIssue | undefined) => {
    if (issue && !issues[path]) issues[path] = issue
  }
  const tokenDecimals = draft.tokenDecimals ?? 18
  const payDecimals = draft.payCoins[0]?.decimals ?? 18

  put('token', draftTokenIssue(draft.token, draft.tokenDecimals, 'field.token'))
  // A rune presale sells an inscription token's tick (issue 52): an ERC-20 of another kind is for
  // the standard presale. The factory takes the kind as a label (the same terms and code), so this
  // guides the creator; the sale page warns where the label does not fit the token.
  if (draft.mode === 'rune' && draft.tokenIsInscription === false)
    put('token', { key: 'validation.notInscriptionToken' })

  if (!draft.router.trim()) put('router', { key: 'validation.empty', params: { field: 'field.router' } })
  else if (!isAddress(draft.router.trim()) || /^0x0{40}$/i.test(draft.router.trim()))
    put('router', { key: 'validation.illegalAddress' })

  // Pay coins: a rate each in rate modes; several (distinct) only in advanced mode.
  if (draft.payCoins.length === 0)
    put('payCoins', { key: 'validation.empty', params: { field: 'field.payCoin' } })
  if (draft.payCoins.length > presaleLimits.maxPayCoins)
    put('payCoins', { key: 'validation.tooMany', params: { max: presaleLimits.maxPayCoins } })
  const seen = new Set<string>()
  draft.payCoins.forEach((coin, index) => {
    const key = coin.token.trim().toLowerCase()
    if (key && !isAddress(coin.token.trim()))
      put(`payCoins.${index}.token`, { key: 'validation.illegalAddress' })
    if (seen.has(key)) put(`payCoins.${index}.token`, { key: 'validation.duplicatePayCoin' })
    // The factory refuses a presale paid in its own token (PresaleInvalidToken).
    if (key && key === draft.token.trim().toLowerCase())
      put(`payCoins.${index}.token`, { key: 'validation.payCoinIsToken' })
    seen.add(key)
    if (hasRate(draft.mode) && draft.mode !== 'multiPeriod')
      put(`payCoins.${index}.rate`, amountIssue(coin.rate, tokenDecimals, 'field.rate'))
    if (draft.mode === 'advanced')
      put(`payCoins.${index}.listingRate`, amountIssue(coin.listingRate, tokenDecimals, 'field.listingRate'))
  })

  // Time: the spec's "End time must be greater than start time", and a start still ahead (the
  // phases of a multi-period presale are its time).
  if (draft.mode === 'multiPeriod') {
    const first = draft.phases[0]?.startTime
    if (first !== undefined && first <= nowMs) put('phases.0.startTime', { key: 'validation.startInPast' })
  } else if (draft.startTime === undefined)
    put('startTime', { key: 'validation.empty', params: { field: 'field.startTime' } })
  else if (draft.startTime <= nowMs) put('startTime', { key: 'validation.startInPast' })
  if (draft.endTime === undefined)
    put('endTime', { key: 'validation.empty', params: { field: 'field.endTime' } })
  else if (draft.startTime !== undefined && draft.endTime <= draft.startTime)
    put('endTime', { key: 'validation.endAfterStart' })
  else if (
    draft.startTime !== undefined &&
    draft.endTime - draft.startTime > presaleLimits.maxDurationDays * 86_400_000
  )
    put('endTime', { key: 'validation.tooLong', params: { days: presaleLimits.maxDurationDays } })

  // Phases (multi-period): each with its rate, cap and time, one after another within the presale.
  if (draft.mode === 'multiPeriod') {
    if (draft.phases.length === 0)
      put('phases', { key: 'validation.empty', params: { field: 'field.phases' } })
    if (draft.phases.length > presaleLimits.maxPhases)
      put('phases', { key: 'validation.tooMany', params: { max: presaleLimits.maxPhases } })
    draft.phases.forEach((phase, index) => {
      put(`phases.${index}.rate`, amountIssue(phase.rate, tokenDecimals, 'field.rate'))
      put(`phases.${index}.hardCap`, amountIssue(phase.hardCap, payDecimals, 'field.hardCap'))
      if (phase.startTime === undefined)
        put(`phases.${index}.startTime`, { key: 'validation.empty', params: { field: 'field.startTime' } })
      if (phase.endTime === undefined)
        put(`phases.${index}.endTime`, { key: 'validation.empty', params: { field: 'field.endTime' } })
      else if (phase.startTime !== undefined && phase.endTime <= phase.startTime)
        put(`phases.${index}.endTime`, { key: 'validation.endAfterStart' })
      const previous = draft.phases[index - 1]
      if (
        previous?.endTime !== undefined &&
        phase.startTime !== undefined &&
        phase.startTime < previous.endTime
      )
        put(`phases.${index}.startTime`, { key: 'validation.phaseOverlap' })
    })
  }

  if (draft.mode === 'fairLaunch')
    put('fairLaunchTokens', amountIssue(draft.fairLaunchTokens, tokenDecimals, 'field.fairLaunchTokens'))

  // Caps and limits, in the first pay coin.
  put(
    'softCap',
    amountIssue(draft.softCap, payDecimals, 'field.softCap', { allowZero: draft.mode !== 'fairLaunch' }),
  )
  const needsHardCap = draft.mode === 'standard' || draft.mode === 'rune' || draft.mode === 'advanced'
  if (needsHardCap) put('hardCap', amountIssue(draft.hardCap, payDecimals, 'field.hardCap'))
  put('minBuy', amountIssue(draft.minBuy, payDecimals, 'field.minBuy'))
  const maxOptional = !draft.maxBuy.trim()
  if (!maxOptional) put('maxBuy', amountIssue(draft.maxBuy, payDecimals, 'field.maxBuy'))
  if (!issues.softCap && !issues.hardCap && needsHardCap) {
    if (parseDraftAmount(draft.softCap, payDecimals) > parseDraftAmount(draft.hardCap, payDecimals))
      put('softCap', { key: 'validation.softCapAboveHardCap' })
  }
  if (
    !issues.softCap &&
    draft.mode === 'multiPeriod' &&
    draft.phases.every((phase) => amountPattern.test(phase.hardCap.trim()))
  ) {
    // As the factory compares them: in tokens, the soft cap at the first phase's rate, the hard cap
    // as the sum of each phase's cap at its own rate (toPresaleParams).
    const rates = draft.phases.map((phase) =>
      amountPattern.test(phase.rate.trim())
        ? toContractRate(parseDraftAmount(phase.rate, tokenDecimals), payDecimals)
        : undefined,
    )
    if (rates.every((rate) => rate !== undefined)) {
      const total = draft.phases.reduce(
        (sum, phase, index) =>
          sum + coinToTokens(parseDraftAmount(phase.hardCap, payDecimals), rates[index]!),
        0n,
      )
      if (coinToTokens(parseDraftAmount(draft.softCap, payDecimals), rates[0] ?? 0n) > total)
        put('softCap', { key: 'validation.softCapAboveHardCap' })
    }
  }
  if (!issues.minBuy && !issues.hardCap && needsHardCap) {
    if (parseDraftAmount(draft.minBuy, payDecimals) > parseDraftAmount(draft.hardCap, payDecimals))
      put('minBuy', { key: 'validation.minAboveHardCap' })
  }
  if (!issues.minBuy && !issues.maxBuy && !maxOptional) {
    const min = parseDraftAmount(draft.minBuy, payDecimals)
    const max = parseDraftAmount(draft.maxBuy, payDecimals)
    if (min > max) put('maxBuy', { key: 'validation.minAboveMax' })
    if (!issues.hardCap && needsHardCap && max > parseDraftAmount(draft.hardCap, payDecimals))
      put('maxBuy', { key: 'validation.maxAboveHardCap' })
  }

  // Listing.
  // The floor's own message, the one the sale forms show (the factory's PresaleInvalidListing).
  put('liquidityPercent', liquidityPercentIssue(draft.liquidityPercent, 'field.liquidityPercent'))
  if (hasRate(draft.mode) && draft.mode !== 'advanced')
    put('listingRate', amountIssue(draft.listingRate, tokenDecimals, 'field.listingRate'))
  if (draft.lpLockDays === undefined || draft.lpLockDays === null)
    put('lpLockDays', { key: 'validation.empty', params: { field: 'field.lpLockDays' } })
  else put('lpLockDays', liquidityLockDaysIssue(draft.lpLockDays))

  // Claims: delivered tokens cannot be taken back, so "immediately" rules out anything that refunds.
  if (draft.claimMode === 'immediately') {
    const softCap = draft.softCap.trim()
    if (draft.mode === 'fairLaunch' || draft.emergencyWithdraw || (softCap && !/^0*(\.0*)?$/.test(softCap)))
      put('claimMode', { key: 'validation.immediatelyRefunds' })
  }
  if (draft.emergencyWithdraw)
    put(
      'emergencyPenaltyPercent',
      zeroOkPercentIssue(
        draft.emergencyPenaltyPercent,
        'field.emergencyPenalty',
        presaleLimits.maxPenaltyPercent,
      ),
    )
  if (
    draft.finalizeGraceDays === undefined ||
    draft.finalizeGraceDays === null ||
    !Number.isInteger(draft.finalizeGraceDays) ||
    draft.finalizeGraceDays < presaleLimits.minGraceDays ||
    draft.finalizeGraceDays > presaleLimits.maxGraceDays
  )
    put('finalizeGraceDays', {
      key: 'validation.wholeRange',
      params: { min: presaleLimits.minGraceDays, max: presaleLimits.maxGraceDays },
    })
  if (draft.claimMode === 'linear') {
    if (draft.vestingStart === undefined)
      put('vestingStart', { key: 'validation.empty', params: { field: 'field.vestingStart' } })
    else if (draft.endTime !== undefined && draft.vestingStart < draft.endTime)
      put('vestingStart', { key: 'validation.vestingBeforeEnd' })
    else if (
      draft.endTime !== undefined &&
      draft.vestingStart > draft.endTime + presaleLimits.maxVestingDelayDays * 86_400_000
    )
      put('vestingStart', {
        key: 'validation.vestingStartTooLate',
        params: { count: presaleLimits.maxVestingDelayDays },
      })
    if (
      draft.vestingIntervalDays === undefined ||
      !Number.isInteger(draft.vestingIntervalDays) ||
      draft.vestingIntervalDays < 1 ||
      draft.vestingIntervalDays > presaleLimits.maxVestingDays
    )
      put('vestingIntervalDays', {
        key: 'validation.wholeRange',
        params: { min: 1, max: presaleLimits.maxVestingDays },
      })
    const percentProblem = percentIssue(draft.vestingPercent, 'field.vestingPercent', 0.01, 100)
    put('vestingPercent', percentProblem)
    // The whole release (a share at the start, the same share each interval) within three years.
    const bps = Math.round(Number(draft.vestingPercent.trim()) * 100)
    if (!percentProblem && bps < 10_000 && Number.isInteger(draft.vestingIntervalDays)) {
      const days = Math.ceil((10_000 - bps) / bps) * (draft.vestingIntervalDays ?? 0)
      if (days > presaleLimits.maxVestingDays)
        put('vestingIntervalDays', {
          key: 'validation.vestingTooLong',
          params: { count: days, max: presaleLimits.maxVestingDays },
        })
    }
  }

  // Whitelist tiers: addresses, each tier opening no earlier than the one before.
  if (draft.whitelist) {
    if (draft.tiers.length === 0)
      put('tiers', { key: 'validation.empty', params: { field: 'field.whitelist' } })
    if (draft.tiers.length > presaleLimits.maxTiers)
      put('tiers', { key: 'validation.tooMany', params: { max: presaleLimits.maxTiers } })
    draft.tiers.forEach((tier, index) => {
      const lines = tierAddresses(tier.addresses)
      if (lines.length === 0)
        put(`tiers.${index}.addresses`, { key: 'validation.empty', params: { field: 'field.whitelist' } })
      const bad = lines.findIndex((line) => !isAddress(line))
      if (bad >= 0)
        put(`tiers.${index}.addresses`, { key: 'validation.illegalAddressLine', params: { line: bad + 1 } })
      if (tier.startTime === undefined)
        put(`tiers.${index}.startTime`, { key: 'validation.empty', params: { field: 'field.startTime' } })
      const previous = draft.tiers[index - 1]
      if (
        previous?.startTime !== undefined &&
        tier.startTime !== undefined &&
        tier.startTime < previous.startTime
      )
        put(`tiers.${index}.startTime`, { key: 'validation.tierOrder' })
      if (draft.endTime !== undefined && tier.startTime !== undefined && tier.startTime >= draft.endTime)
        put(`tiers.${index}.startTime`, { key: 'validation.phaseOutside' })
    })
    const listed = draft.tiers.reduce((sum, tier) => sum + tierAddresses(tier.addresses).length, 0)
    if (listed > presaleLimits.maxMerkleWhitelist) {
      const issue = { key: 'validation.tooMany', params: { max: presaleLimits.maxMerkleWhitelist } }
      put('tiers', issue)
      put(`tiers.${draft.tiers.length - 1}.addresses`, issue)
    }
    // Public from: after the start (else the sale is simply public) and before the end.
    const publicTime = draft.publicTime
    if (
      publicTime !== undefined &&
      ((draft.startTime !== undefined && publicTime <= draft.startTime) ||
        (draft.endTime !== undefined && publicTime >= draft.endTime))
    )
      put('publicTime', { key: 'validation.phaseOutside' })
  }

  // Invitation rewards: up to six generations, together within the cap.
  if (draft.inviteRates.length > presaleLimits.maxGenerations)
    put('inviteRates', { key: 'validation.tooMany', params: { max: presaleLimits.maxGenerations } })
  draft.inviteRates.forEach((rate, index) => {
    put(
      `inviteRates.${index}`,
      percentIssue(rate, 'field.inviteRate', 0.01, presaleLimits.maxInviteTotalPercent),
    )
  })
  if (draft.inviteRates.every((rate) => percentPattern.test(rate.trim()))) {
    const total = draft.inviteRates.reduce((sum, rate) => sum + Number(rate), 0)
    if (total > presaleLimits.maxInviteTotalPercent) {
      const issue = { key: 'validation.inviteTotal', params: { max: presaleLimits.maxInviteTotalPercent } }
      put('inviteRates', issue)
      // Also under the last generation's field, where the form shows it.
      put(`inviteRates.${draft.inviteRates.length - 1}`, issue)
    }
  }

  if (draft.teamTokens.trim()) {
    put('teamTokens', amountIssue(draft.teamTokens, tokenDecimals, 'field.teamTokens'))
    if (
      draft.teamUnlockDays === undefined ||
      !Number.isInteger(draft.teamUnlockDays) ||
      draft.teamUnlockDays < 1
    )
      put('teamUnlockDays', {
        key: 'validation.wholeRange',
        params: { min: 1, max: presaleLimits.maxLpLockDays },
      })
  }
  return issues
}

/** The addresses of a whitelist tier: one a line (commas and spaces also separate), blanks dropped. */
export const tierAddresses = draftAddressLines

/** Warnings that do not stop the presale but that the creator should read before signing. */
export type PresaleWarning = 'listingBelowRate'

/**
 * What the form warns about without refusing: a listing price below the presale price (buyers
 * could sell at a loss at once).
 *
 * @example
 * presaleWarnings({ ...draft, rate: '1000', listingRate: '1200' }) // ['listingBelowRate']
 */
export function presaleWarnings(draft: PresaleDraft): PresaleWarning[] {
  const warnings: PresaleWarning[] = []
  const decimals = draft.tokenDecimals ?? 18
  const rateText = draft.mode === 'multiPeriod' ? draft.phases.at(-1)?.rate : draft.payCoins[0]?.rate
  if (
    hasRate(draft.mode) &&
    rateText &&
    !amountIssue(rateText, decimals, 'field.rate') &&
    !amountIssue(draft.listingRate, decimals, 'field.listingRate')
  ) {
    const premium = listingPremiumBps({
      rate: parseDraftAmount(rateText, decimals),
      listingRate: parseDraftAmount(draft.listingRate, decimals),
    })
    // A higher listing rate means more tokens per coin: a cheaper pool than the presale.
    if (premium < 10_000n) warnings.push('listingBelowRate')
  }
  return warnings
}
