import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateCompoundRate, validateLimit } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { type TokenFormValues, timeUnitSeconds } from '@tokenbox/core/tokens/tokenFormValues.ts'
import {
  isCompoundTemplate,
  isDividendTemplate,
  isLpDividendTemplate,
  isTradingTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { TFunction } from 'i18next'
import { isAddress } from 'viem'
import { formatList } from '../../../app/i18n/formatList.ts'
import type { SummaryLine } from '../../../app/summary/SummaryLineList.tsx'
import { formatInterval } from '../formatInterval.ts'
import { feeSideTotalBps, formatPercentNumber, sumPercents } from './feeSideTotal.ts'

/**
 * The live summary of a create form, line by line, as the form stands: every figure written the
 * user's way (thousand separators and decimal mark of `language`), and a value that is not valid
 * named as invalid rather than left out (a total that skipped it would promise less than typed).
 *
 * @example
 * summaryLines('normal', form.getFieldsValue(), t, 'en')
 */
export function summaryLines(
  template: TokenTemplateId,
  values: Partial<TokenFormValues>,
  t: TFunction,
  language: string,
): SummaryLine[] {
  const figure = (text: string | undefined) => formatLocaleDecimal(text ?? '', language)
  const percent = (bps: number) => formatPercentNumber(bps, language)
  const symbol = values.symbol?.trim() || t('summary.tokens')
  const owner = values.owner && isAddress(values.owner) ? formatAddress(values.owner) : '—'
  const supplyText = values.initialSupply?.trim() || '0'
  const supply = validateAmount(supplyText, values.decimals ?? 18, { allowZero: true })
    ? undefined
    : figure(supplyText)
  const lines: SummaryLine[] = [
    supply === undefined
      ? { id: 'supply', tone: 'invalid', text: t('summary.supplyInvalid') }
      : { id: 'supply', tone: 'info', text: t('summary.supply', { supply, symbol, owner }) },
  ]
  const burnLine = (): SummaryLine => ({
    id: 'burn',
    tone: 'info',
    text: values.burnable ? t('summary.holderBurn') : t('summary.noBurn'),
  })
  const feesInvalid: SummaryLine = { id: 'fees', tone: 'invalid', text: t('summary.feesInvalid') }

  if (template === 'standard' || template === 'meme') {
    lines.push({ id: 'noOwner', tone: 'ok', text: t('summary.noOwner') })
    if (template === 'meme') lines.push(burnLine())
    return lines
  }

  if (isTradingTemplate(template)) {
    const buy = feeSideTotalBps(values, 'buyFees', template)
    const sell = feeSideTotalBps(values, 'sellFees', template)
    lines.push(
      buy === null || sell === null
        ? feesInvalid
        : buy || sell
          ? { id: 'fees', tone: 'warn', text: t('summary.taxes', { buy: percent(buy), sell: percent(sell) }) }
          : { id: 'fees', tone: 'ok', text: t('summary.noTradeFees') },
      { id: 'walletTransfers', tone: 'ok', text: t('summary.walletTransfersFree') },
    )
    lines.push(...limitLines(values, t, figure))
    lines.push({
      id: 'launch',
      tone: 'info',
      text: values.tradingStartMode === 'timed' ? t('summary.tradingTimed') : t('summary.tradingManual'),
    })
    if (values.swapBackEnabled) lines.push({ id: 'swapBack', tone: 'info', text: t('summary.swapBack') })
    const count = (value: number | undefined) => new Intl.NumberFormat(language).format(value ?? 0)
    if (Number(values.botBlocks) > 0)
      lines.push({
        id: 'bots',
        tone: 'info',
        text: t('summary.botBlocks', {
          blocks: count(values.botBlocks),
          count: Number(values.botBlocks),
        }),
      })
    if (values.inviteEnabled)
      lines.push({
        id: 'invite',
        tone: 'info',
        text: t('summary.invite', {
          generations: values.invitePercents?.length ?? 0,
          count: values.invitePercents?.length ?? 0,
        }),
      })
    if (values.fomoEnabled) lines.push({ id: 'fomo', tone: 'info', text: t('summary.fomo') })
    if (Number(values.airdropCount) > 0)
      lines.push({
        id: 'airdrop',
        tone: 'info',
        text: t('summary.airdrop', { count: count(values.airdropCount) }),
      })
    lines.push({
      id: 'powers',
      tone: 'warn',
      text: values.blacklistEnabled ? t('summary.taxPowersBlacklist') : t('summary.taxPowers'),
    })
    // Holder burn and the timed renounce, as the normal token's summary says them.
    lines.push(burnLine(), ...renounceLines(values, t, language, owner))
    if (isDividendTemplate(template)) {
      const buyReward = sumPercents([values.buyFees?.reward ?? '0'])
      const sellReward = sumPercents([values.sellFees?.reward ?? '0'])
      if (buyReward !== null && sellReward !== null)
        lines.push({
          id: 'dividends',
          tone: 'info',
          text: t(isLpDividendTemplate(template) ? 'summary.lpDividends' : 'summary.holderDividends', {
            reward: percent(Math.max(buyReward, sellReward)),
          }),
        })
    }
    return lines
  }

  if (isCompoundTemplate(template)) {
    const unit = values.intervalUnit ?? 'day'
    const count = Number(values.intervalValue) || 0
    const start = values.startTime ? formatDateTime(values.startTime, language) : '—'
    const rate = values.ratePercent?.trim() ?? ''
    const max = values.maxSupply?.trim() ?? ''
    const maxShown = max ? figure(max) : '—'
    lines.push(
      validateCompoundRate(rate) || maxShown === undefined
        ? { id: 'growth', tone: 'invalid', text: t('summary.growthInvalid') }
        : {
            id: 'growth',
            tone: 'info',
            text: t('summary.growth', {
              rate: figure(rate),
              interval: count > 0 ? formatInterval(count * timeUnitSeconds[unit], language) : '—',
              start,
              max: maxShown,
            }),
          },
      {
        id: 'rebase',
        tone: 'info',
        text: values.autoRebase ? t('summary.autoRebase') : t('summary.manualRebase'),
      },
    )
    const buy = sumPercents([values.buyFeePercent])
    const sell = sumPercents([values.sellFeePercent])
    const wallet =
      values.marketingWallet && isAddress(values.marketingWallet)
        ? formatAddress(values.marketingWallet)
        : '—'
    lines.push(
      buy === null || sell === null
        ? feesInvalid
        : buy || sell
          ? {
              id: 'fees',
              tone: 'warn',
              text: t('summary.tradeFees', { buy: percent(buy), sell: percent(sell), wallet }),
            }
          : { id: 'fees', tone: 'ok', text: t('summary.noTradeFees') },
    )
    lines.push({ id: 'powers', tone: 'warn', text: t('summary.compoundPowers', { owner }) })
    lines.push(burnLine())
    return lines
  }

  const powers = (['mintable', 'pausable', 'blacklistEnabled', 'whitelistEnabled'] as const)
    .filter((option) => values[option])
    // The mint names its cap: the most tokens there can ever be.
    .map((option) =>
      option === 'mintable'
        ? t('summary.power.mintable', {
            max: values.maxSupply?.trim() ? (figure(values.maxSupply) ?? '—') : '—',
          })
        : t(`summary.power.${option}`),
    )
  lines.push(
    powers.length
      ? {
          id: 'powers',
          tone: 'warn',
          text: t('summary.ownerPowers', { powers: formatList(powers, language) }),
        }
      : { id: 'powers', tone: 'ok', text: t('summary.noPowers') },
  )
  lines.push(burnLine())
  const burn = sumPercents([values.transferBurnPercent])
  const fee = sumPercents([values.transferFeePercent])
  const recipient =
    values.feeRecipient && isAddress(values.feeRecipient) ? formatAddress(values.feeRecipient) : '—'
  lines.push(
    burn === null || fee === null
      ? feesInvalid
      : burn || fee
        ? {
            id: 'fees',
            tone: 'warn',
            text:
              burn && fee
                ? t('summary.transferFees', { burn: percent(burn), fee: percent(fee), recipient })
                : burn
                  ? t('summary.transferBurnOnly', { burn: percent(burn) })
                  : t('summary.transferFeeOnly', { fee: percent(fee), recipient }),
          }
        : { id: 'fees', tone: 'ok', text: t('summary.noFees') },
  )
  lines.push(...renounceLines(values, t, language, owner))
  return lines
}

/** The timed renounce, when the token has it: born renounced until a date, or the option alone. */
function renounceLines(
  values: Partial<TokenFormValues>,
  t: TFunction,
  language: string,
  owner: string,
): SummaryLine[] {
  if (!values.timedRenounceEnabled) return []
  const until = values.renounceUntil ? formatDateTime(values.renounceUntil, language) : undefined
  return [
    {
      id: 'renounce',
      tone: 'info',
      text: until ? t('summary.bornRenounced', { until, owner }) : t('summary.timedRenounce'),
    },
  ]
}

/** Max wallet and max transaction, shown in tokens; a limit that would be refused is named invalid. */
function limitLines(
  values: Partial<TokenFormValues>,
  t: TFunction,
  figure: (text: string | undefined) => string | undefined,
): SummaryLine[] {
  const decimals = values.decimals ?? 18
  const limits = (['maxWallet', 'maxTx'] as const).map((name) => {
    const text = values[name]?.trim() ?? ''
    if (!text || /^0+(\.0+)?$/.test(text)) return '—'
    return validateLimit(text, values.initialSupply, decimals) ? undefined : figure(text)
  })
  const [wallet, tx] = limits
  if (wallet === undefined || tx === undefined)
    return [{ id: 'limits', tone: 'invalid', text: t('summary.limitsInvalid') }]
  if (wallet === '—' && tx === '—') return []
  return [
    {
      id: 'limits',
      tone: 'info',
      text: t('summary.limits', { wallet, tx, count: Number(values.maxTx) || 0 }),
    },
  ]
}
