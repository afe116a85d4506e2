import { useQuery } from '@tanstack/react-query'
import { listSaleTokens } from '@tokenbox/core/tokens/sale/listSaleTokens.ts'
import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The connected chain's sale tokens for the "no-dApp sale list" dialog, from the chain itself
 * (core's listSaleTokens), filtered ALL / In PROGRESS / OVER; read while `open`.
 */
export function useSaleList(filter: SaleListFilter, open: boolean) {
  const { chainId } = useConnection()
  const publicClient = usePublicClient()
  return useQuery({
    queryKey: ['saleList', chainId, filter],
    enabled: Boolean(open && publicClient),
    // Over core's default window: the last 100,000 blocks (listBlockWindow).
    queryFn: async () => (await listSaleTokens(publicClient!, { filter })).sales,
    retry: false,
  })
}
