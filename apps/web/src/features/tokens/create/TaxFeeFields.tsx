import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Form, Input, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'
import { type FeePercents, feeSharesOf, percentToBps, type TokenFormValues } from './tokenFormValues.ts'
import { validateFeeSide, validatePercent } from './validateTokenFields.ts'

const sides = ['buyFees', 'sellFees'] as const

/** Sum of a split in percent, for the totals row (invalid parts count as 0 until corrected). */
function total(
  percents: FeePercents | undefined,
  names: readonly (keyof FeePercents)[],
  invite: readonly string[],
): number {
  const parts = names.map((name) => percents?.[name] ?? '0').concat(invite)
  return parts.reduce((sum, part) => sum + (validatePercent(part) ? 0 : percentToBps(part)), 0) / 100
}

/**
 * Buy and sell fees of a trading token, share by share (liquidity, marketing, team, burn and,
 * with the fomo option, the prize pool), with each side's total including invitation rewards,
 * which the template caps at 25%.
 */
export function TaxFeeFields({ template }: { template: TokenTemplateId }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const fomo = Form.useWatch('fomoEnabled', form) ?? false
  const inviteOn = Form.useWatch('inviteEnabled', form) ?? false
  const invite = ((Form.useWatch('invitePercents', form) ?? []) as string[]).filter(() => inviteOn)
  const buy = Form.useWatch('buyFees', form)
  const sell = Form.useWatch('sellFees', form)
  const names = feeSharesOf(template).filter((name) => fomo || name !== 'fomo')

  return (
    <div data-testid="tax-fees">
      <Row gutter={16} style={{ marginBottom: 8 }}>
        <Col span={8} />
        {sides.map((side) => (
          <Col span={8} key={side}>
            <Typography.Text strong>{t(`tax.${side}`)}</Typography.Text>
          </Col>
        ))}
      </Row>
      {names.map((name) => (
        <Row gutter={16} key={name} align="middle">
          <Col span={8} style={{ paddingBottom: 24 }}>
            {t(`tax.share.${name}`)}
          </Col>
          {sides.map((side) => (
            <Col span={8} key={side}>
              <Form.Item
                name={[side, name]}
                dependencies={[[side], 'invitePercents', 'inviteEnabled', 'fomoEnabled']}
                rules={[
                  issueRule(t, validatePercent),
                  issueRule(t, () =>
                    validateFeeSide(
                      Object.fromEntries(
                        names.map((share) => [share, form.getFieldValue([side, share]) as string]),
                      ),
                      invite,
                    ),
                  ),
                ]}
              >
                <Input inputMode="decimal" suffix="%" data-testid={`tax-${side}-${name}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Typography.Text strong>{t('tax.total')}</Typography.Text>
        </Col>
        <Col span={8}>
          <Typography.Text strong data-testid="tax-buy-total">
            {total(buy, names, invite)}%
          </Typography.Text>
        </Col>
        <Col span={8}>
          <Typography.Text strong data-testid="tax-sell-total">
            {total(sell, names, invite)}%
          </Typography.Text>
        </Col>
      </Row>
    </div>
  )
}
