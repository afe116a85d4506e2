import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import { bpsText } from '../financeFigures.ts'
import type { BeanPoolState } from './useBeanPool.ts'

/**
 * The pool's constants as the contract states them (BeanPool.rules()): daily return and its
 * bonus, fees, referral bonus, the early-withdrawal tax curve and the deposit bounds.
 */
export function BeanRules({ state }: { state: BeanPoolState }) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const { rules, kind } = state
  const symbol = state.coin?.symbol ?? ''
  // One rule a row, label above on a phone: the tax curve and the referral tiers are sentences.
  const isMobile = useIsMobile()
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      layout={isMobile ? 'vertical' : 'horizontal'}
      data-testid="bean-rules"
      items={[
        {
          key: 'daily',
          label: t('bean.rules.daily'),
          children: t(`bean.rules.dailyOf.${kind}`, {
            base: bpsText(rules.baseDailyBps, language),
            max: bpsText(rules.maxDailyBps, language),
          }),
        },
        {
          key: 'fees',
          label: t('bean.rules.fees'),
          children: t('bean.rules.feesOf', {
            deposit: bpsText(rules.depositFeeBps, language),
            withdraw: bpsText(rules.withdrawFeeBps, language),
          }),
        },
        { key: 'referral', label: t('bean.rules.referral'), children: bpsText(rules.referralBps, language) },
        {
          key: 'tax',
          label: t('bean.rules.tax'),
          children:
            rules.firstDayTaxBps === 0
              ? t('bean.rules.noTax')
              : t('bean.rules.taxOf', {
                  curve: taxCurve(rules.firstDayTaxBps, rules.taxStepBps)
                    .map((bps) => bpsText(bps, language))
                    .join(' · '),
                  count: taxCurve(rules.firstDayTaxBps, rules.taxStepBps).length + 1,
                }),
        },
        {
          key: 'bounds',
          label: t('bean.rules.bounds'),
          children: t('bean.rules.boundsOf', {
            min: rules.minDepositCoins.toLocaleString(language),
            max: rules.maxDepositCoins.toLocaleString(language),
            symbol,
          }),
        },
      ]}
    />
  )
}

/** The tax of each day while there is one (day 1 first): 90, 80, … 10% for Dollar Beans. */
function taxCurve(firstDayBps: number, stepBps: number): number[] {
  const days: number[] = []
  for (let bps = firstDayBps; bps > 0 && days.length < 365; bps -= Math.max(1, stepBps)) days.push(bps)
  return days
}
