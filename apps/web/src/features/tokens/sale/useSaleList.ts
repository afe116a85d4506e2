import { useQuery } from '@tanstack/react-query'
import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { saleListQueryOptions } from '@tokenbox/core/tokens/sale/saleListQuery.ts'
import { usePublicClient } from 'wagmi'

/**
 * The connected chain's sale tokens for the "no-dApp sale list" dialog, from the chain itself
 * (core's saleListQueryOptions), filtered ALL / In PROGRESS / OVER; read while `open`.
 */
export function useSaleList(filter: SaleListFilter, open: boolean) {
  const publicClient = usePublicClient()
  return useQuery(saleListQueryOptions(publicClient, { filter, open }))
}
