import { beanWithdrawQuote } from '@tokenbox/core/finance/beanWithdrawQuote.ts'
import { validateBeanWithdraw } from '@tokenbox/core/finance/validateBeanWithdraw.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { AmountRow } from '../../../app/forms/AmountInput.tsx'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import { useAmountEntry } from '../useAmountEntry.ts'
import type { PoolSectionProps } from '../useFinanceAction.ts'
import { useBeanActions } from './useBeanActions.ts'
import type { BeanPoolState } from './useBeanPool.ts'

/**
 * My position: principal, daily rate, earnings now, today's tax; Withdraw with the split of the
 * day (fee, tax, paid) shown before signing, refused in words when the balance cannot pay it; my
 * referral link and its statistics (direct referrals, bonus earned).
 */
export function BeanPositionSection({ state, pool, action }: PoolSectionProps<BeanPoolState>) {
  const { t, i18n } = useTranslation(['finance', 'errors'])
  const language = i18n.language
  const position = state.position!
  const { info, rules } = state
  const bean = useBeanActions(pool, info.payToken, action)
  const symbol = state.coin?.symbol ?? ''
  const coins = (value: bigint) => `${amountText(value, info.decimals, language)} ${symbol}`
  const entry = useAmountEntry(info.decimals, (text) =>
    validateBeanWithdraw(text, info.decimals, position.owedNow),
  )
  const quote =
    entry.amount !== undefined
      ? beanWithdrawQuote({
          amount: entry.amount,
          withdrawFeeBps: rules.withdrawFeeBps,
          taxBps: position.taxBpsNow,
          balance: info.balance,
        })
      : undefined
  const withdraw = () => {
    const amount = entry.submitted()
    if (amount === undefined) return
    if (quote && !quote.payable) return entry.setIssue(t('beanPoolExhausted', { ns: 'errors' }))
    void bean.withdraw(amount)
  }
  return (
    <Flex vertical gap={12} data-testid="bean-position">
      <FactsTable
        column={{ xs: 1, md: 2 }}
        bordered={false}
        facts={[
          { key: 'principal', label: t('bean.position.principal'), value: coins(position.principal) },
          { key: 'rate', label: t('bean.position.dailyRate'), value: bpsText(position.dailyBps, language) },
          {
            key: 'owed',
            label: t('bean.position.owedNow'),
            value: coins(position.owedNow),
            testId: 'bean-owed',
            data: { 'data-amount': position.owedNow.toString() },
          },
          {
            key: 'tax',
            label: t('bean.position.taxToday'),
            value: t('bean.position.taxOfDay', {
              day: position.taxDay.toString(),
              tax: bpsText(position.taxBpsNow, language),
            }),
            testId: 'bean-tax-today',
            data: { 'data-day': position.taxDay.toString(), 'data-bps': position.taxBpsNow.toString() },
          },
          { key: 'deposited', label: t('bean.position.deposited'), value: coins(position.deposited) },
          { key: 'withdrawn', label: t('bean.position.withdrawn'), value: coins(position.withdrawn) },
        ]}
      />
      <AmountRow
        value={entry.text}
        onChange={entry.setText}
        placeholder={t('field.withdrawAmount')}
        suffix={symbol}
        issue={entry.issue}
        testId="bean-withdraw-amount"
        issueTestId="bean-withdraw-issue"
      >
        <Button
          onClick={() => entry.setText(formatUnits(position.owedNow, info.decimals))}
          data-testid="bean-withdraw-max"
        >
          {t('bean.withdraw.max')}
        </Button>
        <Button type="primary" onClick={withdraw} loading={action.running} data-testid="bean-withdraw-submit">
          {t('bean.withdraw.submit')}
        </Button>
      </AmountRow>
      {quote && (
        <Alert
          type={quote.payable ? 'info' : 'error'}
          showIcon
          data-testid="bean-withdraw-quote"
          data-tax-bps={position.taxBpsNow.toString()}
          data-paid={quote.paid.toString()}
          title={t('bean.withdraw.quote', {
            day: position.taxDay.toString(),
            taxRate: bpsText(position.taxBpsNow, language),
            tax: coins(quote.tax),
            fee: coins(quote.fee),
            paid: coins(quote.paid),
          })}
          description={quote.payable ? undefined : t('beanPoolExhausted', { ns: 'errors' })}
        />
      )}
      <ReferralBlock state={state} pool={pool} />
    </Flex>
  )
}

/** My referral link (once I have deposited: only depositors can refer) and its statistics. */
function ReferralBlock({ state, pool }: { state: BeanPoolState; pool: Address }) {
  const { t, i18n } = useTranslation('finance')
  const position = state.position!
  const { address: account } = useConnection()
  const coins = (value: bigint) =>
    `${amountText(value, state.info.decimals, i18n.language)} ${state.coin?.symbol ?? ''}`
  return (
    <Flex vertical gap={4} data-testid="bean-referral">
      <Typography.Text strong>{t('bean.referral.title')}</Typography.Text>
      {position.deposited > 0n && account ? (
        <Typography.Text copyable data-testid="bean-referral-link" style={{ wordBreak: 'break-all' }}>
          {`${window.location.origin}${window.location.pathname}?pool=${pool}&ref=${account}`}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('bean.referral.afterDeposit')}</Typography.Text>
      )}
      <Typography.Text type="secondary" data-testid="bean-referral-stats">
        {t('bean.referral.stats', {
          count: Number(position.referralCount),
          earned: coins(position.referralEarned),
        })}
      </Typography.Text>
      {position.referrer !== zeroAddress && (
        <Typography.Text type="secondary">
          <span style={{ wordBreak: 'break-all' }}>
            {t('bean.referral.myReferrer', { referrer: position.referrer })}
          </span>
        </Typography.Text>
      )}
    </Flex>
  )
}
