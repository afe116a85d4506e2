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
import { Col, Form, Input, Row, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../create/issueRule.ts'
import { WholeNumberInput } from '../create/WholeNumberInput.tsx'

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
      <Col xs={24} md={12}>
        <Form.Item
          name="symbol"
          label={t('inscription.form.tick')}
          tooltip={t('inscription.form.tickHint')}
          rules={[issueRule(t, validateTokenSymbol)]}
        >
          <Input placeholder="insc" maxLength={16} data-testid="token-symbol" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="maxSupply"
          label={t('inscription.form.maxSupply')}
          tooltip={t('inscription.form.maxSupplyHint')}
          rules={[amountRule('inscription.form.maxSupply')]}
        >
          <Input inputMode="decimal" data-testid="ins-max-supply" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="amountPerMint"
          label={t('inscription.form.amountPerMint')}
          tooltip={t('inscription.form.amountPerMintHint')}
          dependencies={['maxSupply', 'allocation', 'allocationEnabled', 'mintsPerAddress']}
          rules={[
            amountRule('inscription.form.amountPerMint'),
            issueRule(t, () => validateInscriptionFigures(form.getFieldsValue(true))),
          ]}
        >
          <Input inputMode="decimal" data-testid="ins-amount-per-mint" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="mintsPerAddress"
          label={t('inscription.form.mintsPerAddress')}
          tooltip={t('inscription.form.mintsPerAddressHint')}
          rules={[issueRule(t, (value: number) => validateWhole(value, 1, maxMintsPerAddress))]}
        >
          <WholeNumberInput data-testid="ins-mints-per-address" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="allocationEnabled"
          label={t('inscription.form.allocationEnabled')}
          tooltip={t('inscription.form.allocationEnabledHint')}
          valuePropName="checked"
        >
          <Switch data-testid="ins-allocation-enabled" />
        </Form.Item>
      </Col>
      {allocationEnabled && (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              name="allocation"
              label={t('inscription.form.allocation')}
              rules={[amountRule('inscription.form.allocation')]}
            >
              <Input inputMode="decimal" data-testid="ins-allocation" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="allocationRecipient"
              label={t('inscription.form.allocationRecipient')}
              rules={[
                issueRule(t, (value: string) =>
                  validateAddress(value, 'inscription.form.allocationRecipient'),
                ),
              ]}
            >
              <Input placeholder="0x…" spellCheck={false} data-testid="ins-allocation-recipient" />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  )
}
