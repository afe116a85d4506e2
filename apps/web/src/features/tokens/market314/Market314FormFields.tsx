import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  type Market314FormValues,
  validate314FeeSide,
  validate314Figures,
  validateFeeReceiver,
  validateFutureTime,
  validateInvitePercent,
  validateLockDays,
  validateMinBind,
  validateReservePercent,
  validateSharePercent,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { validateLiquidityPercent } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { validatePercent } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import {
  isSale314Template,
  isX314Template,
  type Market314TemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Col, Form, Input, Radio, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from '../create/issueRule.ts'
import { TokenNameSymbolFields } from '../create/TokenNameSymbolFields.tsx'
import { WholeNumberInput } from '../create/WholeNumberInput.tsx'
import { SaleTermsFields } from '../sale/SaleTermsFields.tsx'

/** Fields whose figures depend on each other (the supply split, the sale's caps, the fee cap). */
const linked = [
  'initialSupply',
  'liquidityPercent',
  'buyFeePercent',
  'sellFeePercent',
  'burnPercent',
  'tokensPerCoin',
  'hardCap',
  'softCap',
  'minContribution',
  'maxContribution',
  'maxWallet',
] as const

/**
 * The ERC314 create form: the token, the reserve's share of the supply, the fees and their
 * receiver, max wallet; x314 adds the trading start, burn and invitation shares; the sale versions
 * add the sale's terms and the lock the launch gives the reserves.
 */
export function Market314FormFields({ template, coin }: { template: Market314TemplateId; coin: string }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<Market314FormValues>()
  const tradingStart = Form.useWatch('tradingStart', form)
  const x314 = isX314Template(template)
  const sale = isSale314Template(template)
  const values = () => form.getFieldsValue(true) as Market314FormValues
  const others = (field: (typeof linked)[number]) => linked.filter((other) => other !== field)
  const feeRules = (field: string) => [
    issueRule(t, (value: string) => validatePercent(value, field)),
    issueRule(t, () => validate314FeeSide(values(), x314)),
  ]
  const coinAmount = (field: string, allowZero = false) =>
    issueRule(t, (value: string) => validateAmount(value, 18, { field, allowZero }))
  const together = (
    field: 'liquidityPercent' | 'softCap' | 'minContribution' | 'maxContribution' | 'maxWallet',
  ) => issueRule(t, () => validate314Figures(template, values(), field))
  const now = () => Date.now()

  return (
    <Row gutter={16}>
      <TokenNameSymbolFields />
      <Col xs={24} md={12}>
        <Form.Item
          name="initialSupply"
          label={t('sale.form.totalSupply')}
          tooltip={t('m314.form.totalSupplyHint')}
          rules={[
            issueRule(t, (value: string) => validateAmount(value, 18, { field: 'sale.form.totalSupply' })),
          ]}
        >
          <Input inputMode="decimal" data-testid="token-supply" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="liquidityPercent"
          label={t('m314.form.reservePercent')}
          tooltip={t(sale ? 'm314.form.reservePercentSaleHint' : 'm314.form.reservePercentHint', { coin })}
          dependencies={others('liquidityPercent')}
          rules={[issueRule(t, validateReservePercent), together('liquidityPercent')]}
        >
          <Input inputMode="decimal" suffix="%" data-testid="m314-reserve-percent" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="buyFeePercent"
          label={t('form.buyFeePercent')}
          tooltip={t('m314.form.feeHint', { cap: 25 })}
          dependencies={others('buyFeePercent')}
          rules={feeRules('form.buyFeePercent')}
        >
          <Input inputMode="decimal" suffix="%" data-testid="m314-buy-fee" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="sellFeePercent"
          label={t('form.sellFeePercent')}
          tooltip={t('m314.form.feeHint', { cap: 25 })}
          dependencies={others('sellFeePercent')}
          rules={feeRules('form.sellFeePercent')}
        >
          <Input inputMode="decimal" suffix="%" data-testid="m314-sell-fee" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="feeReceiver"
          label={t('m314.form.feeReceiver')}
          tooltip={t('m314.form.feeReceiverHint')}
          rules={[issueRule(t, validateFeeReceiver)]}
        >
          <Input
            placeholder={t('m314.form.feeReceiverPlaceholder')}
            spellCheck={false}
            data-testid="m314-fee-receiver"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="maxWallet"
          label={t('tax.maxWallet')}
          tooltip={t('m314.form.maxWalletHint')}
          dependencies={['initialSupply']}
          rules={[together('maxWallet')]}
        >
          <Input inputMode="decimal" placeholder={t('tax.off')} data-testid="m314-max-wallet" />
        </Form.Item>
      </Col>
      {x314 && (
        <>
          <Col xs={24}>
            <Typography.Title level={5}>{t('m314.form.x314Section')}</Typography.Title>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tradingStart"
              label={t('tax.tradingStart')}
              tooltip={t('m314.form.tradingStartHint')}
            >
              <Radio.Group
                data-testid="m314-trading-start"
                options={[
                  {
                    value: 'withLiquidity',
                    label: t(sale ? 'm314.form.startAtLaunch' : 'm314.form.startWithLiquidity'),
                  },
                  { value: 'timed', label: t('tax.tradingTimed') },
                ]}
              />
            </Form.Item>
          </Col>
          {tradingStart === 'timed' && (
            <Col xs={24} md={12}>
              <Form.Item
                name="tradingStartsAt"
                label={t('tax.tradingStartsAt')}
                {...epochMsItemProps}
                rules={[
                  issueRule(t, (value: number | undefined) =>
                    validateFutureTime(value, now(), 'tax.tradingStartsAt'),
                  ),
                ]}
              >
                <DateTimePicker data-testid="m314-trading-starts-at" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item
              name="burnPercent"
              label={t('m314.form.burnPercent')}
              tooltip={t('m314.form.burnPercentHint')}
              dependencies={others('burnPercent')}
              rules={[
                issueRule(t, validateSharePercent),
                issueRule(t, () => validate314FeeSide(values(), x314)),
              ]}
            >
              <Input inputMode="decimal" suffix="%" data-testid="m314-burn" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="invitePercent"
              label={t('m314.form.invitePercent')}
              tooltip={t('m314.form.invitePercentHint')}
              rules={[issueRule(t, validateInvitePercent)]}
            >
              <Input inputMode="decimal" suffix="%" data-testid="m314-invite" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="minBindAmount"
              label={t('m314.form.minBindAmount')}
              tooltip={t('m314.form.minBindAmountHint')}
              dependencies={['invitePercent']}
              rules={[issueRule(t, () => validateMinBind(values()))]}
            >
              <Input inputMode="decimal" data-testid="m314-min-bind" />
            </Form.Item>
          </Col>
        </>
      )}
      {sale && (
        <>
          <Col xs={24}>
            <Typography.Title level={5}>{t('m314.form.saleSection')}</Typography.Title>
          </Col>
          <SaleTermsFields
            coin={coin}
            liquidityName="saleLiquidityPercent"
            hintOf={(field) =>
              field === 'tokensPerCoin'
                ? 'm314.form.tokensPerCoinHint'
                : field === 'liquidityPercent'
                  ? 'm314.form.saleLiquidityHint'
                  : undefined
            }
            dependenciesOf={(field) =>
              field === 'endTime' || field === 'liquidityPercent' ? undefined : others(field)
            }
            rulesOf={(field) => {
              switch (field) {
                case 'tokensPerCoin':
                  return [
                    issueRule(t, (value: string) => validateAmount(value, 18, { field: 'sale.form.price' })),
                  ]
                case 'hardCap':
                  return [coinAmount('sale.form.hardCapField')]
                case 'softCap':
                  return [coinAmount('sale.form.softCapField', true), together('softCap')]
                case 'endTime':
                  return [
                    issueRule(t, (value: number | undefined) =>
                      validateFutureTime(value, now(), 'sale.form.endTime'),
                    ),
                  ]
                case 'minContribution':
                  return [coinAmount('sale.form.minField'), together('minContribution')]
                case 'maxContribution':
                  return [coinAmount('sale.form.maxField'), together('maxContribution')]
                case 'liquidityPercent':
                  return [issueRule(t, validateLiquidityPercent)]
              }
            }}
          />
          <Col xs={24} md={12}>
            <Form.Item
              name="lockDays"
              label={t('m314.form.lockDays')}
              tooltip={t('m314.form.lockDaysHint')}
              rules={[issueRule(t, validateLockDays)]}
            >
              <WholeNumberInput data-testid="m314-lock-days" />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  )
}
