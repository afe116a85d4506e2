import { hasOwner, isTradingTemplate, type TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { CompoundFields } from './CompoundFields.tsx'
import { issueRule } from './issueRule.ts'
import { MarketingFields } from './MarketingFields.tsx'
import { OptionSwitches } from './OptionSwitches.tsx'
import { RenounceUntilField } from './RenounceUntilField.tsx'
import type { TokenFormValues } from './tokenFormValues.ts'
import {
  validateAddress,
  validateAmount,
  validateDecimals,
  validateFeeTotal,
  validatePercent,
  validateTokenName,
  validateTokenSymbol,
} from './validateTokenFields.ts'
import { WholeNumberInput } from './WholeNumberInput.tsx'

/** The switches of the normal template, in the order of spec 001 section 3. */
const normalSwitches = [
  'burnable',
  'mintable',
  'pausable',
  'timedRenounceEnabled',
  'blacklistEnabled',
  'whitelistEnabled',
] as const

/**
 * The create form's fields for one template: the shared ones (name, symbol, supply, decimals,
 * coin owner) and the template's own options. Every field validates with the spec's messages.
 */
export function TokenFormFields({ template }: { template: TokenTemplateId }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<TokenFormValues>()
  const decimals = Form.useWatch('decimals', form) ?? 18
  const timedRenounce = Form.useWatch('timedRenounceEnabled', form)
  const feePercent = Form.useWatch('transferFeePercent', form) ?? '0'
  const feeOn = !validatePercent(feePercent) && Number(feePercent) > 0
  const owned = hasOwner(template)

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('form.name')} rules={[issueRule(t, validateTokenName)]}>
            <Input placeholder={t('form.namePlaceholder')} maxLength={64} data-testid="token-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="symbol" label={t('form.symbol')} rules={[issueRule(t, validateTokenSymbol)]}>
            <Input placeholder={t('form.symbolPlaceholder')} maxLength={16} data-testid="token-symbol" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="initialSupply"
            label={t('form.initialSupply')}
            dependencies={['decimals']}
            rules={[
              issueRule(t, (value: string) =>
                validateAmount(value, decimals, { field: 'form.initialSupply' }),
              ),
            ]}
          >
            <Input inputMode="decimal" placeholder="1000000000" data-testid="token-supply" />
          </Form.Item>
        </Col>
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

      {template === 'compound' && <CompoundFields />}
      {isTradingTemplate(template) && <MarketingFields template={template} />}

      {template === 'meme' && <OptionSwitches names={['burnable']} />}

      {template === 'normal' && (
        <>
          <OptionSwitches names={normalSwitches} />
          {timedRenounce && <RenounceUntilField />}
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
      )}
    </>
  )
}
