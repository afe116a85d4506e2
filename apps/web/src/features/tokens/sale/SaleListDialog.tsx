import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatEther } from 'viem'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { LaunchListDialog } from '../create/LaunchListDialog.tsx'
import { useSaleList } from './useSaleList.ts'

const filters: readonly SaleListFilter[] = ['all', 'inProgress', 'over']
const phaseColor = { active: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The spec's "no-dApp sale list" dialog ("No dApp Version"): the connected chain's sale tokens
 * with their state, filterable ALL / In PROGRESS / OVER; choosing one opens its sale screen.
 */
export function SaleListDialog({
  open,
  onClose,
  onOpenSale,
}: {
  open: boolean
  onClose: () => void
  onOpenSale: (token: Address) => void
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const [filter, setFilter] = useState<SaleListFilter>('all')
  const { list, progress } = useSaleList(filter, open)
  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), i18n.language)
  return (
    <LaunchListDialog
      open={open}
      onClose={onClose}
      onOpen={onOpenSale}
      title={t('sale.list.title')}
      hint={t('sale.list.hint')}
      testIdPrefix="sale"
      filters={filters.map((value) => ({ value, label: t(`sale.list.filter.${value}`) }))}
      filter={filter}
      onFilter={setFilter}
      emptyText={t('sale.list.empty')}
      entries={{
        isFetching: list.isFetching,
        isError: list.isError,
        error: list.error,
        progress,
        data: list.data?.map((sale) => ({
          token: sale.token,
          symbol: sale.symbol,
          phase: { color: phaseColor[sale.phase], label: t(`sale.phase.${sale.phase}`) },
          progressBps: sale.progressBps,
          line: t('sale.list.raised', {
            raised: coins(sale.raised),
            hardCap: coins(sale.hardCap),
            coin,
            buyers: formatLocaleDecimal(sale.buyerCount.toString(), i18n.language),
          }),
        })),
      }}
    />
  )
}
