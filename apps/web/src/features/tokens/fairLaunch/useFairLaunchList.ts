import { useQuery } from '@tanstack/react-query'
import { listFairLaunchTokens } from '@tokenbox/core/tokens/fairLaunch/listFairLaunchTokens.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { useConnection, usePublicClient } from 'wagmi'
import { saleListLookbackBlocks } from '../sale/useSaleList.ts'

/**
 * The connected chain's fair launches for the launch list (core's listFairLaunchTokens over the
 * same look-back as the sale list), filtered ALL / In PROGRESS / OVER / Label; read while `open`.
 */
export function useFairLaunchList(filter: FairLaunchListFilter, open: boolean) {
  const { chainId, address } = useConnection()
  const publicClient = usePublicClient()
  return useQuery({
    queryKey: ['fairLaunchList', chainId, filter, address],
    enabled: Boolean(open && publicClient),
    queryFn: async () => {
      const latest = await publicClient!.getBlockNumber({ cacheTime: 0 })
      const fromBlock = latest > saleListLookbackBlocks ? latest - saleListLookbackBlocks : 0n
      return (
        await listFairLaunchTokens(publicClient!, { fromBlock, toBlock: latest, filter, account: address })
      ).launches
    },
    retry: false,
  })
}
