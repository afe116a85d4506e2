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
import { Col, Form, Input, Row, Select, Space, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from './issueRule.ts'
import { MaxSupplyField } from './MaxSupplyField.tsx'
import { OptionSwitches } from './OptionSwitches.tsx'
import { RenounceUntilField } from './RenounceUntilField.tsx'
import { TradingFields } from './TradingFields.tsx'
import { WholeNumberInput } from './WholeNumberInput.tsx'

const units = Object.keys(timeUnitSeconds) as TimeUnit[]

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
        <Col xs={24} md={12}>
          <Form.Item
            name="ratePercent"
            label={t('form.ratePercent')}
            tooltip={t('form.ratePercentHint')}
            rules={[issueRule(t, validateCompoundRate)]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="token-rate" />
          </Form.Item>
        </Col>
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
        <Col xs={24} md={12}>
          <Form.Item
            name="startTime"
            label={t('form.startTime')}
            tooltip={t('form.startTimeHint')}
            {...epochMsItemProps}
            rules={[issueRule(t, (value?: number) => validateCompoundStart(value, Date.now()))]}
          >
            <DateTimePicker data-testid="token-start-time" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <MaxSupplyField hint="form.maxSupplyHint" />
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="buyFeePercent"
            label={t('form.buyFeePercent')}
            rules={[issueRule(t, (value: string) => validatePercent(value, 'form.buyFeePercent'))]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="token-buy-fee" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="sellFeePercent"
            label={t('form.sellFeePercent')}
            rules={[issueRule(t, (value: string) => validatePercent(value, 'form.sellFeePercent'))]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="token-sell-fee" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="autoRebase"
            label={t('form.autoRebase')}
            tooltip={t('form.autoRebaseHint')}
            valuePropName="checked"
          >
            <Switch data-testid="token-auto-rebase" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="marketingWallet"
            label={t('form.marketingWallet')}
            tooltip={t('form.marketingWalletHint')}
            rules={[issueRule(t, (value: string) => validateAddress(value, 'form.marketingWallet'))]}
          >
            <Input placeholder="0x…" spellCheck={false} data-testid="token-marketing-wallet" />
          </Form.Item>
        </Col>
      </Row>
      <OptionSwitches names={['burnable', 'timedRenounceEnabled']} />
      {timedRenounce && <RenounceUntilField />}
    </>
  )
}
