import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatFullAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { isTemplateDetails, type TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import {
  isCompoundTemplate,
  isDividendTemplate,
  isTradingTemplate,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Descriptions, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { zeroAddress } from 'viem'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useDividendTracker } from '../dividends/useDividendTracker.ts'
import { compoundItems, type DetailItem } from './compoundDetailItems.tsx'
import { dividendDetailItems, taxDetailItems } from './taxDetailItems.tsx'

const flags = [
  'burnable',
  'mintable',
  'pausable',
  'blacklistEnabled',
  'whitelistEnabled',
  'timedRenounceEnabled',
] as const

/** A token's facts and settings as Manage Token shows them (owner powers first, honestly). */
export function TokenDetailsView({ details }: { details: TokenDetails }) {
  const { t, i18n } = useTranslation('tokens')
  const { entry } = useConnectedChainEntry()
  const chainTracker = useDividendTracker()
  const { settings } = details
  const yesNo = (on: unknown) => (
    <Tag color={on ? 'orange' : 'default'}>{on ? t('manage.on') : t('manage.off')}</Tag>
  )
  const date = (seconds: bigint) => formatDateTime(seconds, i18n.language)

  let ownerText: ReactNode = formatAddress(details.owner)
  if (details.owner === zeroAddress) {
    const { returningOwner: returning, renounceEndsAt: until } = settings
    ownerText =
      returning && returning !== zeroAddress && until !== undefined
        ? t('manage.renouncedUntil', {
            until: date(until),
            owner: formatAddress(returning),
          })
        : t('manage.noOwner')
  }

  // An amount of the token written in full, as the supply is (issue 77: "100,000.0000 TRAP" beside "1,000,000").
  const amountCell = (testId: string, value: bigint, unit?: string) => (
    <span data-testid={testId}>
      {[formatFullAmount(value, details.decimals, i18n.language), unit].filter(Boolean).join(' ')}
    </span>
  )
  const items: DetailItem[] = [
    { key: 'template', label: t('manage.template'), children: t(`template.${details.template}`) },
    { key: 'name', label: t('form.name'), children: details.name },
    { key: 'symbol', label: t('form.symbol'), children: details.symbol },
    { key: 'decimals', label: t('form.decimals'), children: details.decimals },
    {
      key: 'supply',
      label: t('manage.totalSupply'),
      children: amountCell('manage-supply', details.totalSupply),
    },
    { key: 'owner', label: t('manage.owner'), children: <span data-testid="manage-owner">{ownerText}</span> },
  ]
  if (details.balance !== undefined) {
    items.push({
      key: 'balance',
      label: t('manage.yourBalance'),
      children: amountCell('manage-balance', details.balance, details.symbol),
    })
  }
  for (const flag of flags) {
    if (flag in settings) items.push({ key: flag, label: t(`form.${flag}`), children: yesNo(settings[flag]) })
  }
  // The normal token's mint cap (the compound token shows its own in its schedule), and its fees.
  const normal = isTemplateDetails(details, (id) => id === 'normal') ? details.settings : undefined
  if (normal?.mintable) {
    items.push({
      key: 'maxSupply',
      label: t('form.maxSupply'),
      children: amountCell('manage-max-supply', normal.maxSupply),
    })
  }
  if (normal) {
    items.push({
      key: 'fees',
      label: t('manage.transferFees'),
      children: t('manage.feesValue', {
        burn: Number(normal.transferBurnBps) / 100,
        fee: Number(normal.transferFeeBps) / 100,
        cap: Number(normal.MAX_TOTAL_FEE_BPS) / 100,
      }),
    })
    if (normal.transferFeeEnabled) {
      items.push({
        key: 'feeRecipient',
        label: t('form.feeRecipient'),
        children: formatAddress(normal.feeRecipient),
      })
    }
  }
  if (isTemplateDetails(details, isCompoundTemplate))
    items.push(...compoundItems(details, t, i18n.language, date, yesNo))
  if (isTemplateDetails(details, isTradingTemplate))
    items.push(...taxDetailItems(details, t, date, yesNo, i18n.language))
  if (isTemplateDetails(details, isDividendTemplate)) {
    items.push(...dividendDetailItems(details, t, entry?.symbol ?? '', chainTracker.data, i18n.language))
  }
  // NormalToken: pause, whitelist-only and blacklist apply only while the token has an owner.
  const restrictsOnlyWithOwner =
    details.template === 'normal' &&
    Boolean(settings.pausable || settings.whitelistEnabled || settings.blacklistEnabled)
  const hasNoOwner = details.owner === zeroAddress
  const restriction = (on: unknown) =>
    restrictsOnlyWithOwner && hasNoOwner && on ? (
      <>
        {yesNo(on)} <Typography.Text type="secondary">{t('manage.stopsNobodyNow')}</Typography.Text>
      </>
    ) : (
      yesNo(on)
    )
  if (settings.pausable)
    items.push({ key: 'paused', label: t('manage.paused'), children: restriction(settings.paused) })
  if (settings.whitelistEnabled) {
    items.push({
      key: 'whitelistOnly',
      label: t('manage.whitelistOnly'),
      children: restriction(settings.whitelistOnly),
    })
  }
  // Trading templates: the trading start and the blacklist apply only while there is an owner.
  if (restrictsOnlyWithOwner || isTradingTemplate(details.template)) {
    items.push({
      key: 'renounceGuarantee',
      label: t('manage.renounceGuarantee'),
      children: (
        <span data-testid="manage-renounce-guarantee">
          {t(restrictsOnlyWithOwner ? 'manage.renounceGuaranteeValue' : 'manage.renounceGuaranteeTrading')}
        </span>
      ),
    })
  }
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="token-details" />
  )
}
