import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type SaleFormValues,
  saleValuesOfTaxForm,
  validateLiquidityPercent,
  validateSaleEnd,
  validateSaleFigures,
} from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { validateDecimals } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Col, Form, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { WholeNumberInput } from '../../../app/forms/WholeNumberInput.tsx'
import { issueRule } from '../create/issueRule.ts'
import { LiquidityFateFields } from '../create/LiquidityFateFields.tsx'
import { TokenNameSymbolFields } from '../create/TokenNameSymbolFields.tsx'
import { SaleTermsFields } from './SaleTermsFields.tsx'

/** Every figure depends on the others through the constructor's checks. */
const figureFields = [
  'decimals',
  'totalSupply',
  'tokensPerCoin',
  'hardCap',
  'softCap',
  'minContribution',
  'maxContribution',
  'liquidityPercent',
] as const

const fields = fieldTable('tokens', 'sale.form', {
  totalSupply: { kind: 'amount', hint: true, testId: 'sale-total-supply' },
})

/**
 * The sale create form's fields: the token, the price and caps, the per-address limits, the end,
 * the liquidity share, the exchange from the chain's catalogue and the LP's fate (locked in the
 * chain's shared locker, or burned). `locker` null: the chain has no locker yet, so only burning
 * is offered (undefined while it is being looked up: nothing changes meanwhile).
 */
export function SaleFormFields({
  locker,
  coin,
  termsOnly = false,
}: {
  locker: Address | null | undefined
  coin: string
  /**
   * Only the sale's terms, inside a `?t=1` tax token's form (which has the name, supply and exchange
   * fields already, the supply as `initialSupply`): a supply issue then shows under the price.
   */
  termsOnly?: boolean
}) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<SaleFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18

  const figureRules = (
    field: (typeof figureFields)[number],
    validate: (value: string) => ReturnType<typeof validateAmount>,
  ) => [
    issueRule(t, validate),
    issueRule(t, () => {
      const values = form.getFieldsValue(true)
      if (!termsOnly) return validateSaleFigures(values, field)
      const saleValues = saleValuesOfTaxForm(values)
      return (
        validateSaleFigures(saleValues, field) ??
        (field === 'tokensPerCoin' ? validateSaleFigures(saleValues, 'totalSupply') : undefined)
      )
    }),
  ]
  const tokenAmount = (field: (typeof figureFields)[number], label: string) =>
    figureRules(field, (value: string) => validateAmount(value, decimals, { field: label }))
  const coinAmount = (field: (typeof figureFields)[number], label: string, allowZero = false) =>
    figureRules(field, (value: string) => validateAmount(value, 18, { field: label, allowZero }))
  const others = (field: string) => figureFields.filter((other) => other !== field)

  return (
    <Row gutter={16}>
      {!termsOnly && (
        <>
          <TokenNameSymbolFields />
          <Col xs={24} md={12}>
            <Form.Item name="decimals" label={t('form.decimals')} rules={[issueRule(t, validateDecimals)]}>
              <WholeNumberInput data-testid="token-decimals" />
            </Form.Item>
          </Col>
          <FieldColumn
            field={fields.totalSupply}
            dependencies={others('totalSupply')}
            rules={tokenAmount('totalSupply', 'sale.form.totalSupply')}
          />
        </>
      )}
      <SaleTermsFields
        coin={coin}
        rulesOf={(field) => {
          switch (field) {
            case 'tokensPerCoin':
              return tokenAmount('tokensPerCoin', 'sale.form.price')
            case 'hardCap':
              return coinAmount('hardCap', 'sale.form.hardCapField')
            case 'softCap':
              return coinAmount('softCap', 'sale.form.softCapField', true)
            case 'endTime':
              return [issueRule(t, (value?: number) => validateSaleEnd(value, Date.now()))]
            case 'minContribution':
              return coinAmount('minContribution', 'sale.form.minField')
            case 'maxContribution':
              return coinAmount('maxContribution', 'sale.form.maxField')
            case 'liquidityPercent':
              return [issueRule(t, validateLiquidityPercent)]
          }
        }}
        dependenciesOf={(field) =>
          field === 'softCap'
            ? ['hardCap']
            : field === 'minContribution'
              ? others('minContribution')
              : field === 'maxContribution'
                ? ['minContribution']
                : undefined
        }
      />
      <LiquidityFateFields locker={locker} testIdPrefix="sale" withExchange={!termsOnly} />
    </Row>
  )
}
