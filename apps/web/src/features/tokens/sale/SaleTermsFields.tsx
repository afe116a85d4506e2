import { liquidityFloorPercent } from '@tokenbox/core/promises/liquidityFloor.ts'
import { Col, Form, Input } from 'antd'
import type { Rule } from 'antd/es/form'
import type { NamePath } from 'antd/es/form/interface'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'

/** The terms every fixed-price sale asks for (the sale tokens' and the 314 sale versions'). */
export type SaleTermField =
  | 'tokensPerCoin'
  | 'hardCap'
  | 'softCap'
  | 'endTime'
  | 'minContribution'
  | 'maxContribution'
  | 'liquidityPercent'

const terms: readonly { field: SaleTermField; label: string; hint: string; testId: string }[] = [
  {
    field: 'tokensPerCoin',
    label: 'sale.form.tokensPerCoin',
    hint: 'sale.form.tokensPerCoinHint',
    testId: 'sale-price',
  },
  { field: 'hardCap', label: 'sale.form.hardCap', hint: 'sale.form.hardCapHint', testId: 'sale-hard-cap' },
  { field: 'softCap', label: 'sale.form.softCap', hint: 'sale.form.softCapHint', testId: 'sale-soft-cap' },
  { field: 'endTime', label: 'sale.form.endTime', hint: 'sale.form.endTimeHint', testId: 'sale-end-time' },
  {
    field: 'minContribution',
    label: 'sale.form.minContribution',
    hint: 'sale.form.minContributionHint',
    testId: 'sale-min',
  },
  {
    field: 'maxContribution',
    label: 'sale.form.maxContribution',
    hint: 'sale.form.maxContributionHint',
    testId: 'sale-max',
  },
  {
    field: 'liquidityPercent',
    label: 'sale.form.liquidityPercent',
    hint: 'sale.form.liquidityPercentHint',
    testId: 'sale-liquidity',
  },
]

/**
 * The sale's terms as form fields, in one order and with one look wherever a sale is created: the
 * price, the caps, the end, the per-address limits and the raised coin's share for liquidity. Each
 * form brings its own checks (`rulesOf`), the fields a change re-checks (`dependenciesOf`) and,
 * where its sale differs, its own hint (`hintOf`, a translation key) or name for the liquidity share.
 */
export function SaleTermsFields({
  coin,
  rulesOf,
  dependenciesOf = () => undefined,
  hintOf = () => undefined,
  liquidityName = 'liquidityPercent',
}: {
  coin: string
  rulesOf: (field: SaleTermField) => Rule[]
  dependenciesOf?: (field: SaleTermField) => NamePath[] | undefined
  hintOf?: (field: SaleTermField) => string | undefined
  liquidityName?: string
}) {
  const { t } = useTranslation('tokens')
  return terms.map(({ field, label, hint, testId }) => (
    <Col xs={24} md={12} key={field}>
      <Form.Item
        name={field === 'liquidityPercent' ? liquidityName : field}
        label={t(label, { coin })}
        tooltip={t(hintOf(field) ?? hint, { coin, min: liquidityFloorPercent })}
        dependencies={dependenciesOf(field)}
        rules={rulesOf(field)}
        {...(field === 'endTime' ? epochMsItemProps : {})}
      >
        {field === 'endTime' ? (
          <DateTimePicker data-testid={testId} />
        ) : (
          <Input
            inputMode="decimal"
            suffix={field === 'liquidityPercent' ? '%' : undefined}
            data-testid={testId}
          />
        )}
      </Form.Item>
    </Col>
  ))
}
