import type { EarnDraft } from '@tokenbox/core/finance/earnDraft.ts'
import { toEarnConfig } from '@tokenbox/core/finance/toEarnConfig.ts'
import { validateEarnDraft } from '@tokenbox/core/finance/validateEarnDraft.ts'
import type { TFunction } from 'i18next'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import { amountText, bpsText } from '../financeFigures.ts'

/**
 * The Earn create form's live summary: each period's rate and what 1,000 tokens earn in it, how
 * much can be staked before the fund runs short (in the longest-paying period), early redemption
 * and its fee, the limits, and what the creator can and cannot do afterwards.
 */
export function earnSummaryLines(
  draft: EarnDraft,
  { t, language, symbol }: { t: TFunction; language: string; symbol: string },
): SummaryLine[] {
  const issues = validateEarnDraft(draft)
  if (Object.keys(issues).length > 0)
    return [{ id: 'invalid', tone: 'invalid', text: t('earn.summary.incomplete') }]
  const config = toEarnConfig(draft)
  const decimals = draft.decimals ?? 18
  const unit = 10n ** BigInt(decimals)
  const year = 365n * 86_400n
  const lines: SummaryLine[] = config.options.map((option, index) => ({
    id: `period-${index}`,
    tone: 'info',
    text: t('earn.summary.period', {
      count: option.duration / 86_400,
      apr: bpsText(option.aprBps, language),
      reward: amountText(
        (1000n * unit * BigInt(option.aprBps) * BigInt(option.duration)) / (10_000n * year),
        decimals,
        language,
      ),
      symbol,
    }),
  }))
  // The stake the fund covers in the period that pays most per token staked.
  const best = config.options.reduce((most, option) => Math.max(most, option.aprBps * option.duration), 0)
  const covered = best === 0 ? 0n : (config.rewardFund * 10_000n * year) / BigInt(best)
  lines.push(
    config.rewardFund === 0n
      ? { id: 'fund', tone: 'warn', text: t('earn.summary.noFund') }
      : {
          id: 'fund',
          tone: 'ok',
          text: t('earn.summary.fund', {
            fund: amountText(config.rewardFund, decimals, language),
            covered: amountText(covered, decimals, language),
            symbol,
          }),
        },
    config.earlyRedemption
      ? {
          id: 'early',
          tone: 'info',
          text: t('earn.summary.early', { fee: bpsText(config.earlyFeeBps, language) }),
        }
      : { id: 'early', tone: 'info', text: t('earn.summary.noEarly') },
    {
      id: 'limits',
      tone: 'info',
      text: t('earn.summary.limits', {
        total: config.totalStakeLimit
          ? `${amountText(config.totalStakeLimit, decimals, language)} ${symbol}`
          : t('earn.noLimit'),
        user: config.userStakeLimit
          ? `${amountText(config.userStakeLimit, decimals, language)} ${symbol}`
          : t('earn.noLimit'),
      }),
    },
    { id: 'creator', tone: 'ok', text: t('earn.summary.creator') },
  )
  return lines
}
