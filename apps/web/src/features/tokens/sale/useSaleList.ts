import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { saleListQueryOptions } from '@tokenbox/core/tokens/sale/saleListQuery.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'

/**
 * The connected chain's sale tokens for the "no-dApp sale list" dialog, from the chain itself
 * (core's saleListQueryOptions), filtered ALL / In PROGRESS / OVER; read while `open`: the newest
 * sales while older blocks are read, and where that scan stands (`progress`).
 */
export function useSaleList(filter: SaleListFilter, open: boolean) {
  return useScannedList((client, { onProgress }) =>
    saleListQueryOptions(client, { filter, open, onProgress }),
  )
}
