import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { liquidityFloorPercent } from '@tokenbox/core/launch/liquidityFloor.ts'
import {
  type FairLaunchFormValues,
  maxLockDays,
  validateConditionToken,
  validateFairLaunchFigures,
  validateFairLaunchLiquidityPercent,
  validateMintEnd,
  validateRatePercent,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateDecimals, validateWhole } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from '../create/issueRule.ts'
import { LiquidityFateFields } from '../create/LiquidityFateFields.tsx'
import { TokenNameSymbolFields } from '../create/TokenNameSymbolFields.tsx'
import { WholeNumberInput } from '../create/WholeNumberInput.tsx'

/** Every figure depends on the others through the constructor's checks. */
const figureFields = [
  'decimals',
  'mode',
  'mintAmount',
  'mintFee',
  'mintsPerAddress',
  'maxMints',
  'premiumPercent',
  'refundPercent',
  'liquidityPercent',
] as const
type FigureField = (typeof figureFields)[number]

/**
 * The fair-launch create form's fields: the token, the mode (crowdfunding or free mint), the mint
 * figures, the end, the condition, vesting, the premium and refund rates, the pool's share, the
 * exchange and the LP's fate. Free mint hides what only coin can pay for.
 */
export function FairLaunchFormFields({ locker, coin }: { locker: Address | null | undefined; coin: string }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<FairLaunchFormValues>()
  const mode = Form.useWatch('mode', form)
  const condition = Form.useWatch('condition', form)
  const vesting = Form.useWatch('vesting', form)
  const decimals = Form.useWatch('decimals', form) ?? 18
  const crowdfunding = mode !== 'freeMint'

  const others = (field: FigureField) => figureFields.filter((other) => other !== field)
  const together = (field: FigureField) =>
    issueRule(t, () => validateFairLaunchFigures(form.getFieldsValue(true), field))
  const whole = (field: FigureField, min: number, max: number) => [
    issueRule(t, (value: number) => validateWhole(value, min, max)),
    together(field),
  ]
  const rate = (field: FigureField, min: number, max: number) => [
    issueRule(t, (value: string) => validateRatePercent(value, min, max)),
    together(field),
  ]

  return (
    <Row gutter={16}>
      <TokenNameSymbolFields />
      <Col xs={24} md={12}>
        <Form.Item name="decimals" label={t('form.decimals')} rules={[issueRule(t, validateDecimals)]}>
          <WholeNumberInput data-testid="token-decimals" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="mode"
          label={t('fairLaunch.form.mode')}
          tooltip={t('fairLaunch.form.modeHint', { coin })}
          dependencies={others('mode')}
          rules={[together('mode')]}
        >
          <Radio.Group
            data-testid="fair-mode"
            options={[
              { value: 'crowdfunding', label: t('fairLaunch.form.crowdfunding') },
              { value: 'freeMint', label: t('fairLaunch.form.freeMint') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="mintAmount"
          label={t('fairLaunch.form.mintAmount')}
          tooltip={t('fairLaunch.form.mintAmountHint')}
          dependencies={others('mintAmount')}
          rules={[
            issueRule(t, (value: string) =>
              validateAmount(value, decimals, { field: 'fairLaunch.form.mintAmount' }),
            ),
            together('mintAmount'),
          ]}
        >
          <Input inputMode="decimal" data-testid="fair-mint-amount" />
        </Form.Item>
      </Col>
      {crowdfunding && (
        <Col xs={24} md={12}>
          <Form.Item
            name="mintFee"
            label={t('fairLaunch.form.mintFee', { coin })}
            tooltip={t('fairLaunch.form.mintFeeHint')}
            dependencies={others('mintFee')}
            rules={[
              issueRule(t, (value: string) =>
                validateAmount(value, 18, { field: 'fairLaunch.form.mintFeeField' }),
              ),
              together('mintFee'),
            ]}
          >
            <Input inputMode="decimal" suffix={coin} data-testid="fair-mint-fee" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item
          name="maxMints"
          label={t('fairLaunch.form.maxMints')}
          tooltip={t('fairLaunch.form.maxMintsHint')}
          dependencies={others('maxMints')}
          rules={whole('maxMints', 1, 4_000_000_000)}
        >
          <WholeNumberInput data-testid="fair-max-mints" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="mintsPerAddress"
          label={t('fairLaunch.form.mintsPerAddress')}
          tooltip={t('fairLaunch.form.mintsPerAddressHint')}
          dependencies={others('mintsPerAddress')}
          rules={whole('mintsPerAddress', 1, 4_000_000_000)}
        >
          <WholeNumberInput data-testid="fair-per-address" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="endTime"
          label={t('fairLaunch.form.endTime')}
          tooltip={t('fairLaunch.form.endTimeHint')}
          {...epochMsItemProps}
          rules={[issueRule(t, (value?: number) => validateMintEnd(value, Date.now()))]}
        >
          <DateTimePicker data-testid="fair-end-time" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="condition"
          label={t('fairLaunch.form.condition')}
          tooltip={t('fairLaunch.form.conditionHint')}
        >
          <Select
            data-testid="fair-condition"
            options={(['none', 'whitelist', 'holdToken'] as const).map((value) => ({
              value,
              label: t(`fairLaunch.condition.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      {condition === 'holdToken' && (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              name="conditionToken"
              label={t('fairLaunch.form.conditionToken')}
              rules={[issueRule(t, () => validateConditionToken(form.getFieldsValue(true)))]}
            >
              <Input spellCheck={false} placeholder="0x…" data-testid="fair-condition-token" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="conditionAmount"
              label={t('fairLaunch.form.conditionAmount')}
              rules={[
                issueRule(t, (value: string) =>
                  validateAmount(value, 18, { field: 'fairLaunch.form.conditionAmount' }),
                ),
              ]}
            >
              <Input inputMode="decimal" data-testid="fair-condition-amount" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={12}>
        <Form.Item
          name="vesting"
          label={t('fairLaunch.form.vesting')}
          tooltip={t('fairLaunch.form.vestingHint')}
        >
          <Radio.Group
            data-testid="fair-vesting"
            options={[
              { value: 'immediate', label: t('fairLaunch.form.vestingImmediate') },
              { value: 'linear', label: t('fairLaunch.form.vestingLinear') },
            ]}
          />
        </Form.Item>
      </Col>
      {vesting === 'linear' && (
        <Col xs={24} md={12}>
          <Form.Item
            name="vestingDays"
            label={t('fairLaunch.form.vestingDays')}
            rules={[issueRule(t, (value: number) => validateWhole(value, 1, maxLockDays))]}
          >
            <InputNumber
              min={1}
              max={maxLockDays}
              precision={0}
              style={{ width: '100%' }}
              data-testid="fair-vesting-days"
            />
          </Form.Item>
        </Col>
      )}
      {crowdfunding && (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              name="premiumPercent"
              label={t('fairLaunch.form.premiumPercent')}
              tooltip={t('fairLaunch.form.premiumPercentHint')}
              dependencies={others('premiumPercent')}
              rules={rate('premiumPercent', 0, 1000)}
            >
              <Input inputMode="decimal" suffix="%" data-testid="fair-premium" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="refundPercent"
              label={t('fairLaunch.form.refundPercent')}
              tooltip={t('fairLaunch.form.refundPercentHint')}
              rules={rate('refundPercent', 0, 100)}
            >
              <Input inputMode="decimal" suffix="%" data-testid="fair-refund" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="liquidityPercent"
              label={t('fairLaunch.form.liquidityPercent')}
              tooltip={t('fairLaunch.form.liquidityPercentHint', { coin, min: liquidityFloorPercent })}
              dependencies={others('liquidityPercent')}
              rules={[issueRule(t, validateFairLaunchLiquidityPercent), together('liquidityPercent')]}
            >
              <Input inputMode="decimal" suffix="%" data-testid="fair-liquidity" />
            </Form.Item>
          </Col>
          <LiquidityFateFields locker={locker} testIdPrefix="fair" />
        </>
      )}
    </Row>
  )
}
