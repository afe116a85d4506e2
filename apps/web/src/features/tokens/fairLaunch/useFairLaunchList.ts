import { useQuery } from '@tanstack/react-query'
import { fairLaunchListQueryOptions } from '@tokenbox/core/tokens/fairLaunch/fairLaunchListQuery.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The connected chain's fair launches for the launch list (core's fairLaunchListQueryOptions),
 * filtered ALL / In PROGRESS / OVER / Label; read while `open`.
 */
export function useFairLaunchList(filter: FairLaunchListFilter, open: boolean) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  return useQuery(fairLaunchListQueryOptions(publicClient, { filter, account, open }))
}
