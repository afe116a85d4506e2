import { useQuery } from '@tanstack/react-query'
import { listPresales } from '@tokenbox/core/launchpad/listPresales.ts'
import type { PresaleListFilter } from '@tokenbox/core/launchpad/presaleState.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * The chain's presales (core's listPresales over the factory's PresaleCreated events), filtered,
 * searched by token, and limited to the account's contributions when `mine`.
 */
export function usePresaleList({
  factory,
  filter,
  search,
  mine,
}: {
  factory: Address
  filter: PresaleListFilter
  search: string
  mine: boolean
}) {
  const { chainId, address: account } = useConnection()
  const publicClient = usePublicClient()
  return useQuery({
    queryKey: ['presaleList', chainId, factory, filter, search, mine, account],
    enabled: Boolean(publicClient),
    queryFn: () =>
      listPresales(publicClient!, {
        factory,
        filter,
        search,
        contributor: mine ? account : undefined,
      }),
    retry: false,
  })
}
