import type { MiningPoolState } from '@tokenbox/core/mining/miningPoolState.ts'
import { Button, Flex, Popconfirm, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { dateText, tokenAmount } from '../miningFigures.ts'
import { lockLabel } from './MiningPoolFacts.tsx'
import type { MiningSectionProps } from './miningSectionProps.ts'

type PositionEntry = NonNullable<MiningPoolState['position']>['positions'][number]

/**
 * One staked position: its amount, lock and unlock date, with Unstake (and Unstake and claim) and
 * Emergency withdraw where the pool allows them, the withdrawal's cost stated before it is confirmed.
 */
export function MiningPositionRow({
  entry,
  state,
  actions,
  action,
}: MiningSectionProps & { entry: PositionEntry }) {
  const { t, i18n } = useTranslation('mining')
  const language = i18n.language
  const running = action.running
  const stakeAmount = (value: bigint) =>
    `${tokenAmount(value, state.stake.decimals, language)} ${state.stake.symbol}`
  const rewardAmount = (value: bigint) =>
    `${tokenAmount(value, state.reward.decimals, language)} ${state.reward.symbol}`
  const lock = state.lockOptions[entry.option]!
  const penalty = entry.locked ? state.earlyExitPenaltyBps / 100 : 0
  return (
    <Flex
      gap={8}
      wrap
      align="center"
      justify="space-between"
      data-testid="mining-position-row"
      data-option={entry.option}
      data-locked={entry.locked}
    >
      <Typography.Text>
        {state.lockOptions.length === 1 && lock.duration === 0
          ? t('pool.positionStaked', { amount: stakeAmount(entry.amount) })
          : t('pool.positionLine', {
              amount: stakeAmount(entry.amount),
              lock: lockLabel(t as TFunction, lock.duration, lock.multiplierBps, language),
            })}
        {entry.locked && ` · ${t('pool.lockedUntil', { date: dateText(entry.unlockAt, language) })}`}
      </Typography.Text>
      <Flex gap={8} wrap>
        {actions.unstake.includes(entry.option) &&
          (['unstake', ...(actions.claim ? (['unstakeAndClaim'] as const) : [])] as const).map((kind) => (
            <Button
              key={kind}
              onClick={() => void action[kind](entry.option, entry.amount)}
              loading={running}
              disabled={running}
              data-testid={kind === 'unstake' ? 'mining-unstake' : 'mining-unstake-claim'}
            >
              {t(`pool.${kind}`)}
            </Button>
          ))}
        {actions.emergencyWithdraw.includes(entry.option) && (
          <Popconfirm
            title={
              penalty > 0
                ? t('pool.emergencyConfirmPenalty', {
                    percent: penalty.toLocaleString(language),
                    reward: rewardAmount(entry.pendingReward),
                  })
                : t('pool.emergencyConfirm', { reward: rewardAmount(entry.pendingReward) })
            }
            okText={t('pool.emergencyWithdraw')}
            cancelText={t('pool.keep')}
            onConfirm={() => void action.emergencyWithdraw(entry.option)}
          >
            <Button danger loading={running} disabled={running} data-testid="mining-emergency">
              {t('pool.emergencyWithdraw')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  )
}
