import { earnStakeQuote } from '@tokenbox/core/finance/earnStakeQuote.ts'
import { validateEarnStake } from '@tokenbox/core/finance/validateEarnStake.ts'
import { Alert, Button, Flex, Select, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseUnits } from 'viem'
import { useConnection } from 'wagmi'
import { AmountRow } from '../../../app/forms/AmountInput.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { amountText, bpsText } from '../financeFigures.ts'
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
  const [text, setText] = useState('')
  const [issue, setIssue] = useState<string | undefined>()
  const chosen = state.info.options[option]
  const valid = text.trim() !== '' && !validateEarnStake(text, token.decimals, token.balance)
  const quote =
    valid && chosen
      ? earnStakeQuote({
          amount: parseUnits(text.trim(), token.decimals),
          duration: chosen.duration,
          aprBps: chosen.aprBps,
          unreserved: state.unreserved,
        })
      : undefined
  const stake = () => {
    const found = validateEarnStake(text, token.decimals, token.balance)
    if (found) return setIssue(issueText(t as TFunction, found, 'finance'))
    if (quote && !quote.covered) return setIssue(t('earn.stake.notCovered'))
    setIssue(undefined)
    void earn.stake(option, parseUnits(text.trim(), token.decimals))
  }
  return (
    <Flex vertical gap={8}>
      <AmountRow
        value={text}
        onChange={setText}
        placeholder={t('field.stakeAmount')}
        suffix={token.symbol}
        issue={issue}
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
