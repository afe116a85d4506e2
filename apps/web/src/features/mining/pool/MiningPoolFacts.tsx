import type { MiningPoolState } from '@tokenbox/core/mining/miningPoolState.ts'
import { Descriptions, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  aprText,
  dateText,
  daysCount,
  daysText,
  durationText,
  perDay,
  rateAmount,
  tokenAmount,
} from '../miningFigures.ts'

/**
 * A pool's terms and books: the rate per day (with why it is per second), the fund and the days it
 * lasts at the current rate, TVL and APR, time left on the chain's clock, halving, lock periods,
 * early exit, the advanced rules and the creator. Every figure is read from the pool itself.
 */
export function MiningPoolFacts({ state }: { state: MiningPoolState }) {
  const { t, i18n } = useTranslation(['mining', 'common'])
  const language = i18n.language
  const reward = (value: bigint) =>
    `${tokenAmount(value, state.reward.decimals, language)} ${state.reward.symbol}`
  const stake = (value: bigint) =>
    `${tokenAmount(value, state.stake.decimals, language)} ${state.stake.symbol}`
  const percent = (bps: number) => `${(bps / 100).toLocaleString(language)}%`
  const items = [
    {
      key: 'rate',
      label: t('pool.rate'),
      children: (
        <span data-testid="mining-rate" data-per-second={state.rewardPerSecond.toString()}>
          {t('pool.rateValue', {
            perDay: perDay(state.rewardPerSecond, state.reward.decimals, language),
            perSecond: rateAmount(state.rewardPerSecond, state.reward.decimals, language, 8),
            symbol: state.reward.symbol,
          })}
          <br />
          <Typography.Text type="secondary">{t('pool.rateExplained')}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'fund',
      label: t('pool.fund'),
      children: t('pool.fundValue', {
        deposited: reward(state.rewardDeposited),
        paid: reward(state.rewardPaid),
        available: reward(state.rewardAvailable),
      }),
    },
    {
      key: 'daysLeft',
      label: t('pool.daysLeft'),
      children: (
        <span data-testid="mining-days-left" data-seconds={state.rewardSecondsLeft.toString()}>
          {state.label === 'ended'
            ? t('label.ended')
            : t('pool.daysLeftValue', {
                days: daysText(state.rewardSecondsLeft, language),
                count: daysCount(state.rewardSecondsLeft),
              })}
        </span>
      ),
    },
    {
      key: 'tvl',
      label: t('pool.tvl'),
      children: (
        <span data-testid="mining-tvl" data-staked={state.totalStaked.toString()}>
          {state.stakedValue !== undefined
            ? t('pool.tvlValued', { staked: stake(state.totalStaked), value: reward(state.stakedValue) })
            : stake(state.totalStaked)}
        </span>
      ),
    },
    {
      key: 'apr',
      label: t('pool.apr'),
      children: (
        <span data-testid="mining-apr" data-bps={state.aprBps?.toString() ?? ''}>
          {aprText(state.aprBps, language)}
        </span>
      ),
    },
    { key: 'stakers', label: t('pool.stakers'), children: state.stakerCount.toString() },
    {
      key: 'time',
      label: t('pool.time'),
      children: (
        <span data-testid="mining-time-left">
          {state.now < state.startTime
            ? t('pool.startsIn', {
                start: dateText(state.startTime, language),
                left: durationText(t, state.startTime - state.now),
              })
            : state.endTime === 0n
              ? t('pool.noEnd')
              : state.label === 'ended'
                ? t('pool.endedAt', { end: dateText(state.endTime, language) })
                : t('pool.endsIn', {
                    end: dateText(state.endTime, language),
                    left: durationText(t, state.endTime - state.now),
                  })}
        </span>
      ),
    },
  ]
  if (state.halvingInterval || state.manualHalving)
    items.push({
      key: 'halving',
      label: t('pool.halving'),
      children: (
        <span data-testid="mining-halving">
          {[
            state.halvingInterval
              ? t('pool.autoHalving', {
                  days: daysText(BigInt(state.halvingInterval), language),
                  count: daysCount(BigInt(state.halvingInterval)),
                  next: state.nextHalvingAt ? dateText(state.nextHalvingAt, language) : '—',
                })
              : '',
            state.manualHalving ? t('pool.manualHalving', { count: state.manualHalvings }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </span>
      ),
    })
  if (state.kind === 'lock' || state.kind === 'advanced')
    items.push({
      key: 'locks',
      label: t('pool.locks'),
      children: (
        <span>
          {state.lockOptions
            .map((option) => lockLabel(t as TFunction, option.duration, option.multiplierBps, language))
            .join(' · ')}
          <br />
          <Typography.Text type="secondary">
            {state.earlyExit
              ? t('pool.earlyExitBurn', {
                  percent: percent(state.earlyExitPenaltyBps),
                })
              : t('pool.noEarlyExit')}
          </Typography.Text>
        </span>
      ),
    })
  if (state.minStake > 0n)
    items.push({ key: 'minStake', label: t('pool.minStake'), children: stake(state.minStake) })
  if (state.whitelistOnly)
    items.push({ key: 'whitelist', label: t('pool.whitelist'), children: t('pool.whitelistOn') })
  if (state.stake.lp)
    items.push({
      key: 'lp',
      label: t('pool.lp'),
      children: t('pool.lpValue', {
        token0: state.stake.lp.token0.symbol,
        token1: state.stake.lp.token1.symbol,
      }),
    })
  items.push({
    key: 'creator',
    label: t('pool.creator'),
    children: <Typography.Text copyable={{ text: state.creator }}>{state.creator}</Typography.Text>,
  })
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="mining-facts" />
}

/** A lock period as "30 days · 1.5×" ("No lock · 1×" for none). */
export function lockLabel(t: TFunction, duration: number, multiplierBps: number, language: string): string {
  const multiple = (multiplierBps / 10_000).toLocaleString(language)
  return duration === 0
    ? t('pool.noLock', { multiple })
    : t('pool.lockPeriod', { days: String(duration / 86_400), count: duration / 86_400, multiple })
}
