import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type InscriptionFormValues,
  inscriptionDecimals,
  maxMintsPerAddress,
  validateInscriptionFigures,
} from '@tokenbox/core/tokens/inscription/inscriptionFormValues.ts'
import {
  validateTokenName,
  validateTokenSymbol,
  validateWhole,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from '../create/issueRule.ts'

const fields = fieldTable('tokens', 'inscription.form', {
  symbol: { label: 'inscription.form.tick', hint: true },
  maxSupply: { kind: 'amount', hint: true, testId: 'ins-max-supply' },
  amountPerMint: { kind: 'amount', hint: true, testId: 'ins-amount-per-mint' },
  mintsPerAddress: { kind: 'whole', hint: true, testId: 'ins-mints-per-address' },
  allocationEnabled: { kind: 'switch', hint: true, testId: 'ins-allocation-enabled' },
  allocation: { kind: 'amount', testId: 'ins-allocation' },
  allocationRecipient: { kind: 'address', testId: 'ins-allocation-recipient' },
})

/**
 * The inscription create form's fields: name, tick, max supply, amount per mint, mints per
 * address and, only when switched on, the allocation and its receiver. The figures together are
 * checked under the amount per mint, as the contract's constructor checks them.
 */
export function InscriptionFormFields() {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<InscriptionFormValues>()
  const allocationEnabled = Form.useWatch('allocationEnabled', form)
  const amountRule = (field: string) =>
    issueRule(t, (value: string) => validateAmount(value, inscriptionDecimals, { field }))

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('form.name')} rules={[issueRule(t, validateTokenName)]}>
          <Input placeholder={t('form.namePlaceholder')} maxLength={64} data-testid="token-name" />
        </Form.Item>
      </Col>
      <FieldColumn field={fields.symbol} rules={[issueRule(t, validateTokenSymbol)]}>
        <Input placeholder="insc" maxLength={16} data-testid="token-symbol" />
      </FieldColumn>
      <FieldColumn field={fields.maxSupply} rules={[amountRule('inscription.form.maxSupply')]} />
      <FieldColumn
        field={fields.amountPerMint}
        dependencies={['maxSupply', 'allocation', 'allocationEnabled', 'mintsPerAddress']}
        rules={[
          amountRule('inscription.form.amountPerMint'),
          issueRule(t, () => validateInscriptionFigures(form.getFieldsValue(true))),
        ]}
      />
      <FieldColumn
        field={fields.mintsPerAddress}
        rules={[issueRule(t, (value: number) => validateWhole(value, 1, maxMintsPerAddress))]}
      />
      <FieldColumn field={fields.allocationEnabled} />
      {allocationEnabled && (
        <>
          <FieldColumn field={fields.allocation} rules={[amountRule('inscription.form.allocation')]} />
          <FieldColumn
            field={fields.allocationRecipient}
            rules={[
              issueRule(t, (value: string) => validateAddress(value, 'inscription.form.allocationRecipient')),
            ]}
          />
        </>
      )}
    </Row>
  )
}
