import {
  type Market314FormValues,
  validate314FeeSide,
  validateFutureTime,
  validateInvitePercent,
  validateMinBind,
  validateSharePercent,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { Col, Form, Radio, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from '../create/issueRule.ts'
import type { Market314Rules } from './useMarket314Rules.ts'

const fields = fieldTable('tokens', 'm314.form', {
  tradingStart: {
    label: 'tax.tradingStart',
    hint: 'm314.form.tradingStartHint',
  },
  tradingStartsAt: { kind: 'date', label: 'tax.tradingStartsAt', testId: 'm314-trading-starts-at' },
  burnPercent: { kind: 'percent', hint: true, testId: 'm314-burn', md: 8 },
  invitePercent: { kind: 'percent', hint: true, testId: 'm314-invite', md: 8 },
  minBindAmount: { kind: 'amount', hint: true, testId: 'm314-min-bind', md: 8 },
})

/** What x314 adds: the trading start, the burn share and the invitation share with its minimum bind. */
export function X314Fields({ sale, rules }: { sale: boolean; rules: Market314Rules }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<Market314FormValues>()
  const tradingStart = Form.useWatch('tradingStart', form)
  const { values, others, now, x314 } = rules
  return (
    <>
      <Col xs={24}>
        <Typography.Title level={5}>{t('m314.form.x314Section')}</Typography.Title>
      </Col>
      <FieldColumn field={fields.tradingStart}>
        <Radio.Group
          data-testid="m314-trading-start"
          options={[
            {
              value: 'withLiquidity',
              label: t(sale ? 'm314.form.startAtLaunch' : 'm314.form.startWithLiquidity'),
            },
            { value: 'timed', label: t('tax.tradingTimed') },
          ]}
        />
      </FieldColumn>
      {tradingStart === 'timed' && (
        <FieldColumn
          field={fields.tradingStartsAt}
          rules={[
            issueRule(t, (value: number | undefined) =>
              validateFutureTime(value, now(), 'tax.tradingStartsAt'),
            ),
          ]}
        />
      )}
      <FieldColumn
        field={fields.burnPercent}
        dependencies={others('burnPercent')}
        rules={[issueRule(t, validateSharePercent), issueRule(t, () => validate314FeeSide(values(), x314))]}
      />
      <FieldColumn field={fields.invitePercent} rules={[issueRule(t, validateInvitePercent)]} />
      <FieldColumn
        field={fields.minBindAmount}
        dependencies={['invitePercent']}
        rules={[issueRule(t, () => validateMinBind(values()))]}
      />
    </>
  )
}
