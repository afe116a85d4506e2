import { validateBeanDeposit } from '@tokenbox/core/finance/validateBeanDeposit.ts'
import { Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { AmountRow } from '../../../app/forms/AmountInput.tsx'
import { amountText } from '../financeFigures.ts'
import { useAmountEntry } from '../useAmountEntry.ts'
import type { PoolSectionProps } from '../useFinanceAction.ts'
import { useBeanActions } from './useBeanActions.ts'
import type { BeanPoolState } from './useBeanPool.ts'

/**
 * Deposit: an amount within the pool's bounds (the spec's "10 to 100k USDT", checked here first),
 * the referrer a first deposit binds (from the invite link), and the split before signing: the fee
 * to the creator, the referral bonus, and the principal that earns.
 */
export function BeanDepositForm({
  state,
  pool,
  action,
  referrer,
}: PoolSectionProps<BeanPoolState> & { referrer: Address | undefined }) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const { address: account } = useConnection()
  const { info, rules } = state
  const bean = useBeanActions(pool, info.payToken, action)
  const symbol = state.coin?.symbol ?? ''
  const entry = useAmountEntry(info.decimals, (text) => validateBeanDeposit(text, info.decimals))
  const joined = (state.position?.deposited ?? 0n) > 0n
  const bound =
    state.position && state.position.referrer !== zeroAddress ? state.position.referrer : undefined
  const binds =
    !joined && referrer && referrer.toLowerCase() !== account?.toLowerCase() ? referrer : undefined
  const { amount } = entry
  const coins = (value: bigint) => `${amountText(value, info.decimals, language)} ${symbol}`
  const deposit = () => {
    const depositing = entry.submitted()
    if (depositing === undefined) return
    if (depositing > (state.coin?.balance ?? 0n)) return entry.setIssue(t('validation.insufficientBalance'))
    void bean.deposit(depositing, binds)
  }
  const fee = amount === undefined ? 0n : (amount * BigInt(rules.depositFeeBps)) / 10_000n
  const bonus =
    amount === undefined || !(bound ?? binds) ? 0n : (amount * BigInt(rules.referralBps)) / 10_000n
  return (
    <Flex vertical gap={8} data-testid="bean-deposit">
      {(bound ?? binds) && (
        <Typography.Text
          type="secondary"
          data-testid="bean-referrer"
          data-referrer={bound ?? binds}
          style={{ wordBreak: 'break-all' }}
        >
          {t(bound ? 'bean.deposit.boundTo' : 'bean.deposit.binds', { referrer: bound ?? binds })}
        </Typography.Text>
      )}
      <AmountRow
        value={entry.text}
        onChange={entry.setText}
        placeholder={t('field.depositAmount')}
        suffix={symbol}
        issue={entry.issue}
        testId="bean-deposit-amount"
        issueTestId="bean-deposit-issue"
      >
        <Button
          type="primary"
          onClick={deposit}
          loading={action.running}
          disabled={!account}
          data-testid="bean-deposit-submit"
        >
          {t('bean.deposit.submit')}
        </Button>
      </AmountRow>
      <Typography.Text type="secondary">
        {amount === undefined
          ? t('bean.deposit.balance', { balance: coins(state.coin?.balance ?? 0n) })
          : t('bean.deposit.split', {
              fee: coins(fee),
              bonus: coins(bonus),
              principal: coins(amount - fee),
            })}
      </Typography.Text>
    </Flex>
  )
}
