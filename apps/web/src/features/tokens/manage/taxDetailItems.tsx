import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatFullAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { TemplateDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import {
  type DividendTemplateId,
  isLpDividendTemplate,
  type TradingTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Tag } from 'antd'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'

type Item = { key: string; label: string; children: ReactNode }
type Shares = Record<'liquidity' | 'marketing' | 'team' | 'burn' | 'reward' | 'fomo', number>

/** "4% (liquidity 1% · marketing 2% · team 1%)": a side's total and its non-zero parts. */
function describeShares(t: TFunction, shares: Shares, inviteBps: number): string {
  const parts = (Object.keys(shares) as (keyof Shares)[])
    .filter((name) => shares[name] > 0)
    .map((name) => `${t(`tax.share.${name}`)} ${shares[name] / 100}%`)
  if (inviteBps > 0) parts.push(`${t('tax.section.invitation')} ${inviteBps / 100}%`)
  const total = (Object.values(shares).reduce((sum, value) => sum + value, 0) + inviteBps) / 100
  return parts.length ? `${total}% (${parts.join(' · ')})` : '0%'
}

/** The marketing (tax) template's settings as Manage Token lists them. */
export function taxDetailItems(
  details: TemplateDetails<TradingTemplateId>,
  t: TFunction,
  date: (seconds: bigint) => string,
  yesNo: (on: unknown) => ReactNode,
  language: string,
): Item[] {
  const s = details.settings
  const amount = (value: bigint) => formatFullAmount(value, details.decimals, language)
  const limit = (value: bigint) => (value === 0n ? t('tax.off') : amount(value))
  const inviteBps = s.inviteBps.reduce((sum, bps) => sum + bps, 0)
  const startsAt = s.tradingStartsAt
  const items: Item[] = [
    { key: 'buyFees', label: t('tax.buyFees'), children: describeShares(t, s.buyFees, inviteBps) },
    {
      key: 'sellFees',
      label: t('tax.sellFees'),
      children: describeShares(t, s.sellFees, inviteBps),
    },
    {
      key: 'trading',
      label: t('tax.tradingStart'),
      children: (
        <span data-testid="manage-trading">
          {s.tradingOpen
            ? t('manage.tradingOpen')
            : BigInt(startsAt) > 0n
              ? t('manage.tradingOpensAt', { at: date(BigInt(startsAt)) })
              : t('manage.tradingClosed')}
        </span>
      ),
    },
    {
      key: 'pair',
      label: t('manage.pair'),
      children: <span data-testid="manage-pair">{s.pair}</span>,
    },
    {
      key: 'marketingWallet',
      label: t('form.marketingWallet'),
      children: formatAddress(s.marketingWallet),
    },
    { key: 'teamWallet', label: t('form.teamWallet'), children: formatAddress(s.teamWallet) },
    {
      key: 'liquidityReceiver',
      label: t('form.liquidityReceiver'),
      children: formatAddress(s.liquidityReceiver),
    },
    { key: 'maxWallet', label: t('tax.maxWallet'), children: limit(s.maxWallet) },
    { key: 'maxTx', label: t('tax.maxTx'), children: limit(s.maxTx) },
    {
      key: 'swapBack',
      label: t('tax.swapBack'),
      children: s.swapBackEnabled
        ? t('manage.swapBackValue', {
            threshold: amount(s.swapBackThreshold),
            pending: amount(s.pendingSwapBack),
          })
        : t('tax.off'),
    },
    { key: 'cooldown', label: t('tax.cooldown'), children: String(s.cooldownSeconds) },
    { key: 'botBlocks', label: t('tax.botBlocks'), children: String(s.botBlocks) },
    { key: 'airdrop', label: t('tax.airdropCount'), children: String(s.airdropCount) },
    { key: 'invite', label: t('tax.section.invitation'), children: yesNo(s.inviteEnabled) },
    {
      key: 'fomo',
      label: t('tax.section.fomo'),
      children: s.fomoEnabled ? t('manage.fomoPool', { pool: amount(s.fomoPool) }) : yesNo(false),
    },
  ]
  for (const link of ['twitter', 'telegram', 'website'] as const) {
    if (s[link]) items.push({ key: link, label: t(`tax.${link}`), children: String(s[link]) })
  }
  return items
}

/**
 * A dividend token's tracker (named a risk unless it is the chain's TokenBox tracker), coin, rules
 * and book, and the reader's part of it (for LP dividends its stake and its unstaked LP).
 * `chainTracker` is the chain's TokenBox tracker, when the app knows one.
 */
export function dividendDetailItems(
  details: TemplateDetails<DividendTemplateId>,
  t: TFunction,
  nativeSymbol: string,
  chainTracker: string | null | undefined,
  language: string,
): Item[] {
  const s = details.settings
  const tracker = s.dividendTracker
  // Only TokenBox's tracker code is known to keep honest books; another contract with that code
  // is harmless but not this chain's shared one, so its books are not where the app looks.
  const trackerRisk = !s.trackerGenuine
    ? 'dividend.trackerForeign'
    : chainTracker && chainTracker.toLowerCase() !== tracker.toLowerCase()
      ? 'dividend.trackerNotChains'
      : undefined
  const book = s.dividendBook
  const holder = s.dividendHolder
  const coinDecimals = s.dividendCoinDecimals ?? 18
  const coinSymbol = s.dividendCoinSymbol ?? nativeSymbol
  const coin = (value: bigint | undefined) =>
    `${formatFullAmount(value ?? 0n, coinDecimals, language)} ${coinSymbol}`
  const shareDecimals = isLpDividendTemplate(details.template) ? 18 : details.decimals
  const items: Item[] = [
    {
      key: 'tracker',
      label: t('dividend.tracker'),
      children: (
        <span data-testid="dividend-tracker">
          {formatAddress(tracker)}{' '}
          {trackerRisk ? (
            <Tag color="red" data-testid="dividend-tracker-risk">
              {t(trackerRisk)}
            </Tag>
          ) : (
            <Tag color="green">{t('dividend.trackerTokenBox')}</Tag>
          )}
        </span>
      ),
    },
    { key: 'dividendCoin', label: t('dividend.coin'), children: coinSymbol },
    {
      key: 'minHolding',
      label: t(isLpDividendTemplate(details.template) ? 'dividend.minLp' : 'dividend.minHolding'),
      children: formatFullAmount(book?.minHolding ?? 0n, shareDecimals, language),
    },
    {
      key: 'claimWait',
      label: t('dividend.claimWait'),
      children: String(Number(book?.claimWait ?? 0n) / 3600),
    },
    { key: 'processGas', label: t('dividend.processGas'), children: String(s.processGas) },
    {
      key: 'distributed',
      label: t('dividend.distributed'),
      children: <span data-testid="dividend-distributed">{coin(book?.totalDistributed)}</span>,
    },
    { key: 'holders', label: t('dividend.holders'), children: String(book?.holderCount ?? 0n) },
  ]
  if (holder) {
    items.push(
      {
        key: 'yourShare',
        label: t('dividend.yourShare'),
        children: formatFullAmount(holder.share, shareDecimals, language),
      },
      {
        key: 'withdrawable',
        label: t('dividend.withdrawable'),
        children: <span data-testid="dividend-withdrawable">{coin(holder.withdrawable)}</span>,
      },
      { key: 'withdrawn', label: t('dividend.withdrawn'), children: coin(holder.withdrawn) },
    )
    if (isLpDividendTemplate(details.template)) {
      items.push(
        {
          key: 'yourStake',
          label: t('dividend.yourStake'),
          children: (
            <span data-testid="dividend-staked">{formatFullAmount(holder.staked ?? 0n, 18, language)}</span>
          ),
        },
        {
          key: 'yourLp',
          label: t('dividend.yourLp'),
          children: (
            <span data-testid="dividend-lp">{formatFullAmount(s.lpBalance ?? 0n, 18, language)}</span>
          ),
        },
      )
    }
  }
  return items
}
