import { fromContractRate, presaleVesting, vestingSchedule } from '@tokenbox/core/launchpad/presaleMath.ts'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import type { TFunction } from 'i18next'

/** How a presale's figures are written: an amount in given decimals, in the sale's token, a date. */
export type PresaleFormat = {
  number: (value: bigint, decimals: number) => string | undefined
  tokens: (value: bigint) => string | undefined
  date: (seconds: bigint) => string
}

/** The price rows: each phase of a multi-period sale, a fair launch's tokens, or the rate per pay coin. */
export function rateItems(state: PresaleState, t: TFunction, { tokens, date }: PresaleFormat) {
  const first = state.payCoins[0]
  return state.mode === 'multiPeriod'
    ? state.phases.map((phase, index) => ({
        key: `phase-${index}`,
        label: t('form.phase', { number: index + 1 }),
        children: t('sale.phaseLine', {
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
            children: `${tokens(state.fairLaunchTokens)} ${state.symbol}`,
          },
        ]
      : state.payCoins.map((coin) => ({
          key: `rate-${coin.coin}`,
          label: t('sale.rate'),
          children: (
            <span data-testid="presale-rate">
              {t('sale.rateLine', {
                rate: tokens(fromContractRate(coin.rate, coin.decimals)),
                symbol: state.symbol,
                coin: coin.symbol,
              })}
            </span>
          ),
        }))
}

/** The account's own position, and its vesting schedule where the claim is linear. */
export function positionItems(state: PresaleState, t: TFunction, { number, tokens, date }: PresaleFormat) {
  const position = state.position
  return [
    ...(position && position.tokens > 0n
      ? [
          {
            key: 'yours',
            label: t('sale.yours'),
            children: (
              <span
                data-testid="presale-yours"
                data-tokens={position.tokens.toString()}
                data-claimable={position.claimable.toString()}
              >
                {t('sale.yoursLine', {
                  contributed: state.payCoins
                    .map(
                      (coin, index) =>
                        `${number(position.contributed[index] ?? 0n, coin.decimals)} ${coin.symbol}`,
                    )
                    .join(' + '),
                  tokens: tokens(position.tokens),
                  claimed: tokens(position.claimed),
                  claimable: tokens(position.claimable),
                  symbol: state.symbol,
                })}
              </span>
            ),
          },
        ]
      : []),
    ...(position && position.tokens > 0n && state.claimMode === 'linear'
      ? [
          {
            key: 'schedule',
            label: t('sale.schedule'),
            children: vestingSchedule(presaleVesting(state), position.tokens)
              .slice(0, 6)
              .map((row) => `${date(row.at)}: ${tokens(row.released)}`)
              .join(' · '),
          },
        ]
      : []),
  ]
}
