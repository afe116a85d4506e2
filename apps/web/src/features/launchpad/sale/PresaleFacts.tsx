import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/launch/liquidityLockFloor.ts'
import { fromContractRate } from '@tokenbox/core/launchpad/presaleMath.ts'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { type PresaleFormat, positionItems, rateItems } from './presaleFactItems.tsx'

/**
 * A presale's terms as the contract holds them: rate per pay coin (or phases), caps and limits,
 * time, the listing (exchange, share of the raise, listing rate, LP lock), unsold tokens, the claim
 * mode, the operator's share, the emergency-withdraw penalty, and the account's own position.
 */
export function PresaleFacts({ state }: { state: PresaleState }) {
  const { t, i18n } = useTranslation('launchpad')
  const { entry } = useConnectedChainEntry()
  const number = (value: bigint, decimals: number) =>
    formatLocaleDecimal(formatUnits(value, decimals), i18n.language)
  const tokens = (value: bigint) => number(value, state.decimals)
  const percent = (bps: bigint) => formatLocaleDecimal((Number(bps) / 100).toString(), i18n.language)
  const date = (seconds: bigint) => formatDateTime(seconds, i18n.language)
  const first = state.payCoins[0]
  const dex = entry?.swaps.find((swap) => swap.router.toLowerCase() === state.router.toLowerCase())?.name
  const capUnit = (value: bigint) =>
    state.mode === 'fairLaunch'
      ? `${number(value, first?.decimals ?? 18)} ${first?.symbol ?? ''}`
      : `${tokens(value)} ${state.symbol}`
  const format: PresaleFormat = { number, tokens, date }
  const items = [
    ...rateItems(state, t, format),
    { key: 'soft', label: t('field.softCap'), children: capUnit(state.softCap) },
    ...(state.mode !== 'fairLaunch'
      ? [{ key: 'hard', label: t('field.hardCap'), children: capUnit(state.hardCap) }]
      : []),
    {
      key: 'limits',
      label: t('sale.limits'),
      children:
        state.maxBuy > 0n
          ? t('sale.limitsLine', { min: capUnit(state.minBuy), max: capUnit(state.maxBuy) })
          : t('sale.minOnly', { min: capUnit(state.minBuy) }),
    },
    {
      key: 'contributors',
      label: t('sale.contributors'),
      children: <span data-testid="presale-contributors">{state.contributors.toString()}</span>,
    },
    { key: 'start', label: t('form.startTime'), children: date(state.start) },
    { key: 'end', label: t('form.endTime'), children: date(state.end) },
    {
      key: 'listing',
      label: t('form.listing'),
      children: (
        <span data-testid="presale-listing">
          {t('sale.listingLine', {
            dex: dex ?? formatAddress(state.router),
            percent: percent(state.liquidityBps),
            rate:
              state.listingRate > 0n
                ? tokens(fromContractRate(state.listingRate, first?.decimals ?? 18))
                : t('sale.finalPrice'),
            symbol: state.symbol,
            coin: first?.symbol ?? '',
            days: String(Number(state.lpLockSeconds / 86_400n)),
            count: Number(state.lpLockSeconds / 86_400n),
          })}
          {!state.burnLp &&
            state.lockerTrusted !== false &&
            ` · ${t('sale.lockFloor', { count: liquidityLockFloorDays })}`}
        </span>
      ),
    },
    {
      key: 'unsold',
      label: t('form.unsold'),
      children: t(state.burnUnsold ? 'form.unsoldBurn' : 'form.unsoldRefund'),
    },
    {
      key: 'claim',
      label: t('form.claimMode'),
      children:
        state.claimMode === 'linear'
          ? `${t('sale.linearLine', {
              percent: percent(state.vestingFirstBps),
              cycle: percent(state.vestingCycleBps),
              days: String(Number(state.vestingInterval / 86_400n)),
              count: Number(state.vestingInterval / 86_400n),
              start: date(state.vestingStart),
            })} · ${t('sale.vestingBounds')}`
          : t(`claimMode.${state.claimMode}`),
    },
    {
      key: 'fee',
      label: t('sale.operatorShare'),
      children: t('sale.operatorShareLine', { percent: percent(state.raiseFeeBps) }),
    },
    {
      key: 'penalty',
      label: t('sale.emergencyPenalty'),
      children: (
        <span data-testid="presale-penalty">
          {state.emergencyWithdraw ? `${percent(state.emergencyPenaltyBps)}%` : t('sale.noEmergency')}
        </span>
      ),
    },
    {
      key: 'grace',
      label: t('sale.finalizeBy'),
      children: date(state.finalizeDeadline),
    },
    ...(state.pair
      ? [
          {
            key: 'pair',
            label: t('sale.pair'),
            children: (
              <span data-testid="presale-pair" style={{ wordBreak: 'break-all' }}>
                {state.pair}
                {state.lockId !== undefined && ` · ${t('sale.lockId', { id: state.lockId.toString() })}`}
              </span>
            ),
          },
        ]
      : []),
    ...positionItems(state, t, format),
  ]
  return <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />
}
