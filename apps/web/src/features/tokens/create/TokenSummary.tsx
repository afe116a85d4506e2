import { CheckCircleOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { isTradingTemplate, type TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Flex, Form, type FormInstance, Typography, theme } from 'antd'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isAddress } from 'viem'
import { formatInterval } from '../formatInterval.ts'
import { feeSharesOf, type TokenFormValues, timeUnitSeconds } from './tokenFormValues.ts'
import { validatePercent } from './validateTokenFields.ts'

type Line = { tone: 'ok' | 'info' | 'warn'; text: ReactNode; id: string }

/** The compound token's growth, rebase mode, fees and owner powers, as the form stands. */
function compoundLines(
  values: Partial<TokenFormValues>,
  t: TFunction,
  language: string,
  owner: string,
): Line[] {
  const unit = values.intervalUnit ?? 'day'
  const count = Number(values.intervalValue) || 0
  const start = values.startTime
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(values.startTime)
    : '—'
  const lines: Line[] = [
    {
      id: 'growth',
      tone: 'info',
      text: t('summary.growth', {
        rate: values.ratePercent?.trim() || '0',
        interval: count > 0 ? formatInterval(count * timeUnitSeconds[unit], language) : '—',
        start,
        max: values.maxSupply?.trim() || '—',
      }),
    },
    {
      id: 'rebase',
      tone: 'info',
      text: values.autoRebase ? t('summary.autoRebase') : t('summary.manualRebase'),
    },
  ]
  const buy = percentOf(values.buyFeePercent)
  const sell = percentOf(values.sellFeePercent)
  const wallet =
    values.marketingWallet && isAddress(values.marketingWallet) ? formatAddress(values.marketingWallet) : '—'
  lines.push(
    buy || sell
      ? { id: 'fees', tone: 'warn', text: t('summary.tradeFees', { buy, sell, wallet }) }
      : { id: 'fees', tone: 'ok', text: t('summary.noTradeFees') },
  )
  lines.push({ id: 'powers', tone: 'warn', text: t('summary.compoundPowers', { owner }) })
  lines.push({
    id: 'burn',
    tone: 'info',
    text: values.burnable ? t('summary.holderBurn') : t('summary.noBurn'),
  })
  return lines
}

/** Sum of one side's split plus invitation rewards, in percent (invalid parts count as 0). */
function sideTotal(
  values: Partial<TokenFormValues>,
  side: 'buyFees' | 'sellFees',
  template: TokenTemplateId,
): number {
  const shares = feeSharesOf(template)
    .filter((name) => values.fomoEnabled || name !== 'fomo')
    .map((name) => percentOf(values[side]?.[name]))
  const invite = values.inviteEnabled ? (values.invitePercents ?? []).map(percentOf) : []
  return Math.round([...shares, ...invite].reduce((sum, part) => sum + part, 0) * 100) / 100
}

/** The marketing token's taxes, limits, launch, extras and owner powers, as the form stands. */
function marketingLines(values: Partial<TokenFormValues>, t: TFunction, template: TokenTemplateId): Line[] {
  const buy = sideTotal(values, 'buyFees', template)
  const sell = sideTotal(values, 'sellFees', template)
  const lines: Line[] = [
    buy || sell
      ? { id: 'fees', tone: 'warn', text: t('summary.taxes', { buy, sell }) }
      : { id: 'fees', tone: 'ok', text: t('summary.noTradeFees') },
    { id: 'walletTransfers', tone: 'ok', text: t('summary.walletTransfersFree') },
  ]
  const maxWallet = values.maxWallet?.trim()
  const maxTx = values.maxTx?.trim()
  if (Number(maxWallet) > 0 || Number(maxTx) > 0) {
    lines.push({
      id: 'limits',
      tone: 'info',
      text: t('summary.limits', {
        wallet: Number(maxWallet) > 0 ? maxWallet : '—',
        tx: Number(maxTx) > 0 ? maxTx : '—',
      }),
    })
  }
  lines.push({
    id: 'launch',
    tone: 'info',
    text: values.tradingStartMode === 'timed' ? t('summary.tradingTimed') : t('summary.tradingManual'),
  })
  if (values.swapBackEnabled) lines.push({ id: 'swapBack', tone: 'info', text: t('summary.swapBack') })
  if (Number(values.botBlocks) > 0) {
    lines.push({ id: 'bots', tone: 'info', text: t('summary.botBlocks', { blocks: values.botBlocks }) })
  }
  if (values.inviteEnabled) {
    lines.push({
      id: 'invite',
      tone: 'info',
      text: t('summary.invite', { generations: values.invitePercents?.length ?? 0 }),
    })
  }
  if (values.fomoEnabled) lines.push({ id: 'fomo', tone: 'info', text: t('summary.fomo') })
  if (Number(values.airdropCount) > 0) {
    lines.push({ id: 'airdrop', tone: 'info', text: t('summary.airdrop', { count: values.airdropCount }) })
  }
  lines.push({
    id: 'powers',
    tone: 'warn',
    text: values.blacklistEnabled ? t('summary.taxPowersBlacklist') : t('summary.taxPowers'),
  })
  return lines
}

const percentOf = (text: string | undefined) => (text && !validatePercent(text) ? Number(text) : 0)

/**
 * What the token will do, rebuilt as the user types: supply and receiver, owner powers, holder
 * burn, transfer fees and renounce. Owner powers are shown as warnings, so a buyer-facing token's
 * creator sees what holders will see on the explorer.
 */
export function TokenSummary({
  template,
  form,
}: {
  template: TokenTemplateId
  form: FormInstance<TokenFormValues>
}) {
  const { t, i18n } = useTranslation('tokens')
  const { token } = theme.useToken()
  const values = (Form.useWatch([], form) ?? {}) as Partial<TokenFormValues>
  const symbol = values.symbol?.trim() || t('summary.tokens')
  const owner = values.owner && isAddress(values.owner) ? formatAddress(values.owner) : '—'
  const supply = values.initialSupply?.trim() || '0'

  const lines: Line[] = [{ id: 'supply', tone: 'info', text: t('summary.supply', { supply, symbol, owner }) }]
  if (template === 'standard' || template === 'meme') {
    lines.push({ id: 'noOwner', tone: 'ok', text: t('summary.noOwner') })
    if (template === 'meme') {
      lines.push({
        id: 'burn',
        tone: 'info',
        text: values.burnable ? t('summary.holderBurn') : t('summary.noBurn'),
      })
    }
  } else if (isTradingTemplate(template)) {
    lines.push(...marketingLines(values, t, template))
    if (template !== 'marketing') {
      const reward = Math.max(percentOf(values.buyFees?.reward), percentOf(values.sellFees?.reward))
      lines.push({
        id: 'dividends',
        tone: 'info',
        text: t(template === 'dividend' ? 'summary.holderDividends' : 'summary.lpDividends', { reward }),
      })
    }
  } else if (template === 'compound') {
    lines.push(...compoundLines(values, t, i18n.language, owner))
  } else {
    const powers = (['mintable', 'pausable', 'blacklistEnabled', 'whitelistEnabled'] as const)
      .filter((option) => values[option])
      .map((option) => t(`summary.power.${option}`))
    lines.push(
      powers.length
        ? {
            id: 'powers',
            tone: 'warn',
            text: t('summary.ownerPowers', { powers: new Intl.ListFormat(i18n.language).format(powers) }),
          }
        : { id: 'powers', tone: 'ok', text: t('summary.noPowers') },
    )
    lines.push({
      id: 'burn',
      tone: 'info',
      text: values.burnable ? t('summary.holderBurn') : t('summary.noBurn'),
    })
    const burn = percentOf(values.transferBurnPercent)
    const fee = percentOf(values.transferFeePercent)
    const recipient =
      values.feeRecipient && isAddress(values.feeRecipient) ? formatAddress(values.feeRecipient) : '—'
    lines.push(
      burn || fee
        ? {
            id: 'fees',
            tone: 'warn',
            text:
              burn && fee
                ? t('summary.transferFees', { burn, fee, recipient })
                : burn
                  ? t('summary.transferBurnOnly', { burn })
                  : t('summary.transferFeeOnly', { fee, recipient }),
          }
        : { id: 'fees', tone: 'ok', text: t('summary.noFees') },
    )
    if (values.timedRenounceEnabled) {
      const until = values.renounceUntil
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            values.renounceUntil,
          )
        : undefined
      lines.push({
        id: 'renounce',
        tone: 'info',
        text: until ? t('summary.bornRenounced', { until, owner }) : t('summary.timedRenounce'),
      })
    }
  }

  const icon = (tone: Line['tone']) =>
    tone === 'ok' ? (
      <CheckCircleOutlined style={{ color: token.colorSuccess }} />
    ) : tone === 'warn' ? (
      <WarningOutlined style={{ color: token.colorWarning }} />
    ) : (
      <InfoCircleOutlined style={{ color: token.colorPrimary }} />
    )

  return (
    <Flex vertical gap={10} data-testid="token-summary">
      {lines.map((line) => (
        <Flex key={line.id} gap={8} align="baseline" data-testid={`summary-${line.id}`}>
          {icon(line.tone)}
          <Typography.Text>{line.text}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  )
}
