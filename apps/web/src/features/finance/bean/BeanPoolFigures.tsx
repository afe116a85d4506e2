import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import type { BeanPoolState } from './useBeanPool.ts'

/**
 * The pool's health, live from the chain, shown before the deposit form: its balance, what all
 * depositors could withdraw now, the coverage ratio, the last 24 hours' inflow and outflow, the
 * days the balance lasts at today's payout if nobody deposits, and the creator's fees so far.
 */
export function BeanPoolFigures({ state }: { state: BeanPoolState }) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const { info, health } = state
  const symbol = state.coin?.symbol ?? ''
  const amount = (value: bigint) => `${amountText(value, info.decimals, language, 2)} ${symbol}`
  const coverage = health.coverageBps
  return (
    <FactsTable
      column={{ xs: 1, md: 2 }}
      testId="bean-figures"
      facts={[
        {
          key: 'balance',
          label: t('bean.figures.balance'),
          value: amount(info.balance),
          testId: 'bean-balance',
          data: { 'data-amount': info.balance.toString() },
        },
        { key: 'owed', label: t('bean.figures.owedNow'), value: amount(info.owedNow) },
        {
          key: 'coverage',
          label: t('bean.figures.coverage'),
          value:
            coverage === undefined ? (
              t('bean.figures.nobodyOwed')
            ) : (
              <Tag color={coverage >= 10_000n ? 'green' : 'red'}>{bpsText(coverage, language)}</Tag>
            ),
          testId: 'bean-coverage',
        },
        {
          key: 'daysLeft',
          label: t('bean.figures.daysLeft'),
          value:
            health.daysLeft === undefined
              ? t('bean.figures.noPayout')
              : t('bean.figures.days', { count: Number(health.daysLeft) }),
          testId: 'bean-days-left',
        },
        { key: 'in', label: t('bean.figures.inflow24h'), value: amount(info.inflow24h) },
        { key: 'out', label: t('bean.figures.outflow24h'), value: amount(info.outflow24h) },
        { key: 'payout', label: t('bean.figures.payoutPerDay'), value: amount(info.payoutPerDay) },
        { key: 'depositors', label: t('bean.figures.depositors'), value: info.depositorCount.toString() },
        { key: 'fees', label: t('bean.figures.creatorFees'), value: amount(info.totalFees) },
        { key: 'paid', label: t('bean.figures.paidOut'), value: amount(info.totalPaidOut) },
      ]}
    />
  )
}
