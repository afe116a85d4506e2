import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { liquidityFloorPercent } from '@tokenbox/core/promises/liquidityFloor.ts'
import {
  type FairLaunchFormValues,
  validateFairLaunchLiquidityPercent,
  validateMintEnd,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { validateDecimals } from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { Form, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { FieldColumn, fieldTable } from '../../../app/forms/FieldColumn.tsx'
import { issueRule } from '../create/issueRule.ts'
import { LiquidityFateFields } from '../create/LiquidityFateFields.tsx'
import { TokenNameSymbolFields } from '../create/TokenNameSymbolFields.tsx'
import { FairLaunchAccessFields } from './FairLaunchAccessFields.tsx'
import { useFairLaunchFigureRules } from './useFairLaunchFigureRules.ts'

/** The most mints a launch may allow, in total and per address. */
const maxCount = 4_000_000_000

const fields = fieldTable('tokens', 'fairLaunch.form', {
  decimals: { kind: 'whole', label: 'form.decimals', testId: 'token-decimals' },
  mode: {
    kind: 'choice',
    hint: true,
    testId: 'fair-mode',
    choices: [
      ['crowdfunding', 'fairLaunch.form.crowdfunding'],
      ['freeMint', 'fairLaunch.form.freeMint'],
    ],
  },
  mintAmount: { kind: 'amount', hint: true, testId: 'fair-mint-amount' },
  mintFee: { kind: 'amount', hint: true, testId: 'fair-mint-fee' },
  maxMints: { kind: 'whole', hint: true, testId: 'fair-max-mints' },
  mintsPerAddress: { kind: 'whole', hint: true, testId: 'fair-per-address' },
  endTime: { kind: 'date', hint: true, testId: 'fair-end-time' },
  premiumPercent: { kind: 'percent', hint: true, testId: 'fair-premium' },
  refundPercent: { kind: 'percent', hint: true, testId: 'fair-refund' },
  liquidityPercent: { kind: 'percent', hint: true, testId: 'fair-liquidity' },
})

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
  const amountRule = (valueDecimals: number, field: string) =>
    issueRule(t, (value: string) => validateAmount(value, valueDecimals, { field }))
  const perAddress = whole('mintsPerAddress', 1, maxCount)

  return (
    <Row gutter={16}>
      <TokenNameSymbolFields />
      <FieldColumn field={fields.decimals} rules={[issueRule(t, validateDecimals)]} />
      <FieldColumn
        field={fields.mode}
        values={{ coin }}
        dependencies={others('mode')}
        rules={[together('mode')]}
      />
      <FieldColumn
        field={fields.mintAmount}
        dependencies={others('mintAmount')}
        rules={[amountRule(decimals, 'fairLaunch.form.mintAmount'), together('mintAmount')]}
      />
      {crowdfunding && (
        <FieldColumn
          field={fields.mintFee}
          values={{ coin }}
          suffix={coin}
          dependencies={others('mintFee')}
          rules={[amountRule(18, 'fairLaunch.form.mintFeeField'), together('mintFee')]}
        />
      )}
      <FieldColumn
        field={fields.maxMints}
        dependencies={others('maxMints')}
        rules={whole('maxMints', 1, maxCount)}
      />
      <FieldColumn
        field={fields.mintsPerAddress}
        dependencies={others('mintsPerAddress')}
        rules={perAddress}
      />
      <FieldColumn
        field={fields.endTime}
        rules={[issueRule(t, (value?: number) => validateMintEnd(value, Date.now()))]}
      />
      <FairLaunchAccessFields />
      {crowdfunding && (
        <>
          <FieldColumn
            field={fields.premiumPercent}
            dependencies={others('premiumPercent')}
            rules={rate('premiumPercent', 0, 1000)}
          />
          <FieldColumn field={fields.refundPercent} rules={rate('refundPercent', 0, 100)} />
          <FieldColumn
            field={fields.liquidityPercent}
            values={{ coin, min: liquidityFloorPercent }}
            dependencies={others('liquidityPercent')}
            rules={[issueRule(t, validateFairLaunchLiquidityPercent), together('liquidityPercent')]}
          />
          <LiquidityFateFields locker={locker} testIdPrefix="fair" />
        </>
      )}
    </Row>
  )
}
