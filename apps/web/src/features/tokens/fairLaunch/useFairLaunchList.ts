import { useQuery } from '@tanstack/react-query'
import { listFairLaunchTokens } from '@tokenbox/core/tokens/fairLaunch/listFairLaunchTokens.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The connected chain's fair launches for the launch list (core's listFairLaunchTokens over the
 * default window of core's lists), filtered ALL / In PROGRESS / OVER / Label; read while `open`.
 */
export function useFairLaunchList(filter: FairLaunchListFilter, open: boolean) {
  const { chainId, address } = useConnection()
  const publicClient = usePublicClient()
  return useQuery({
    queryKey: ['fairLaunchList', chainId, filter, address],
    enabled: Boolean(open && publicClient),
    queryFn: async () => (await listFairLaunchTokens(publicClient!, { filter, account: address })).launches,
    retry: false,
  })
}
