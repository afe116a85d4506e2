import { maxTotalFeeBps, validateFeeSide, validatePercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { feeSharesOf, type TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Form, Input, Row, Typography } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { feeSideTotalBps, formatPercentNumber } from './feeSideTotal.ts'
import { issueRule } from './issueRule.ts'

const sides = ['buyFees', 'sellFees'] as const

/**
 * Buy and sell fees of a trading token, share by share (liquidity, marketing, team, burn and,
 * with the fomo option, the prize pool), with each side's total including invitation rewards,
 * which the template caps at 25%.
 */
export function TaxFeeFields({ template }: { template: TokenTemplateId }) {
  const { t, i18n } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const ids = useId()
  const fomo = Form.useWatch('fomoEnabled', form) ?? false
  const inviteOn = Form.useWatch('inviteEnabled', form) ?? false
  const invite = ((Form.useWatch('invitePercents', form) ?? []) as string[]).filter(() => inviteOn)
  const buyFees = Form.useWatch('buyFees', form)
  const sellFees = Form.useWatch('sellFees', form)
  const watched = { buyFees, sellFees, fomoEnabled: fomo, inviteEnabled: inviteOn, invitePercents: invite }
  const names = feeSharesOf(template).filter((name) => fomo || name !== 'fomo')

  return (
    <div data-testid="tax-fees">
      <Row gutter={16} style={{ marginBottom: 8 }}>
        <Col span={8} />
        {sides.map((side) => (
          <Col span={8} key={side}>
            <Typography.Text strong id={`${ids}-${side}`}>
              {t(`tax.${side}`)}
            </Typography.Text>
          </Col>
        ))}
      </Row>
      {names.map((name) => (
        <Row gutter={16} key={name} align="middle">
          <Col span={8} style={{ paddingBottom: 24 }} id={`${ids}-${name}`}>
            {t(`tax.share.${name}`)}
          </Col>
          {sides.map((side) => (
            <Col span={8} key={side}>
              <Form.Item
                name={[side, name]}
                dependencies={[[side], 'invitePercents', 'inviteEnabled', 'fomoEnabled']}
                rules={[
                  issueRule(t, (value: string) => validatePercent(value, `tax.shareFee.${name}`)),
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
                {/* Named by its row and column ("Marketing Buy"): the table's headings are its labels. */}
                <Input
                  inputMode="decimal"
                  suffix="%"
                  aria-labelledby={`${ids}-${name} ${ids}-${side}`}
                  data-testid={`tax-${side}-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Typography.Text strong>{t('tax.total')}</Typography.Text>
        </Col>
        {sides.map((side) => {
          const bps = feeSideTotalBps(watched, side, template)
          return (
            <Col span={8} key={side}>
              <Typography.Text
                strong
                type={bps === null || bps > maxTotalFeeBps ? 'danger' : undefined}
                data-testid={side === 'buyFees' ? 'tax-buy-total' : 'tax-sell-total'}
              >
                {bps === null ? t('tax.totalInvalid') : `${formatPercentNumber(bps, i18n.language)}%`}
              </Typography.Text>
            </Col>
          )
        })}
      </Row>
    </div>
  )
}
