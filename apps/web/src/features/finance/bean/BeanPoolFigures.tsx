import { Descriptions, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
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
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="bean-figures"
      items={[
        {
          key: 'balance',
          label: t('bean.figures.balance'),
          children: (
            <span data-testid="bean-balance" data-amount={info.balance.toString()}>
              {amount(info.balance)}
            </span>
          ),
        },
        { key: 'owed', label: t('bean.figures.owedNow'), children: amount(info.owedNow) },
        {
          key: 'coverage',
          label: t('bean.figures.coverage'),
          children: (
            <span data-testid="bean-coverage">
              {coverage === undefined ? (
                t('bean.figures.nobodyOwed')
              ) : (
                <Tag color={coverage >= 10_000n ? 'green' : 'red'}>{bpsText(coverage, language)}</Tag>
              )}
            </span>
          ),
        },
        {
          key: 'daysLeft',
          label: t('bean.figures.daysLeft'),
          children: (
            <span data-testid="bean-days-left">
              {health.daysLeft === undefined
                ? t('bean.figures.noPayout')
                : t('bean.figures.days', { count: Number(health.daysLeft) })}
            </span>
          ),
        },
        { key: 'in', label: t('bean.figures.inflow24h'), children: amount(info.inflow24h) },
        { key: 'out', label: t('bean.figures.outflow24h'), children: amount(info.outflow24h) },
        { key: 'payout', label: t('bean.figures.payoutPerDay'), children: amount(info.payoutPerDay) },
        {
          key: 'depositors',
          label: t('bean.figures.depositors'),
          children: info.depositorCount.toString(),
        },
        { key: 'fees', label: t('bean.figures.creatorFees'), children: amount(info.totalFees) },
        { key: 'paid', label: t('bean.figures.paidOut'), children: amount(info.totalPaidOut) },
      ]}
    />
  )
}
