import { useQuery } from '@tanstack/react-query'
import { listSaleTokens } from '@tokenbox/core/tokens/sale/listSaleTokens.ts'
import type { SaleListFilter } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * How far back the list looks, in blocks: 20 log requests of core's 5,000-block range, what a
 * public RPC answers in a few seconds (on BSC about 3.5 days, on Ethereum about 2 weeks). A local
 * chain is younger than this, so the list is its whole history there.
 */
export const saleListLookbackBlocks = 100_000n

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
    queryFn: async () => {
      const latest = await publicClient!.getBlockNumber({ cacheTime: 0 })
      const fromBlock = latest > saleListLookbackBlocks ? latest - saleListLookbackBlocks : 0n
      return (await listSaleTokens(publicClient!, { fromBlock, toBlock: latest, filter })).sales
    },
    retry: false,
  })
}
