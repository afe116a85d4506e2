import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  validateCompoundRate,
  validateCompoundStart,
  validateInterval,
  validatePercent,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import {
  type TimeUnit,
  type TokenFormValues,
  timeUnitSeconds,
} from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Col, Form, Row, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { WholeNumberInput } from '../../../app/forms/WholeNumberInput.tsx'
import { issueRule } from './issueRule.ts'
import { MaxSupplyField } from './MaxSupplyField.tsx'
import { OptionSwitches } from './OptionSwitches.tsx'
import { RenounceUntilField } from './RenounceUntilField.tsx'
import { TradingFields } from './TradingFields.tsx'

const units = Object.keys(timeUnitSeconds) as TimeUnit[]

const fields = fieldTable('tokens', 'form', {
  ratePercent: { kind: 'percent', hint: true, testId: 'token-rate' },
  startTime: { kind: 'date', hint: true, testId: 'token-start-time' },
  buyFeePercent: { kind: 'percent', testId: 'token-buy-fee', xs: 12, md: 8 },
  sellFeePercent: { kind: 'percent', testId: 'token-sell-fee', xs: 12, md: 8 },
  autoRebase: { kind: 'switch', hint: true, testId: 'token-auto-rebase', md: 8 },
  marketingWallet: { kind: 'address', hint: true, testId: 'token-marketing-wallet', md: 24 },
})

/**
 * The compound template's own fields: exchange and pair, growth rate per interval, the first
 * compounding time (later than now), the supply cap, auto or manual rebase, buy and sell fees to
 * a marketing wallet, burn and timed renounce. The sale variant (`nativeOnly`) pairs with the native
 * coin its sale raises.
 */
export function CompoundFields({ nativeOnly = false }: { nativeOnly?: boolean }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const unit = (Form.useWatch('intervalUnit', form) ?? 'day') as TimeUnit
  const timedRenounce = Form.useWatch('timedRenounceEnabled', form)

  return (
    <>
      <TradingFields nativeOnly={nativeOnly} />
      <Row gutter={16}>
        <FieldColumn field={fields.ratePercent} rules={[issueRule(t, validateCompoundRate)]} />
        <Col xs={24} md={12}>
          <Form.Item label={t('form.interval')} required>
            <Space.Compact block>
              <Form.Item
                name="intervalValue"
                noStyle
                dependencies={['intervalUnit']}
                rules={[issueRule(t, (value: number) => validateInterval(value, timeUnitSeconds[unit]))]}
              >
                <WholeNumberInput
                  style={{ width: '60%' }}
                  aria-label={t('form.interval')}
                  data-testid="token-interval"
                />
              </Form.Item>
              <Form.Item name="intervalUnit" noStyle>
                <Select
                  style={{ width: '40%' }}
                  aria-label={t('form.intervalUnit')}
                  data-testid="token-interval-unit"
                  options={units.map((value) => ({ value, label: t(`unit.${value}`) }))}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <FieldColumn
          field={fields.startTime}
          rules={[issueRule(t, (value?: number) => validateCompoundStart(value, Date.now()))]}
        />
        <Col xs={24} md={12}>
          <MaxSupplyField hint="form.maxSupplyHint" />
        </Col>
        <FieldColumn
          field={fields.buyFeePercent}
          rules={[issueRule(t, (value: string) => validatePercent(value, 'form.buyFeePercent'))]}
        />
        <FieldColumn
          field={fields.sellFeePercent}
          rules={[issueRule(t, (value: string) => validatePercent(value, 'form.sellFeePercent'))]}
        />
        <FieldColumn field={fields.autoRebase} />
        <FieldColumn
          field={fields.marketingWallet}
          rules={[issueRule(t, (value: string) => validateAddress(value, 'form.marketingWallet'))]}
        />
      </Row>
      <OptionSwitches names={['burnable', 'timedRenounceEnabled']} />
      {timedRenounce && <RenounceUntilField />}
    </>
  )
}
