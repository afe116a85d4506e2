import { fromContractRate, presaleVesting, vestingSchedule } from '@tokenbox/core/launchpad/presaleMath.ts'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import type { TFunction } from 'i18next'
import type { FactRow } from '../../../app/layout/FactsTable.tsx'

/** How a presale's figures are written: an amount in given decimals, in the sale's token, a date. */
export type PresaleFormat = {
  number: (value: bigint, decimals: number) => string | undefined
  tokens: (value: bigint) => string | undefined
  date: (seconds: bigint) => string
}

/** The price rows: each phase of a multi-period sale, a fair launch's tokens, or the rate per pay coin. */
export function rateItems(state: PresaleState, t: TFunction, { tokens, date }: PresaleFormat): FactRow[] {
  const first = state.payCoins[0]
  return state.mode === 'multiPeriod'
    ? state.phases.map((phase, index) => ({
        key: `phase-${index}`,
        label: t('form.phase', { number: index + 1 }),
        value: t('sale.phaseLine', {
          rate: tokens(fromContractRate(phase.rate, first?.decimals ?? 18)),
          symbol: state.symbol,
          coin: first?.symbol ?? '',
          sold: tokens(phase.soldTokens),
          cap: tokens(phase.capTokens),
          start: date(phase.start),
          end: date(phase.end),
        }),
      }))
    : state.mode === 'fairLaunch'
      ? [
          {
            key: 'fair',
            label: t('form.fairLaunchTokens'),
            value: `${tokens(state.fairLaunchTokens)} ${state.symbol}`,
          },
        ]
      : state.payCoins.map((coin) => ({
          key: `rate-${coin.coin}`,
          label: t('sale.rate'),
          value: t('sale.rateLine', {
            rate: tokens(fromContractRate(coin.rate, coin.decimals)),
            symbol: state.symbol,
            coin: coin.symbol,
          }),
          testId: 'presale-rate',
        }))
}

/** The account's own position, and its vesting schedule where the claim is linear. */
export function positionItems(
  state: PresaleState,
  t: TFunction,
  { number, tokens, date }: PresaleFormat,
): FactRow[] {
  const position = state.position
  const held = position !== undefined && position.tokens > 0n
  return [
    held && {
      key: 'yours',
      label: t('sale.yours'),
      value: t('sale.yoursLine', {
        contributed: state.payCoins
          .map((coin, index) => `${number(position.contributed[index] ?? 0n, coin.decimals)} ${coin.symbol}`)
          .join(' + '),
        tokens: tokens(position.tokens),
        claimed: tokens(position.claimed),
        claimable: tokens(position.claimable),
        symbol: state.symbol,
      }),
      testId: 'presale-yours',
      data: { 'data-tokens': position.tokens.toString(), 'data-claimable': position.claimable.toString() },
    },
    held &&
      state.claimMode === 'linear' && {
        key: 'schedule',
        label: t('sale.schedule'),
        value: vestingSchedule(presaleVesting(state), position.tokens)
          .slice(0, 6)
          .map((row) => `${date(row.at)}: ${tokens(row.released)}`)
          .join(' · '),
      },
  ]
}
