import {
  type Market314FormValues,
  validate314FeeSide,
  validateFutureTime,
  validateInvitePercent,
  validateMinBind,
  validateSharePercent,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { Col, Form, Input, Radio, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from '../create/issueRule.ts'
import type { Market314Rules } from './useMarket314Rules.ts'

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
      <Col xs={24} md={12}>
        <Form.Item
          name="tradingStart"
          label={t('tax.tradingStart')}
          tooltip={t('m314.form.tradingStartHint')}
        >
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
        </Form.Item>
      </Col>
      {tradingStart === 'timed' && (
        <Col xs={24} md={12}>
          <Form.Item
            name="tradingStartsAt"
            label={t('tax.tradingStartsAt')}
            {...epochMsItemProps}
            rules={[
              issueRule(t, (value: number | undefined) =>
                validateFutureTime(value, now(), 'tax.tradingStartsAt'),
              ),
            ]}
          >
            <DateTimePicker data-testid="m314-trading-starts-at" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={8}>
        <Form.Item
          name="burnPercent"
          label={t('m314.form.burnPercent')}
          tooltip={t('m314.form.burnPercentHint')}
          dependencies={others('burnPercent')}
          rules={[issueRule(t, validateSharePercent), issueRule(t, () => validate314FeeSide(values(), x314))]}
        >
          <Input inputMode="decimal" suffix="%" data-testid="m314-burn" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="invitePercent"
          label={t('m314.form.invitePercent')}
          tooltip={t('m314.form.invitePercentHint')}
          rules={[issueRule(t, validateInvitePercent)]}
        >
          <Input inputMode="decimal" suffix="%" data-testid="m314-invite" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="minBindAmount"
          label={t('m314.form.minBindAmount')}
          tooltip={t('m314.form.minBindAmountHint')}
          dependencies={['invitePercent']}
          rules={[issueRule(t, () => validateMinBind(values()))]}
        >
          <Input inputMode="decimal" data-testid="m314-min-bind" />
        </Form.Item>
      </Col>
    </>
  )
}
