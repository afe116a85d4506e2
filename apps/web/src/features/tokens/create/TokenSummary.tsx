import { type SaleFormValues, saleValuesOfTaxForm } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { saleSummaryLines } from '../sale/saleSummaryLines.ts'
import { summaryLines } from './summaryLines.ts'

/**
 * What the token will do, rebuilt as the user types: supply and receiver, owner powers, holder
 * burn, transfer fees and renounce. Owner powers are shown as warnings, so a buyer-facing token's
 * creator sees what holders will see on the explorer.
 */
export function TokenSummary({
  template,
  form,
  toValues,
}: {
  template: TokenTemplateId
  form: FormInstance<TokenFormValues>
  /** What the deployment will read from the form (Customize turns options left off off). */
  toValues?: (values: TokenFormValues) => TokenFormValues
}) {
  const { t, i18n } = useTranslation('tokens')
  const { entry } = useConnectedChainEntry()
  const watched = (Form.useWatch([], form) ?? {}) as Partial<TokenFormValues>
  const values = toValues ? toValues(watched as TokenFormValues) : watched
  let lines = summaryLines(template, values, t, i18n.language)
  if (isHubSaleTemplate(template)) {
    // The supply and the launch are the sale's to state (its allocation and launch lines below).
    lines = lines.filter((line) => line.id !== 'supply' && line.id !== 'launch')
    // A `?t=1` token: the tax token's powers above, then where the sale's tokens and coin go (the
    // sale's own owner line is left out: the tax powers above are the owner's).
    const saleValues = saleValuesOfTaxForm(values as Partial<SaleFormValues> & { initialSupply?: string })
    const saleLines = saleSummaryLines(saleValues, {
      t,
      language: i18n.language,
      coin: entry?.nativeCurrency.symbol ?? 'ETH',
      dex: entry?.swaps.find((swap) => swap.router === values.router)?.name,
    })
    lines.push(
      { id: 'saleHub', tone: 'info', text: t('sale.tax.summaryHub') },
      // The dividend variants: the hub's reserve never takes a share of the dividends.
      ...(isDividendTemplate(template)
        ? [{ id: 'hubNoDividends', tone: 'ok' as const, text: t('sale.tax.summaryHubNoDividends') }]
        : []),
      ...saleLines.filter((line) => line.id !== 'ownerPowers'),
    )
    // How the growth meets the sale's books (see CompoundSaleToken.sol).
    if (template === 'compoundSale')
      lines.push(
        { id: 'compoundSaleStart', tone: 'warn', text: t('sale.compound.summaryStart') },
        { id: 'compoundSale', tone: 'info', text: t('sale.compound.summaryPaused') },
      )
  }

  return <SummaryLineList lines={lines} />
}
