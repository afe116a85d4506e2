import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { parseDraftAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { presaleParamsTokensNeeded, toPresaleParams } from '@tokenbox/core/launchpad/toPresaleParams.ts'
import { presaleWarnings, validatePresaleDraft } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import type { TFunction } from 'i18next'
import { formatUnits } from 'viem'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'

/** The operator's fees the form shows before anything is signed (read from the factory). */
export type FeesShown = {
  /** The flat fee's words, e.g. "0.1 ETH" or "none". */
  flat: string
  raiseFeeBps: bigint
  tokenFeeBps: bigint
}

/**
 * The create form's live summary: the tokens needed (sale + liquidity + operator share), the caps in
 * tokens beside the coin typed, the operator's fee, what the creator can and cannot do, the listing
 * and its lock, and the warnings (a listing cheaper than the presale). A draft not valid yet says so
 * in one line instead of showing figures that would mislead.
 *
 * @example
 * presaleSummaryLines(form.getFieldsValue(true), { t, language: 'en', fees, coin: 'ETH', symbol: 'ABC', nowMs: Date.now() })
 */
export function presaleSummaryLines(
  draft: PresaleDraft,
  {
    t,
    language,
    fees,
    coin,
    symbol,
    nowMs,
    locker,
  }: {
    t: TFunction
    language: string
    fees: FeesShown | undefined
    coin: string
    symbol: string
    nowMs: number
    /** The chain's token locker (null: none, the LP is burned). */
    locker: `0x${string}` | null
  },
): SummaryLine[] {
  const lines: SummaryLine[] = []
  const number = (value: bigint, decimals: number) =>
    formatLocaleDecimal(formatUnits(value, decimals), language)
  const percent = (bps: bigint) => formatLocaleDecimal((Number(bps) / 100).toString(), language)
  lines.push(
    fees
      ? {
          id: 'fee',
          tone: 'info',
          text: t('summary.fee', {
            flat: fees.flat,
            raise: percent(fees.raiseFeeBps),
            tokens: percent(fees.tokenFeeBps),
          }),
        }
      : { id: 'fee', tone: 'warn', text: t('summary.feeUnknown') },
  )
  const issues = validatePresaleDraft(draft, nowMs)
  if (Object.keys(issues).length > 0) {
    lines.push({ id: 'incomplete', tone: 'invalid', text: t('summary.incomplete') })
  } else {
    const { params, tokenDecimals: decimals, teamTokens } = toPresaleParams(draft, { locker })
    const { config } = params
    const payDecimals = draft.payCoins[0]?.decimals ?? 18
    const needed = presaleParamsTokensNeeded(params, fees?.tokenFeeBps ?? 0n)
    const coinAmount = (text: string) =>
      number(text.trim() ? parseDraftAmount(text, payDecimals) : 0n, payDecimals)
    lines.push({
      id: 'tokensNeeded',
      tone: 'info',
      text: t('summary.tokensNeeded', {
        total: number(needed.total + teamTokens, decimals),
        sale: number(needed.sale, decimals),
        liquidity: number(needed.liquidity, decimals),
        fee: number(needed.fee, decimals),
        team: number(teamTokens, decimals),
        symbol,
      }),
    })
    if (draft.mode !== 'fairLaunch') {
      const hardCoin =
        draft.mode === 'multiPeriod'
          ? number(
              draft.phases.reduce((sum, phase) => sum + parseDraftAmount(phase.hardCap, payDecimals), 0n),
              payDecimals,
            )
          : coinAmount(draft.hardCap)
      lines.push({
        id: 'caps',
        tone: 'info',
        text: t('summary.caps', {
          soft: coinAmount(draft.softCap),
          hard: hardCoin,
          softTokens: number(config.softCap, decimals),
          hardTokens: number(config.hardCap, decimals),
          coin,
          symbol,
        }),
      })
    } else {
      lines.push({ id: 'fair', tone: 'info', text: t('summary.fairLaunch', { symbol }) })
    }
    lines.push({
      id: 'listing',
      tone: 'ok',
      // A fair launch has no rate: its pool opens at the final price (issue 52: the summary said both).
      text: locker
        ? t(draft.mode === 'fairLaunch' ? 'summary.listingFair' : 'summary.listing', {
            percent: percent(BigInt(config.liquidityBps)),
            days: String(draft.lpLockDays),
            count: draft.lpLockDays ?? 0,
          })
        : t(draft.mode === 'fairLaunch' ? 'summary.listingFairBurned' : 'summary.listingBurned', {
            percent: percent(BigInt(config.liquidityBps)),
          }),
    })
    lines.push({
      id: 'unsold',
      tone: 'info',
      text: t(config.burnUnsold ? 'summary.unsoldBurn' : 'summary.unsoldRefund'),
    })
    lines.push({ id: 'claim', tone: 'info', text: t(`summary.claim.${draft.claimMode}`) })
    lines.push({
      id: 'refunds',
      tone: 'ok',
      text: config.emergencyWithdraw
        ? t('summary.emergency', {
            percent: percent(BigInt(config.emergencyPenaltyBps)),
            days: String(draft.finalizeGraceDays),
            count: draft.finalizeGraceDays ?? 0,
          })
        : t('summary.noEmergency', {
            days: String(draft.finalizeGraceDays),
            count: draft.finalizeGraceDays ?? 0,
          }),
    })
    if (params.inviteBps.length)
      lines.push({
        id: 'invite',
        tone: 'info',
        text: t('summary.invite', {
          rates: params.inviteBps.map((bps) => `${percent(BigInt(bps))}%`).join(' / '),
        }),
      })
    if (teamTokens > 0n)
      lines.push({
        id: 'team',
        tone: 'ok',
        text: t('summary.team', {
          amount: number(teamTokens, decimals),
          symbol,
          days: String(draft.teamUnlockDays),
          count: draft.teamUnlockDays ?? 0,
        }),
      })
  }
  for (const warning of presaleWarnings(draft))
    lines.push({ id: `warn-${warning}`, tone: 'warn', text: t(`warning.${warning}`) })
  lines.push({ id: 'cannot', tone: 'ok', text: t('summary.creatorCannot') })
  lines.push({ id: 'anyone', tone: 'ok', text: t('summary.anyoneFinalizes') })
  lines.push({ id: 'can', tone: 'info', text: t('summary.creatorCan') })
  return lines
}
