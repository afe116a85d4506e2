import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { liquidityFloorPercent } from '@tokenbox/core/promises/liquidityFloor.ts'
import {
  type FairLaunchFormValues,
  validateFairLaunchLiquidityPercent,
  validateMintEnd,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateDecimals } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Col, Form, Input, Radio, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { issueRule } from '../create/issueRule.ts'
import { LiquidityFateFields } from '../create/LiquidityFateFields.tsx'
import { TokenNameSymbolFields } from '../create/TokenNameSymbolFields.tsx'
import { WholeNumberInput } from '../create/WholeNumberInput.tsx'
import { FairLaunchAccessFields } from './FairLaunchAccessFields.tsx'
import { useFairLaunchFigureRules } from './useFairLaunchFigureRules.ts'

/**
 * The fair-launch create form's fields: the token, the mode (crowdfunding or free mint), the mint
 * figures, the end, the condition, vesting, the premium and refund rates, the pool's share, the
 * exchange and the LP's fate. Free mint hides what only coin can pay for.
 */
export function FairLaunchFormFields({ locker, coin }: { locker: Address | null | undefined; coin: string }) {
  const { t } = useTranslation('tokens')
  const form = Form.useFormInstance<FairLaunchFormValues>()
  const mode = Form.useWatch('mode', form)
  const decimals = Form.useWatch('decimals', form) ?? 18
  const crowdfunding = mode !== 'freeMint'

  const { others, together, whole, rate } = useFairLaunchFigureRules()

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
      <FairLaunchAccessFields />
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
