import { formatUnits, isAddress, maxUint128, parseUnits } from 'viem'
import {
  type DraftIssues,
  draftAddressLines,
  draftAmountPattern,
  draftPercentIssue,
  draftTokenIssue,
  parseDraftAmount,
  validateUint128Amount,
} from '../forms/fieldIssues.ts'
import { type MiningDraft, miningKindCarries } from './miningDraft.ts'

/** The contract's limits (MiningPool.sol's constants) the form checks first. */
export const miningLimits = {
  maxLockOptions: 8,
  /** MAX_LOCK_DURATION: 3 years. */
  maxLockDays: 1095,
  /** MAX_MULTIPLIER_BPS: 10x. */
  maxMultiple: 10,
  /** MAX_SHARE_BPS: an early-exit penalty or team share of at most 50%. */
  maxSharePercent: 50,
  /** A start at most a year ahead, an end at most 10 years after the start (MiningInvalidTimes). */
  maxStartAheadDays: 365,
  maxDurationDays: 3650,
  /** halvingInterval is a uint32 of seconds; ten years is far more than any schedule needs. */
  maxHalvingDays: 3650,
} as const

export const secondsPerDay = 86_400n

const multiplePattern = /^\d{1,2}(\.\d{1,4})?$/
const day = 86_400_000

/**
 * The reward per second a daily figure gives: `per day / 86,400` in base units, rounded down
 * (what the contract is sent; the daily emission shown is this times 86,400).
 *
 * @example
 * rewardPerSecondOf('86400', 18) // 10n ** 18n
 */
export function rewardPerSecondOf(perDay: string, decimals: number): bigint {
  return parseDraftAmount(perDay, decimals) / secondsPerDay
}

/**
 * Every field of the create form checked as the factory and pool will check them, before anything
 * is signed: an empty field gives "Please input", a malformed or zero amount "invalid amount", a
 * Lock pool without lock periods (or a period without its days) "Lock duration setting item is
 * empty", a Halving pool with neither an interval nor manual halving "automatic halving setting item
 * is empty", an LP pool whose token is not a pair its factory lists "Is not an LP address" (the lock
 * tool's LP check, readLockableToken, sets `stakeIsLp`), then the contract's ranges. An empty result
 * means the draft can be sent. `nowMs` is the chain's clock.
 *
 * @example
 * validateMiningDraft({ ...draft, kind: 'lock', lockOptions: [] }, Date.now())
 * // { lockOptions: { key: 'validation.lockEmpty' } }
 */
export function validateMiningDraft(draft: MiningDraft, nowMs: number): DraftIssues {
  const issues: DraftIssues = {}
  const put = (path: string, issue: DraftIssues[string] | undefined) => {
    if (issue && !issues[path]) issues[path] = issue
  }
  const carries = miningKindCarries(draft.kind)
  const stakeDecimals = draft.stakeDecimals ?? 18
  const rewardDecimals = draft.rewardDecimals ?? 18

  put('stakeToken', draftTokenIssue(draft.stakeToken, draft.stakeDecimals, 'field.stakeToken'))
  if (!issues.stakeToken && draft.lp && draft.stakeIsLp === false)
    put('stakeToken', { key: 'validation.notLp' })
  put('rewardToken', draftTokenIssue(draft.rewardToken, draft.rewardDecimals, 'field.rewardToken'))

  put('rewardPerDay', validateUint128Amount(draft.rewardPerDay, rewardDecimals, 'field.rewardPerDay'))
  if (!issues.rewardPerDay) {
    const perSecond = rewardPerSecondOf(draft.rewardPerDay, rewardDecimals)
    if (perSecond === 0n)
      put('rewardPerDay', {
        key: 'validation.rateTooSmall',
        params: { min: formatUnits(secondsPerDay, rewardDecimals) },
      })
    else if (perSecond > maxUint128) put('rewardPerDay', { key: 'validation.invalidAmount' })
  }
  put(
    'rewardFund',
    validateUint128Amount(draft.rewardFund, rewardDecimals, 'field.rewardFund', { allowZero: true }),
  )

  // Time: both optional (now; no scheduled end), each within the contract's range.
  const start = draft.startTime ?? nowMs
  if (draft.startTime !== undefined && draft.startTime !== null) {
    if (draft.startTime <= nowMs) put('startTime', { key: 'validation.startInPast' })
    else if (draft.startTime > nowMs + miningLimits.maxStartAheadDays * day)
      put('startTime', { key: 'validation.startTooFar', params: { days: miningLimits.maxStartAheadDays } })
  }
  if (draft.endTime !== undefined && draft.endTime !== null) {
    if (draft.endTime <= start) put('endTime', { key: 'validation.endAfterStart' })
    else if (draft.endTime - start > miningLimits.maxDurationDays * day)
      put('endTime', { key: 'validation.tooLong', params: { years: miningLimits.maxDurationDays / 365 } })
  }

  if (carries.locks) validateLocks(draft, put)
  if (carries.halving) {
    const days = draft.halvingIntervalDays
    if ((days === undefined || days === null) && !draft.manualHalving) {
      if (draft.kind === 'halving') put('halvingIntervalDays', { key: 'validation.halvingEmpty' })
    } else if (
      days !== undefined &&
      days !== null &&
      (!Number.isInteger(days) || days < 1 || days > miningLimits.maxHalvingDays)
    )
      put('halvingIntervalDays', {
        key: 'validation.wholeRange',
        params: { min: 1, max: miningLimits.maxHalvingDays },
      })
  }
  if (carries.advanced) {
    if (draft.minStake.trim())
      put(
        'minStake',
        validateUint128Amount(draft.minStake, stakeDecimals, 'field.minStake', { allowZero: true }),
      )
    if (draft.teamSharePercent.trim())
      put(
        'teamSharePercent',
        draftPercentIssue(draft.teamSharePercent, 'field.teamShare', 0, miningLimits.maxSharePercent),
      )
    if (draft.whitelistOnly) {
      const bad = draftAddressLines(draft.whitelist).findIndex(
        (line) => !isAddress(line) || /^0x0{40}$/i.test(line),
      )
      if (bad >= 0) put('whitelist', { key: 'validation.illegalAddressLine', params: { line: bad + 1 } })
    }
  }
  return issues
}

function validateLocks(
  draft: MiningDraft,
  put: (path: string, issue: DraftIssues[string] | undefined) => void,
) {
  if (draft.kind === 'lock' && draft.lockOptions.length === 0)
    put('lockOptions', { key: 'validation.lockEmpty' })
  if (draft.lockOptions.length > miningLimits.maxLockOptions)
    put('lockOptions', { key: 'validation.tooMany', params: { max: miningLimits.maxLockOptions } })
  const seen = new Set<number>()
  draft.lockOptions.forEach((option, index) => {
    const days = option.days
    if (days === undefined || days === null) put(`lockOptions.${index}.days`, { key: 'validation.lockEmpty' })
    else if (!Number.isInteger(days) || days < 0 || days > miningLimits.maxLockDays)
      put(`lockOptions.${index}.days`, {
        key: 'validation.wholeRange',
        params: { min: 0, max: miningLimits.maxLockDays },
      })
    else if (seen.has(days)) put(`lockOptions.${index}.days`, { key: 'validation.duplicateLock' })
    if (typeof days === 'number') seen.add(days)
    const multiple = option.multiple?.trim() ?? ''
    if (!multiple)
      put(`lockOptions.${index}.multiple`, { key: 'validation.empty', params: { field: 'field.multiple' } })
    else if (
      !multiplePattern.test(multiple) ||
      Number(multiple) < 1 ||
      Number(multiple) > miningLimits.maxMultiple
    )
      put(`lockOptions.${index}.multiple`, {
        key: 'validation.multipleRange',
        params: { min: 1, max: miningLimits.maxMultiple },
      })
  })
  if (draft.earlyExit)
    put(
      'earlyExitPenaltyPercent',
      draftPercentIssue(
        draft.earlyExitPenaltyPercent,
        'field.earlyExitPenalty',
        0,
        miningLimits.maxSharePercent,
      ),
    )
}

/** Warnings that do not stop the pool but that the creator should read before signing. */
export type MiningWarning = 'fundShort' | 'noFund'

/**
 * What the form warns about without refusing: no reward fund (nothing is paid until someone tops
 * up), or a fund that runs out before the end at the starting rate (stakers earn nothing after).
 *
 * @example
 * miningWarnings({ ...draft, rewardFund: '0' }) // ['noFund']
 */
export function miningWarnings(draft: MiningDraft, nowMs: number): MiningWarning[] {
  const decimals = draft.rewardDecimals ?? 18
  const fundText = draft.rewardFund?.trim() ?? ''
  if (!draftAmountPattern.test(fundText) || !draftAmountPattern.test(draft.rewardPerDay?.trim() ?? ''))
    return []
  if ((fundText.split('.')[1] ?? '').length > decimals) return []
  const fund = parseUnits(fundText, decimals)
  if (fund === 0n) return ['noFund']
  if (draft.endTime === undefined || draft.endTime === null) return []
  const seconds = BigInt(Math.max(0, Math.floor((draft.endTime - (draft.startTime ?? nowMs)) / 1000)))
  const perSecond = rewardPerSecondOf(draft.rewardPerDay, decimals)
  // Halving lowers later emission; the warning compares with the starting rate, the most it can pay.
  const halves = miningKindCarries(draft.kind).halving && (draft.halvingIntervalDays || draft.manualHalving)
  if (!halves && perSecond * seconds > fund) return ['fundShort']
  return []
}
