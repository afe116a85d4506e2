import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { MiningDraft } from '@tokenbox/core/mining/miningDraft.ts'
import { toMiningConfig } from '@tokenbox/core/mining/toMiningConfig.ts'
import {
  miningWarnings,
  secondsPerDay,
  validateMiningDraft,
} from '@tokenbox/core/mining/validateMiningDraft.ts'
import type { TFunction } from 'i18next'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import { rateAmount, teamGenerationParams, tokenAmount } from '../miningFigures.ts'

/**
 * The create form's live summary: the rate per day as the contract will pay it (per second times
 * 86,400) and per second, the fund and how many days it lasts, the time, the lock periods and what
 * leaving early costs, halving, the advanced rules, then what the creator can and cannot do. A draft
 * not valid yet says so in one line instead of showing figures that would mislead.
 *
 * @example
 * miningSummaryLines(form.getFieldsValue(true), { t, language: 'en', stakeSymbol: 'LP', rewardSymbol: 'ABC', nowMs: Date.now() })
 */
export function miningSummaryLines(
  draft: MiningDraft,
  {
    t,
    language,
    stakeSymbol,
    rewardSymbol,
    nowMs,
  }: { t: TFunction; language: string; stakeSymbol: string; rewardSymbol: string; nowMs: number },
): SummaryLine[] {
  const lines: SummaryLine[] = []
  const issues = validateMiningDraft(draft, nowMs)
  const dateTime = (ms: number) => formatDateTime(ms, language)
  if (Object.keys(issues).length > 0) {
    lines.push({ id: 'incomplete', tone: 'invalid', text: t('summary.incomplete') })
  } else {
    const { config, whitelist } = toMiningConfig(draft)
    const decimals = draft.rewardDecimals ?? 18
    const amount = (value: bigint, of = decimals) => tokenAmount(value, of, language)
    const perDay = config.rewardPerSecond * secondsPerDay
    lines.push({
      id: 'rate',
      tone: 'info',
      text: t('summary.rate', {
        perDay: rateAmount(perDay, decimals, language),
        perSecond: rateAmount(config.rewardPerSecond, decimals, language, 8),
        symbol: rewardSymbol,
      }),
    })
    const fundDays = Number((config.rewardFund * 100n) / perDay) / 100
    lines.push({
      id: 'fund',
      tone: config.rewardFund > 0n ? 'ok' : 'warn',
      text: t('summary.fund', {
        fund: amount(config.rewardFund),
        symbol: rewardSymbol,
        days: formatLocaleDecimal(fundDays.toString(), language),
        count: fundDays,
      }),
    })
    lines.push({
      id: 'time',
      tone: 'info',
      text: t(draft.endTime ? 'summary.timeEnd' : 'summary.timeOpen', {
        start: draft.startTime ? dateTime(draft.startTime) : t('summary.now'),
        end: draft.endTime ? dateTime(draft.endTime) : '',
      }),
    })
    if (draft.lp) lines.push({ id: 'lp', tone: 'ok', text: t('summary.lp', { symbol: stakeSymbol }) })
    if (config.lockOptions.length) {
      const periods = config.lockOptions
        .map((option) =>
          t('summary.period', {
            days: String(option.duration / 86_400),
            count: option.duration / 86_400,
            multiple: formatLocaleDecimal((option.multiplierBps / 10_000).toString(), language),
          }),
        )
        .join(', ')
      lines.push({ id: 'locks', tone: 'info', text: t('summary.locks', { periods }) })
      lines.push({
        id: 'earlyExit',
        tone: 'ok',
        text: config.earlyExit
          ? // Every pool burns its penalties, the same-token ones too (MiningPool.emergencyWithdraw).
            t('summary.earlyExitBurn', {
              percent: formatLocaleDecimal((config.earlyExitPenaltyBps / 100).toString(), language),
            })
          : t('summary.noEarlyExit'),
      })
    }
    if (config.halvingInterval)
      lines.push({
        id: 'halving',
        tone: 'info',
        text: t('summary.halving', {
          days: String(config.halvingInterval / 86_400),
          count: config.halvingInterval / 86_400,
        }),
      })
    if (config.manualHalving)
      lines.push({ id: 'manualHalving', tone: 'info', text: t('summary.manualHalving') })
    if (config.minStake > 0n)
      lines.push({
        id: 'minStake',
        tone: 'info',
        text: t('summary.minStake', {
          amount: amount(config.minStake, draft.stakeDecimals ?? 18),
          symbol: stakeSymbol,
        }),
      })
    if (config.teamShareBps > 0)
      lines.push({
        id: 'team',
        tone: 'info',
        text: t('summary.team', {
          percent: formatLocaleDecimal((config.teamShareBps / 100).toString(), language),
          ...teamGenerationParams(language),
        }),
      })
    if (config.whitelistOnly)
      lines.push({
        id: 'whitelist',
        tone: 'info',
        text: t('summary.whitelist', { count: whitelist.length }),
      })
  }
  for (const warning of miningWarnings(draft, nowMs))
    lines.push({ id: `warn-${warning}`, tone: 'warn', text: t(`warning.${warning}`) })
  lines.push({ id: 'cannot', tone: 'ok', text: t('summary.creatorCannot') })
  lines.push({ id: 'can', tone: 'info', text: t('summary.creatorCan') })
  lines.push({ id: 'topUp', tone: 'ok', text: t('summary.anyoneTopsUp') })
  return lines
}
