import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import {
  presaleCapsInTokens,
  presaleTermsTokensNeeded,
  toPresaleTerms,
} from '@tokenbox/core/launchpad/toPresaleTerms.ts'
import { presaleWarnings, validatePresaleDraft } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import type { TFunction } from 'i18next'
import { formatUnits } from 'viem'
import type { SummaryLine } from '../../tokens/create/summaryLines.ts'

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
  }: { t: TFunction; language: string; fees: FeesShown | undefined; coin: string; symbol: string; nowMs: number },
): SummaryLine[] {
  const lines: SummaryLine[] = []
  const number = (value: bigint, decimals: number) => formatLocaleDecimal(formatUnits(value, decimals), language)
  const percent = (bps: bigint) => formatLocaleDecimal((Number(bps) / 100).toString(), language)
  lines.push(
    fees
      ? {
          id: 'fee',
          tone: 'info',
          text: t('summary.fee', { flat: fees.flat, raise: percent(fees.raiseFeeBps), tokens: percent(fees.tokenFeeBps) }),
        }
      : { id: 'fee', tone: 'warn', text: t('summary.feeUnknown') },
  )
  const issues = validatePresaleDraft(draft, nowMs)
  if (Object.keys(issues).length > 0) {
    lines.push({ id: 'incomplete', tone: 'invalid', text: t('summary.incomplete') })
  } else {
    const terms = toPresaleTerms(draft)
    const decimals = terms.tokenDecimals
    const payDecimals = terms.payCoins[0]?.decimals ?? 18
    const needed = presaleTermsTokensNeeded(terms, {
      raiseFeeBps: fees?.raiseFeeBps ?? 0n,
      tokenFeeBps: fees?.tokenFeeBps ?? 0n,
    })
    lines.push({
      id: 'tokensNeeded',
      tone: 'info',
      text: t('summary.tokensNeeded', {
        total: number(needed.total + terms.teamTokens, decimals),
        sale: number(needed.sale, decimals),
        liquidity: number(needed.liquidity, decimals),
        fee: number(needed.fee, decimals),
        team: number(terms.teamTokens, decimals),
        symbol,
      }),
    })
    if (terms.mode !== 'fairLaunch') {
      const caps = presaleCapsInTokens(terms)
      lines.push({
        id: 'caps',
        tone: 'info',
        text: t('summary.caps', {
          soft: number(terms.softCapCoin, payDecimals),
          hard: number(terms.hardCapCoin, payDecimals),
          softTokens: number(caps.softCap, decimals),
          hardTokens: number(caps.hardCap, decimals),
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
      text: t('summary.listing', { percent: percent(terms.liquidityBps), days: String(draft.lpLockDays), count: draft.lpLockDays ?? 0 }),
    })
    lines.push({
      id: 'unsold',
      tone: 'info',
      text: t(terms.unsold === 'burn' ? 'summary.unsoldBurn' : 'summary.unsoldRefund'),
    })
    lines.push({ id: 'claim', tone: 'info', text: t(`summary.claim.${terms.claimMode}`) })
    if (terms.inviteBps.length)
      lines.push({
        id: 'invite',
        tone: 'info',
        text: t('summary.invite', { rates: terms.inviteBps.map((bps) => `${percent(bps)}%`).join(' / ') }),
      })
    if (terms.teamTokens > 0n)
      lines.push({
        id: 'team',
        tone: 'ok',
        text: t('summary.team', { amount: number(terms.teamTokens, decimals), symbol, days: String(draft.teamUnlockDays), count: draft.teamUnlockDays ?? 0 }),
      })
  }
  for (const warning of presaleWarnings(draft))
    lines.push({ id: `warn-${warning}`, tone: 'warn', text: t(`warning.${warning}`) })
  lines.push({ id: 'cannot', tone: 'ok', text: t('summary.creatorCannot') })
  lines.push({ id: 'anyone', tone: 'ok', text: t('summary.anyoneFinalizes') })
  lines.push({ id: 'can', tone: 'info', text: t('summary.creatorCan') })
  return lines
}
