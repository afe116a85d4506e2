import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { MiningPoolActions } from '@tokenbox/core/mining/miningPoolActions.ts'
import type { MiningPoolState } from '@tokenbox/core/mining/miningPoolState.ts'
import { Button, Descriptions, Flex, Input, Select, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, parseUnits } from 'viem'
import { issueText } from '../../../app/forms/issueRule.ts'
import { tokenAmount } from '../miningFigures.ts'
import { lockLabel } from './MiningPoolFacts.tsx'
import { MiningPositionRow } from './MiningPositionRow.tsx'
import type { MiningAction } from './useMiningAction.ts'

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
}: {
  state: MiningPoolState
  actions: MiningPoolActions
  action: MiningAction
  inviter: Address | undefined
}) {
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
      amount: parseUnits(amount.trim(), state.stake.decimals),
      inviter: actions.bind ? inviter : undefined,
    })
  }
  return (
    <Flex vertical gap={12} data-testid="mining-position">
      {position && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'staked',
              label: t('pool.myStake'),
              children: (
                <span data-testid="mining-my-stake" data-amount={position.staked.toString()}>
                  {stakeAmount(position.staked)}
                </span>
              ),
            },
            {
              key: 'pending',
              label: t('pool.pending'),
              children: (
                <span data-testid="mining-pending" data-amount={position.pendingReward.toString()}>
                  {tokenAmount(position.pendingReward, state.reward.decimals, language)} {state.reward.symbol}
                </span>
              ),
            },
            {
              key: 'power',
              label: t('pool.power'),
              children: tokenAmount(position.power, state.stake.decimals, language),
            },
            { key: 'wallet', label: t('pool.wallet'), children: stakeAmount(position.stakeBalance) },
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
          <Flex vertical style={{ flex: '1 1 200px' }}>
            <Input
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              suffix={state.stake.symbol}
              placeholder={t('pool.amount')}
              aria-label={t('pool.amount')}
              status={issue ? 'error' : undefined}
              data-testid="mining-stake-amount"
            />
            {issue && (
              <Typography.Text type="danger" data-testid="mining-stake-issue">
                {issue}
              </Typography.Text>
            )}
          </Flex>
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
          <Button
            type="primary"
            size="large"
            loading={running}
            disabled={running}
            onClick={() => void action.claim()}
            data-testid="mining-claim"
          >
            {t('pool.claim')}
          </Button>
        )}
        {actions.compound && (
          <Button
            size="large"
            loading={running}
            disabled={running}
            onClick={() => void action.compound(option)}
            data-testid="mining-compound"
          >
            {options.length > 1
              ? t('pool.compoundInto', { lock: options[option]?.label })
              : t('pool.compound')}
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
