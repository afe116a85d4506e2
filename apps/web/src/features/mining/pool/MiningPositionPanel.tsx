import { parseDraftAmount, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Flex, Select, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { AmountInput } from '../../../app/forms/AmountInput.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { RunButton } from '../../../app/transactions/RunButton.tsx'
import { tokenAmount } from '../miningFigures.ts'
import { lockLabel } from './MiningPoolFacts.tsx'
import { MiningPositionRow } from './MiningPositionRow.tsx'
import type { MiningSectionProps } from './miningSectionProps.ts'

/**
 * My position and what I can do with it: stake (a lock period to choose where the pool has
 * several, binding the link's inviter on a first stake), each position with its unlock date and
 * Unstake / Emergency withdraw (its cost stated before it is confirmed), Claim, and Compound where
 * the reward token is the stake token.
 */
export function MiningPositionPanel({
  state,
  actions,
  action,
  inviter,
}: MiningSectionProps & { inviter: Address | undefined }) {
  const { t, i18n } = useTranslation('mining')
  const language = i18n.language
  const [amount, setAmount] = useState('')
  const [option, setOption] = useState(0)
  const [issue, setIssue] = useState<string | undefined>()
  const position = state.position
  const running = action.running
  const options = state.lockOptions.map((lock, index) => ({
    value: index,
    label: lockLabel(t as TFunction, lock.duration, lock.multiplierBps, language),
  }))
  const stakeAmount = (value: bigint) =>
    `${tokenAmount(value, state.stake.decimals, language)} ${state.stake.symbol}`
  const stake = () => {
    const found = validateAmount(amount, state.stake.decimals, { field: 'pool.amount' })
    setIssue(found ? issueText(t, found, 'mining') : undefined)
    if (found) return
    void action.stake({
      option,
      amount: parseDraftAmount(amount, state.stake.decimals),
      inviter: actions.bind ? inviter : undefined,
    })
  }
  return (
    <Flex vertical gap={12} data-testid="mining-position">
      {position && (
        <FactsTable
          column={{ xs: 1, md: 2 }}
          bordered={false}
          facts={[
            {
              key: 'staked',
              label: t('pool.myStake'),
              value: stakeAmount(position.staked),
              testId: 'mining-my-stake',
              data: { 'data-amount': position.staked.toString() },
            },
            {
              key: 'pending',
              label: t('pool.pending'),
              value: `${tokenAmount(position.pendingReward, state.reward.decimals, language)} ${state.reward.symbol}`,
              testId: 'mining-pending',
              data: { 'data-amount': position.pendingReward.toString() },
            },
            {
              key: 'power',
              label: t('pool.power'),
              value: tokenAmount(position.power, state.stake.decimals, language),
            },
            { key: 'wallet', label: t('pool.wallet'), value: stakeAmount(position.stakeBalance) },
          ]}
        />
      )}
      {actions.bind && inviter && (
        <Typography.Text data-testid="mining-inviter-pending">
          {t('pool.invitedBy', { inviter })}
        </Typography.Text>
      )}
      {actions.stake && (
        <Flex gap={8} wrap align="start">
          {options.length > 1 && (
            <Select
              value={option}
              onChange={setOption}
              options={options}
              style={{ minWidth: 160 }}
              aria-label={t('pool.stakeOption')}
              data-testid="mining-stake-option"
            />
          )}
          <AmountInput
            value={amount}
            onChange={setAmount}
            suffix={state.stake.symbol}
            placeholder={t('pool.amount')}
            ariaLabel={t('pool.amount')}
            issue={issue}
            testId="mining-stake-amount"
            issueTestId="mining-stake-issue"
          />
          <Button
            type="primary"
            onClick={stake}
            loading={running}
            disabled={running}
            data-testid="mining-stake"
          >
            {t('pool.stake')}
          </Button>
        </Flex>
      )}
      {actions.stakeBlocker && (
        <Typography.Text type="secondary" data-testid="mining-stake-blocked">
          {t(`pool.blocked.${actions.stakeBlocker}`)}
        </Typography.Text>
      )}
      {(position?.positions ?? [])
        .filter((entry) => entry.amount > 0n)
        .map((entry) => (
          <MiningPositionRow
            key={entry.option}
            entry={entry}
            state={state}
            actions={actions}
            action={action}
          />
        ))}
      <Flex gap={12} wrap>
        {actions.claim && (
          <RunButton primary running={running} onClick={() => void action.claim()} testId="mining-claim">
            {t('pool.claim')}
          </RunButton>
        )}
        {actions.compound && (
          <RunButton running={running} onClick={() => void action.compound(option)} testId="mining-compound">
            {options.length > 1
              ? t('pool.compoundInto', { lock: options[option]?.label })
              : t('pool.compound')}
          </RunButton>
        )}
      </Flex>
    </Flex>
  )
}
