import { formatDay } from '@tokenbox/core/format/formatDateTime.ts'
import {
  hasTradingSwitch,
  type LaunchFormValues,
  offersTimedRenounce,
} from '@tokenbox/core/launch/launchFormValues.ts'
import type { LaunchPlan } from '@tokenbox/core/launch/types.ts'
import type { TFunction } from 'i18next'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/**
 * The LP lock's description, which the locker keeps on chain and every lock screen shows: in the
 * creator's language (issue 77: "FLD launch liquidity" stayed English in a Chinese launch), naming
 * the new token's symbol.
 *
 * @example
 * launchLockDescription(plan, t) // 'FLD发币流动性' in Chinese
 */
export function launchLockDescription(plan: LaunchPlan, t: TFunction): string {
  return plan.token.kind === 'new'
    ? t('run.lockDescription', { symbol: plan.token.parameters.symbol })
    : t('run.lockDescriptionAny')
}

/** A date in the reader's language, day precision (an unlock or a renounce's end). */
export function formatLaunchDate(ms: number, language: string): string {
  return formatDay(ms, language)
}

/**
 * What buyers will see once the launch is done, in plain words, as the Protect step's choices
 * stand: the LP locked (until when), burned or kept by the creator (a warning: it can be pulled),
 * trading open or still closed, ownership renounced, renounced until a date or kept, and the
 * verified source of a new token where the chain has an explorer to verify it on (`explorer`: the
 * server proxies the chain's explorer; false says there is none, undefined says nothing yet).
 *
 * @example
 * buyerViewLines(values, t, 'en', Date.now(), true) // [{ id: 'lp', tone: 'ok', text: 'The LP is locked until 26 Nov 2027' }, …]
 */
export function buyerViewLines(
  values: LaunchFormValues,
  t: TFunction,
  language: string,
  nowMs: number,
  explorer: boolean | undefined,
): SummaryLine[] {
  const lines: SummaryLine[] = []
  const days = Math.max(0, Math.round(Number(values.lockDays) || 0))
  if (values.lpMode === 'lock')
    lines.push({
      id: 'lp',
      tone: 'ok',
      text: t('buyers.lpLocked', { date: formatLaunchDate(nowMs + days * 86_400_000, language) }),
    })
  else if (values.lpMode === 'burn') lines.push({ id: 'lp', tone: 'ok', text: t('buyers.lpBurned') })
  else lines.push({ id: 'lp', tone: 'warn', text: t('buyers.lpKept') })

  const fresh = values.launchSource === 'new'
  if (!fresh || hasTradingSwitch(values.launchTemplate))
    lines.push(
      values.startTradingNow
        ? { id: 'trading', tone: 'ok', text: t('buyers.tradingOpen') }
        : { id: 'trading', tone: 'warn', text: t('buyers.tradingClosed') },
    )

  if (fresh && (values.launchTemplate === 'standard' || values.launchTemplate === 'meme'))
    lines.push({ id: 'owner', tone: 'ok', text: t('buyers.noOwner') })
  else if (values.renounceMode === 'now') lines.push({ id: 'owner', tone: 'ok', text: t('buyers.renounced') })
  else if (values.renounceMode === 'until' && offersTimedRenounce(values) && values.renounceAt)
    lines.push({
      id: 'owner',
      tone: 'info',
      text: t('buyers.renouncedUntil', { date: formatLaunchDate(values.renounceAt, language) }),
    })
  else lines.push({ id: 'owner', tone: 'warn', text: t('buyers.ownerKept') })

  if (fresh && explorer) lines.push({ id: 'verified', tone: 'ok', text: t('buyers.verified') })
  else if (fresh && explorer === false)
    lines.push({ id: 'verified', tone: 'info', text: t('buyers.noExplorer') })
  return lines
}
