import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Flex, Form, type FormInstance, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { type SaleFormValues, saleSummaryLines, saleValuesOfTaxForm } from '../sale/saleFormValues.ts'
import { type SummaryLine, summaryLines } from './summaryLines.ts'
import type { TokenFormValues } from './tokenFormValues.ts'

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
  const { token } = theme.useToken()
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

  const icon = (tone: SummaryLine['tone']) =>
    tone === 'ok' ? (
      <CheckCircleOutlined style={{ color: token.colorSuccess }} />
    ) : tone === 'warn' ? (
      <WarningOutlined style={{ color: token.colorWarning }} />
    ) : tone === 'invalid' ? (
      <CloseCircleOutlined style={{ color: token.colorError }} />
    ) : (
      <InfoCircleOutlined style={{ color: token.colorPrimary }} />
    )

  return (
    <Flex vertical gap={10} data-testid="token-summary">
      {lines.map((line) => (
        <Flex key={line.id} gap={8} align="baseline" data-testid={`summary-${line.id}`} data-tone={line.tone}>
          {icon(line.tone)}
          <Typography.Text type={line.tone === 'invalid' ? 'danger' : undefined}>{line.text}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  )
}
