import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateFeeTotal, validatePercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from './issueRule.ts'

/**
 * The normal template's transfer burn and transfer fee (their total capped at 25% by the
 * contract), and the fee's receiver once a fee is typed.
 */
export function TransferFeeFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const feePercent = Form.useWatch('transferFeePercent', form) ?? '0'
  const feeOn = !validatePercent(feePercent) && Number(feePercent) > 0
  return (
    <>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item
            name="transferBurnPercent"
            label={t('form.transferBurnPercent')}
            tooltip={t('form.transferBurnPercentHint')}
            dependencies={['transferFeePercent']}
            rules={[
              issueRule(t, (value: string) => validatePercent(value, 'form.transferBurnPercent')),
              issueRule(t, (value: string) =>
                validateFeeTotal(value, form.getFieldValue('transferFeePercent')),
              ),
            ]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="token-burn-percent" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="transferFeePercent"
            label={t('form.transferFeePercent')}
            tooltip={t('form.transferFeePercentHint')}
            dependencies={['transferBurnPercent']}
            rules={[
              issueRule(t, (value: string) => validatePercent(value, 'form.transferFeePercent')),
              issueRule(t, (value: string) =>
                validateFeeTotal(form.getFieldValue('transferBurnPercent'), value),
              ),
            ]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="token-fee-percent" />
          </Form.Item>
        </Col>
      </Row>
      {feeOn && (
        <Form.Item
          name="feeRecipient"
          label={t('form.feeRecipient')}
          rules={[issueRule(t, (value: string) => validateAddress(value, 'form.feeRecipient'))]}
        >
          <Input placeholder="0x…" spellCheck={false} data-testid="token-fee-recipient" />
        </Form.Item>
      )}
    </>
  )
}
