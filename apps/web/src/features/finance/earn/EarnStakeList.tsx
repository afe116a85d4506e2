import { earnRedeemQuote } from '@tokenbox/core/finance/earnRedeemQuote.ts'
import { Button, Empty, List, Popconfirm, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { amountText, dateText } from '../financeFigures.ts'
import type { PoolSectionProps } from '../useFinanceAction.ts'
import { useEarnActions } from './useEarnActions.ts'
import type { EarnPoolState } from './useEarnPool.ts'

/**
 * My stakes: each with its amount, period, maturity, the reward accrued so far of the one
 * promised, and Redeem: at maturity the amount and the reward; before it (where the pool allows)
 * the amount less the early fee, stated in the confirmation before anything is signed.
 */
export function EarnStakeList({ state, pool, action }: PoolSectionProps<EarnPoolState>) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const token = state.token!
  const earn = useEarnActions(pool, token.address, action)
  const amount = (value: bigint) => `${amountText(value, token.decimals, language)} ${token.symbol}`
  if (state.stakes.length === 0) return <Empty description={t('earn.stakes.empty')} />
  return (
    <List
      dataSource={[...state.stakes].reverse()}
      data-testid="earn-stakes"
      renderItem={(stake) => {
        const quote = earnRedeemQuote(stake, state.info, state.now)
        const redeem = () => void earn.redeem(stake.index)
        const button =
          quote.state === 'matured' ? (
            <Button
              type="primary"
              size="small"
              onClick={redeem}
              loading={action.running}
              data-testid="earn-redeem"
            >
              {t('earn.stakes.redeem')}
            </Button>
          ) : quote.state === 'early' ? (
            <Popconfirm
              title={t('earn.stakes.earlyConfirm', { paid: amount(quote.paid), fee: amount(quote.fee) })}
              onConfirm={redeem}
              okButtonProps={{ 'data-testid': 'earn-redeem-confirm' } as never}
            >
              <Button size="small" danger loading={action.running} data-testid="earn-redeem-early">
                {t('earn.stakes.redeemEarly')}
              </Button>
            </Popconfirm>
          ) : null
        return (
          <List.Item
            data-testid="earn-stake-row"
            data-index={stake.index}
            data-state={quote.state}
            actions={button ? [button] : []}
          >
            <Typography.Text>
              {t('earn.stakes.row', {
                amount: amount(stake.amount),
                count: Number(stake.maturity - stake.start) / 86_400,
                maturity: dateText(stake.maturity, language),
              })}
            </Typography.Text>
            <Typography.Text
              type="secondary"
              data-testid="earn-stake-accrued"
              data-accrued={stake.accrued.toString()}
            >
              {quote.state === 'redeemed' ? (
                <Tag>{t('earn.stakes.redeemed')}</Tag>
              ) : (
                t('earn.stakes.accrued', { accrued: amount(stake.accrued), reward: amount(stake.reward) })
              )}
              {quote.state === 'locked' && (
                <Tag style={{ marginInlineStart: 8 }}>{t('earn.stakes.locked')}</Tag>
              )}
            </Typography.Text>
          </List.Item>
        )
      }}
    />
  )
}
