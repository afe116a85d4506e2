import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { validateDecimals } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { WholeNumberInput } from '../../../app/forms/WholeNumberInput.tsx'
import { issueRule } from './issueRule.ts'
import { TokenNameSymbolFields } from './TokenNameSymbolFields.tsx'

const fields = fieldTable('tokens', 'form', {
  initialSupply: {},
})

/**
 * The fields every token has: name, symbol, initial supply, decimals and the coin owner (the
 * receiver of the supply for templates without an owner).
 */
export function TokenBasicsFields({ owned }: { owned: boolean }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  return (
    <Row gutter={16}>
      <TokenNameSymbolFields />
      <FieldColumn
        field={fields.initialSupply}
        dependencies={['decimals']}
        rules={[
          issueRule(t, (value: string) => validateAmount(value, decimals, { field: 'form.initialSupply' })),
        ]}
      >
        <Input inputMode="decimal" placeholder="1000000000" data-testid="token-supply" />
      </FieldColumn>
      <Col xs={24} md={12}>
        <Form.Item name="decimals" label={t('form.decimals')} rules={[issueRule(t, validateDecimals)]}>
          <WholeNumberInput data-testid="token-decimals" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="owner"
          label={owned ? t('form.owner') : t('form.receiver')}
          tooltip={owned ? t('form.ownerHint') : t('form.receiverHint')}
          rules={[issueRule(t, (value: string) => validateAddress(value, 'form.owner'))]}
        >
          <Input placeholder="0x…" spellCheck={false} data-testid="token-owner" />
        </Form.Item>
      </Col>
    </Row>
  )
}
