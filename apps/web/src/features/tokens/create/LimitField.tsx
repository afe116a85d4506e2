import { limitPercentOfSupply, limitTokensFromPercent } from '@tokenbox/core/tokens/limitShare.ts'
import { validateLimit, validateLimitPercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Col, Form, Input, Row } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'

/**
 * Max wallet or max transaction, in tokens and as a share of the initial supply side by side:
 * typing either fills in the other, and a new supply updates the share (the tokens are what the
 * contract receives). An empty or 0 limit is off in both.
 */
export function LimitField({ name }: { name: 'maxWallet' | 'maxTx' }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const percentName = `${name}Percent` as const
  const decimals = Form.useWatch('decimals', form) ?? 18
  const supply = (Form.useWatch('initialSupply', form) as string | undefined) ?? ''

  const isOff = (text: string) => !text.trim() || /^0+(\.0+)?$/.test(text.trim())
  const fill = (field: typeof name | typeof percentName, value: string | undefined) => {
    if (value === undefined) return
    form.setFieldValue(field, value)
    // Shows at once whether the value just computed is allowed (e.g. under 0.1% of the supply).
    void form.validateFields([field]).catch(() => {})
  }
  const onTokens = (text: string) =>
    fill(percentName, isOff(text) ? '' : limitPercentOfSupply(text, supply, decimals))
  const onPercent = (text: string) =>
    fill(name, isOff(text) ? '' : limitTokensFromPercent(text, supply, decimals))

  // A new supply or decimals: the tokens stay, their share of the supply changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when the supply or decimals change
  useEffect(() => {
    const tokens = (form.getFieldValue(name) as string | undefined) ?? ''
    if (!isOff(tokens)) form.setFieldValue(percentName, limitPercentOfSupply(tokens, supply, decimals) ?? '')
  }, [supply, decimals])

  return (
    <Form.Item label={t(`tax.${name}`)} tooltip={t(`tax.${name}Hint`)} style={{ marginBottom: 0 }}>
      <Row gutter={8}>
        <Col span={14}>
          <Form.Item
            name={name}
            dependencies={['initialSupply', 'decimals']}
            rules={[issueRule(t, (value: string) => validateLimit(value, supply, decimals))]}
          >
            <Input
              inputMode="decimal"
              placeholder={t('tax.off')}
              suffix={t('tax.limitTokens')}
              aria-label={`${t(`tax.${name}`)} (${t('tax.limitTokens')})`}
              onChange={(event) => onTokens(event.target.value)}
              data-testid={`tax-${name}`}
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name={percentName} rules={[issueRule(t, validateLimitPercent)]}>
            <Input
              inputMode="decimal"
              placeholder={t('tax.off')}
              suffix="%"
              aria-label={`${t(`tax.${name}`)} (%)`}
              onChange={(event) => onPercent(event.target.value)}
              data-testid={`tax-${name}-percent`}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form.Item>
  )
}
