import {
  isDividendTemplate,
  isHubSaleTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Divider, Form, Input, Row, Switch } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DividendFields } from './DividendFields.tsx'
import { issueRule } from './issueRule.ts'
import { LimitField } from './LimitField.tsx'
import { defaultSwapBackPercent, limitTokensFromPercent } from './limitShare.ts'
import { MarketingLaunchFields } from './MarketingLaunchFields.tsx'
import { TaxFeeFields } from './TaxFeeFields.tsx'
import { TradingFields } from './TradingFields.tsx'
import type { TokenFormValues } from './tokenFormValues.ts'
import { validateAddress, validateAmount, validateWhole } from './validateTokenFields.ts'
import { WholeNumberInput } from './WholeNumberInput.tsx'

const wallets = ['marketingWallet', 'teamWallet', 'liquidityReceiver'] as const

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
  const decimals = Form.useWatch('decimals', form) ?? 18
  const swapBack = Form.useWatch('swapBackEnabled', form)
  const supply = (Form.useWatch('initialSupply', form) as string | undefined) ?? ''

  // The threshold follows the supply as it is typed, at its default share, until the user sets one
  // (a value other than the one last filled in here).
  const filledThreshold = useRef('')
  useEffect(() => {
    const current = (form.getFieldValue('swapBackThreshold') as string | undefined) ?? ''
    if (current.trim() && current !== filledThreshold.current) return
    filledThreshold.current = limitTokensFromPercent(defaultSwapBackPercent, supply, decimals) ?? ''
    form.setFieldValue('swapBackThreshold', filledThreshold.current)
  }, [form, supply, decimals])

  return (
    <>
      <TradingFields nativeOnly={sale} />
      <Divider titlePlacement="start">{t('tax.section.fees')}</Divider>
      <TaxFeeFields template={template} />
      <Row gutter={16}>
        {wallets.map((name) => (
          <Col xs={24} md={name === 'liquidityReceiver' ? 24 : 12} key={name}>
            <Form.Item
              name={name}
              label={t(`form.${name}`)}
              tooltip={t(`form.${name}Hint`)}
              rules={[issueRule(t, (value: string) => validateAddress(value, `form.${name}`))]}
            >
              <Input placeholder="0x…" spellCheck={false} data-testid={`token-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
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
          {swapBack && (
            <Form.Item
              name="swapBackThreshold"
              label={t('tax.swapBackThreshold')}
              tooltip={t('tax.swapBackThresholdHint')}
              rules={[
                issueRule(t, (value: string) =>
                  validateAmount(value, decimals, { field: 'tax.swapBackThreshold' }),
                ),
              ]}
            >
              <Input inputMode="decimal" data-testid="tax-swap-back-threshold" />
            </Form.Item>
          )}
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
      {isDividendTemplate(template) && <DividendFields template={template} />}
      <MarketingLaunchFields saleLaunch={sale} />
    </>
  )
}
