import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type FairLaunchFormValues,
  maxLockDays,
  validateConditionToken,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Col, Form, Input, InputNumber, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../create/issueRule.ts'

/** Who may mint (anyone, a whitelist, holders of a token) and how the minted tokens vest. */
export function FairLaunchAccessFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<FairLaunchFormValues>()
  const condition = Form.useWatch('condition', form)
  const vesting = Form.useWatch('vesting', form)
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          name="condition"
          label={t('fairLaunch.form.condition')}
          tooltip={t('fairLaunch.form.conditionHint')}
        >
          <Select
            data-testid="fair-condition"
            options={(['none', 'whitelist', 'holdToken'] as const).map((value) => ({
              value,
              label: t(`fairLaunch.condition.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      {condition === 'holdToken' && (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              name="conditionToken"
              label={t('fairLaunch.form.conditionToken')}
              rules={[issueRule(t, () => validateConditionToken(form.getFieldsValue(true)))]}
            >
              <Input spellCheck={false} placeholder="0x…" data-testid="fair-condition-token" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="conditionAmount"
              label={t('fairLaunch.form.conditionAmount')}
              rules={[
                issueRule(t, (value: string) =>
                  validateAmount(value, 18, { field: 'fairLaunch.form.conditionAmount' }),
                ),
              ]}
            >
              <Input inputMode="decimal" data-testid="fair-condition-amount" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={12}>
        <Form.Item
          name="vesting"
          label={t('fairLaunch.form.vesting')}
          tooltip={t('fairLaunch.form.vestingHint')}
        >
          <Radio.Group
            data-testid="fair-vesting"
            options={[
              { value: 'immediate', label: t('fairLaunch.form.vestingImmediate') },
              { value: 'linear', label: t('fairLaunch.form.vestingLinear') },
            ]}
          />
        </Form.Item>
      </Col>
      {vesting === 'linear' && (
        <Col xs={24} md={12}>
          <Form.Item
            name="vestingDays"
            label={t('fairLaunch.form.vestingDays')}
            rules={[issueRule(t, (value: number) => validateWhole(value, 1, maxLockDays))]}
          >
            <InputNumber
              min={1}
              max={maxLockDays}
              precision={0}
              style={{ width: '100%' }}
              data-testid="fair-vesting-days"
            />
          </Form.Item>
        </Col>
      )}
    </>
  )
}
