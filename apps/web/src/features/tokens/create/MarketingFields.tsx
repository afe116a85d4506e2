import { validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  isLpDividendTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Divider, Form, Row, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { DividendFields } from './DividendFields.tsx'
import { FeeReceiverFields } from './FeeReceiverFields.tsx'
import { issueRule } from './issueRule.ts'
import { LimitField } from './LimitField.tsx'
import { MarketingLaunchFields } from './MarketingLaunchFields.tsx'
import { SwapBackThresholdField } from './SwapBackThresholdField.tsx'
import { TaxFeeFields } from './TaxFeeFields.tsx'
import { TradingFields } from './TradingFields.tsx'
import { WholeNumberInput } from './WholeNumberInput.tsx'

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
        <Col xs={12} md={6}>
          <Form.Item
            name="swapBackEnabled"
            label={t('tax.swapBack')}
            tooltip={t('tax.swapBackHint')}
            valuePropName="checked"
          >
            <Switch data-testid="tax-swap-back" />
          </Form.Item>
        </Col>
        <Col xs={12} md={10}>
          {swapBack && <SwapBackThresholdField />}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="cooldownSeconds"
            label={t('tax.cooldown')}
            tooltip={t('tax.cooldownHint')}
            rules={[issueRule(t, (value: number) => validateWhole(value, 0, 3600))]}
          >
            <WholeNumberInput data-testid="tax-cooldown" />
          </Form.Item>
        </Col>
      </Row>
      {isDividendTemplate(template) && (
        <DividendFields template={isLpDividendTemplate(template) ? 'lpDividend' : 'dividend'} />
      )}
      <MarketingLaunchFields saleLaunch={sale} />
    </>
  )
}
