import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateFeeTotal, validatePercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from './issueRule.ts'

const burnName = 'transferBurnPercent'
const feeName = 'transferFeePercent'

const fields = fieldTable('tokens', 'form', {
  transferBurnPercent: { kind: 'percent', hint: true, testId: 'token-burn-percent', xs: 12 },
  transferFeePercent: { kind: 'percent', hint: true, testId: 'token-fee-percent', xs: 12 },
})

/**
 * The normal template's transfer burn and transfer fee (their total capped at 25% by the
 * contract), and the fee's receiver once a fee is typed.
 */
export function TransferFeeFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const feePercent = Form.useWatch('transferFeePercent', form) ?? '0'
  const feeOn = !validatePercent(feePercent) && Number(feePercent) > 0
  // Each share is a percentage, and the two together stay under the contract's cap.
  const rulesOf = (name: typeof burnName | typeof feeName) => [
    issueRule(t, (value: string) => validatePercent(value, `form.${name}`)),
    issueRule(t, () => validateFeeTotal(form.getFieldValue(burnName), form.getFieldValue(feeName))),
  ]
  return (
    <>
      <Row gutter={16}>
        <FieldColumn field={fields.transferBurnPercent} dependencies={[feeName]} rules={rulesOf(burnName)} />
        <FieldColumn field={fields.transferFeePercent} dependencies={[burnName]} rules={rulesOf(feeName)} />
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
