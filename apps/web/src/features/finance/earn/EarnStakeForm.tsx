import { earnStakeQuote } from '@tokenbox/core/finance/earnStakeQuote.ts'
import { validateEarnStake } from '@tokenbox/core/finance/validateEarnStake.ts'
import { Alert, Button, Flex, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { AmountRow } from '../../../app/forms/AmountInput.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import { useAmountEntry } from '../useAmountEntry.ts'
import type { PoolSectionProps } from '../useFinanceAction.ts'
import { useEarnActions } from './useEarnActions.ts'
import type { EarnPoolState } from './useEarnPool.ts'

/**
 * Stake: a period, an amount (checked against the wallet's balance), and before it is signed the
 * reward it will be promised at maturity; a stake whose reward the free fund cannot cover is
 * refused here in words, as the pool would refuse it.
 */
export function EarnStakeForm({ state, pool, action }: PoolSectionProps<EarnPoolState>) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const { address: account } = useConnection()
  const token = state.token!
  const earn = useEarnActions(pool, token.address, action)
  const [option, setOption] = useState(0)
  const entry = useAmountEntry(token.decimals, (text) =>
    validateEarnStake(text, token.decimals, token.balance),
  )
  const chosen = state.info.options[option]
  const quote =
    entry.amount !== undefined && chosen
      ? earnStakeQuote({
          amount: entry.amount,
          duration: chosen.duration,
          aprBps: chosen.aprBps,
          unreserved: state.unreserved,
        })
      : undefined
  const stake = () => {
    const amount = entry.submitted()
    if (amount === undefined) return
    if (quote && !quote.covered) return entry.setIssue(t('earn.stake.notCovered'))
    void earn.stake(option, amount)
  }
  return (
    <Flex vertical gap={8}>
      <AmountRow
        value={entry.text}
        onChange={entry.setText}
        placeholder={t('field.stakeAmount')}
        suffix={token.symbol}
        issue={entry.issue}
        testId="earn-stake-amount"
        issueTestId="earn-stake-issue"
        before={
          <Select
            value={option}
            onChange={setOption}
            style={{ minWidth: 200 }}
            aria-label={t('earn.pool.period')}
            data-testid="earn-stake-period"
            options={state.info.options.map((entry, index) => ({
              value: index,
              label: t('earn.pool.periodRate', {
                count: entry.duration / 86_400,
                apr: bpsText(entry.aprBps, language),
              }),
            }))}
          />
        }
      >
        <Button
          type="primary"
          onClick={stake}
          loading={action.running}
          disabled={!account}
          data-testid="earn-stake"
        >
          {t('earn.stake.submit')}
        </Button>
      </AmountRow>
      <Typography.Text type="secondary">
        {t('earn.stake.balance', {
          balance: `${amountText(token.balance, token.decimals, language)} ${token.symbol}`,
        })}
      </Typography.Text>
      {quote &&
        (quote.covered ? (
          <Alert
            type="info"
            showIcon
            data-testid="earn-stake-quote"
            title={t('earn.stake.quote', {
              reward: `${amountText(quote.reward, token.decimals, language)} ${token.symbol}`,
              count: (chosen?.duration ?? 0) / 86_400,
            })}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('earn.stake.notCovered')}
            data-testid="earn-stake-not-covered"
          />
        ))}
    </Flex>
  )
}
