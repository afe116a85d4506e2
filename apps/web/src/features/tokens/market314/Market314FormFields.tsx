import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  validateFeeReceiver,
  validateReservePercent,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import {
  isSale314Template,
  isX314Template,
  type Market314TemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from '../create/issueRule.ts'
import { TokenNameSymbolFields } from '../create/TokenNameSymbolFields.tsx'
import { Sale314Fields } from './Sale314Fields.tsx'
import { useMarket314Rules } from './useMarket314Rules.ts'
import { X314Fields } from './X314Fields.tsx'

const fields = fieldTable('tokens', 'form', {
  initialSupply: {
    kind: 'amount',
    label: 'sale.form.totalSupply',
    hint: 'm314.form.totalSupplyHint',
    testId: 'token-supply',
  },
  buyFeePercent: { kind: 'percent', hint: 'm314.form.feeHint', testId: 'm314-buy-fee' },
  sellFeePercent: { kind: 'percent', hint: 'm314.form.feeHint', testId: 'm314-sell-fee' },
  feeReceiver: { label: 'm314.form.feeReceiver', hint: true },
  maxWallet: { label: 'tax.maxWallet', hint: 'm314.form.maxWalletHint' },
})

/**
 * The ERC314 create form: the token, the reserve's share of the supply, the fees and their
 * receiver, max wallet; x314 adds the trading start, burn and invitation shares; the sale versions
 * add the sale's terms and the lock the launch gives the reserves.
 */
export function Market314FormFields({ template, coin }: { template: Market314TemplateId; coin: string }) {
  const { t } = useTranslation('tokens')
  const x314 = isX314Template(template)
  const sale = isSale314Template(template)
  const rules = useMarket314Rules(template)
  const { others, feeRules, together } = rules

  return (
    <Row gutter={16}>
      <TokenNameSymbolFields />
      <FieldColumn
        field={fields.initialSupply}
        rules={[
          issueRule(t, (value: string) => validateAmount(value, 18, { field: 'sale.form.totalSupply' })),
        ]}
      />
      <Col xs={24} md={12}>
        <Form.Item
          name="liquidityPercent"
          label={t('m314.form.reservePercent')}
          tooltip={t(sale ? 'm314.form.reservePercentSaleHint' : 'm314.form.reservePercentHint', { coin })}
          dependencies={others('liquidityPercent')}
          rules={[issueRule(t, validateReservePercent), together('liquidityPercent')]}
        >
          <Input inputMode="decimal" suffix="%" data-testid="m314-reserve-percent" />
        </Form.Item>
      </Col>
      <FieldColumn
        field={fields.buyFeePercent}
        values={{ cap: 25 }}
        dependencies={others('buyFeePercent')}
        rules={feeRules('form.buyFeePercent')}
      />
      <FieldColumn
        field={fields.sellFeePercent}
        values={{ cap: 25 }}
        dependencies={others('sellFeePercent')}
        rules={feeRules('form.sellFeePercent')}
      />
      <FieldColumn field={fields.feeReceiver} rules={[issueRule(t, validateFeeReceiver)]}>
        <Input
          placeholder={t('m314.form.feeReceiverPlaceholder')}
          spellCheck={false}
          data-testid="m314-fee-receiver"
        />
      </FieldColumn>
      <FieldColumn field={fields.maxWallet} dependencies={['initialSupply']} rules={[together('maxWallet')]}>
        <Input inputMode="decimal" placeholder={t('tax.off')} data-testid="m314-max-wallet" />
      </FieldColumn>
      {x314 && <X314Fields sale={sale} rules={rules} />}
      {sale && <Sale314Fields coin={coin} rules={rules} />}
    </Row>
  )
}
