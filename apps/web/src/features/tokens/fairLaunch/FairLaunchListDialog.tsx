import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { LaunchListDialog } from '../create/LaunchListDialog.tsx'
import { useFairLaunchList } from './useFairLaunchList.ts'

const filters: readonly FairLaunchListFilter[] = ['all', 'inProgress', 'over', 'label']
const phaseColor = { minting: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The launch list: the connected chain's fair launches with their state, from the chain's logs,
 * filterable ALL / In PROGRESS / OVER / Label (the ones the connected wallet created or minted);
 * choosing one opens its mint screen.
 */
export function FairLaunchListDialog({
  open,
  onClose,
  onOpenLaunch,
}: {
  open: boolean
  onClose: () => void
  onOpenLaunch: (token: Address) => void
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const [filter, setFilter] = useState<FairLaunchListFilter>('all')
  const { list, progress } = useFairLaunchList(filter, open)
  const number = (value: number) => formatLocaleDecimal(String(value), i18n.language)
  return (
    <LaunchListDialog
      open={open}
      onClose={onClose}
      onOpen={onOpenLaunch}
      title={t('fairLaunch.list.title')}
      testIdPrefix="fair"
      filters={filters.map((value) => ({ value, label: t(`fairLaunch.list.filter.${value}`) }))}
      filter={filter}
      onFilter={setFilter}
      emptyText={t('fairLaunch.list.empty')}
      entries={{
        isFetching: list.isFetching,
        isError: list.isError,
        error: list.error,
        progress,
        data: list.data?.map((launch) => ({
          token: launch.token,
          symbol: launch.symbol,
          phase: { color: phaseColor[launch.phase], label: t(`fairLaunch.phase.${launch.phase}`) },
          progressBps: launch.progressBps,
          line: t('fairLaunch.list.minted', {
            minted: number(launch.totalMints),
            cap: number(launch.maxMints),
            minters: number(launch.minterCount),
          }),
        })),
      }}
    />
  )
}
