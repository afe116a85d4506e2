import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { fromContractRate } from '@tokenbox/core/launchpad/presaleMath.ts'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/promises/liquidityLockFloor.ts'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { type FactRow, FactsTable } from '../../../app/layout/FactsTable.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { type PresaleFormat, positionItems, rateItems } from './presaleFactItems.ts'

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
  const facts: FactRow[] = [
    ...rateItems(state, t, format),
    { key: 'soft', label: t('field.softCap'), value: capUnit(state.softCap) },
    state.mode !== 'fairLaunch' && { key: 'hard', label: t('field.hardCap'), value: capUnit(state.hardCap) },
    {
      key: 'limits',
      label: t('sale.limits'),
      value:
        state.maxBuy > 0n
          ? t('sale.limitsLine', { min: capUnit(state.minBuy), max: capUnit(state.maxBuy) })
          : t('sale.minOnly', { min: capUnit(state.minBuy) }),
    },
    {
      key: 'contributors',
      label: t('sale.contributors'),
      value: state.contributors.toString(),
      testId: 'presale-contributors',
    },
    { key: 'start', label: t('form.startTime'), value: date(state.start) },
    { key: 'end', label: t('form.endTime'), value: date(state.end) },
    {
      key: 'listing',
      label: t('form.listing'),
      value: `${t('sale.listingLine', {
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
      })}${!state.burnLp && state.lockerTrusted !== false ? ` · ${t('sale.lockFloor', { count: liquidityLockFloorDays })}` : ''}`,
      testId: 'presale-listing',
    },
    {
      key: 'unsold',
      label: t('form.unsold'),
      value: t(state.burnUnsold ? 'form.unsoldBurn' : 'form.unsoldRefund'),
    },
    {
      key: 'claim',
      label: t('form.claimMode'),
      value:
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
      value: t('sale.operatorShareLine', { percent: percent(state.raiseFeeBps) }),
    },
    {
      key: 'penalty',
      label: t('sale.emergencyPenalty'),
      value: state.emergencyWithdraw ? `${percent(state.emergencyPenaltyBps)}%` : t('sale.noEmergency'),
      testId: 'presale-penalty',
    },
    { key: 'grace', label: t('sale.finalizeBy'), value: date(state.finalizeDeadline) },
    state.pair && {
      key: 'pair',
      label: t('sale.pair'),
      value: (
        <span style={{ wordBreak: 'break-all' }}>
          {state.pair}
          {state.lockId !== undefined && ` · ${t('sale.lockId', { id: state.lockId.toString() })}`}
        </span>
      ),
      testId: 'presale-pair',
    },
    ...positionItems(state, t, format),
  ]
  return <FactsTable column={{ xs: 1, sm: 1, md: 2 }} facts={facts} />
}
