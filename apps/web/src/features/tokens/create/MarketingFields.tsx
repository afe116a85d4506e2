import { validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  isLpDividendTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Divider, Form, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { DividendFields } from './DividendFields.tsx'
import { FeeReceiverFields } from './FeeReceiverFields.tsx'
import { issueRule } from './issueRule.ts'
import { LimitField } from './LimitField.tsx'
import { MarketingLaunchFields } from './MarketingLaunchFields.tsx'
import { SwapBackThresholdField } from './SwapBackThresholdField.tsx'
import { TaxFeeFields } from './TaxFeeFields.tsx'
import { TradingFields } from './TradingFields.tsx'

const fields = fieldTable('tokens', 'tax', {
  swapBackEnabled: {
    kind: 'switch',
    label: 'tax.swapBack',
    hint: true,
    testId: 'tax-swap-back',
    xs: 12,
    md: 6,
  },
  cooldownSeconds: { kind: 'whole', label: 'tax.cooldown', hint: true, testId: 'tax-cooldown', md: 8 },
})

/**
 * The marketing (tax) template's fields: exchange and pair, buy and sell fee splits, the wallets
 * that receive them, limits, swap-back and cool down; launch, invitation, fomo, info and the
 * common options follow in MarketingLaunchFields.
 */
export function MarketingFields({ template }: { template: TokenTemplateId }) {
  const { t } = useTranslation('tokens')
  // The `?t=1` sale variant: trading opens at the sale's launch, against the native coin raised.
  const sale = isHubSaleTemplate(template)
  const form = Form.useFormInstance<TokenFormValues>()
  const swapBack = Form.useWatch('swapBackEnabled', form)

  return (
    <>
      <TradingFields nativeOnly={sale} />
      <Divider titlePlacement="start">{t('tax.section.fees')}</Divider>
      <TaxFeeFields template={template} />
      <FeeReceiverFields />
      <Divider titlePlacement="start">{t('tax.section.limits')}</Divider>
      <Row gutter={16}>
        {(['maxWallet', 'maxTx'] as const).map((name) => (
          <Col xs={24} md={12} key={name}>
            <LimitField name={name} />
          </Col>
        ))}
        <FieldColumn field={fields.swapBackEnabled} />
        <Col xs={12} md={10}>
          {swapBack && <SwapBackThresholdField />}
        </Col>
        <FieldColumn
          field={fields.cooldownSeconds}
          rules={[issueRule(t, (value: number) => validateWhole(value, 0, 3600))]}
        />
      </Row>
      {isDividendTemplate(template) && (
        <DividendFields template={isLpDividendTemplate(template) ? 'lpDividend' : 'dividend'} />
      )}
      <MarketingLaunchFields saleLaunch={sale} />
    </>
  )
}
