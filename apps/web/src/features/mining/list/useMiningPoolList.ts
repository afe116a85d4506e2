import { useQuery } from '@tanstack/react-query'
import { listMiningPools } from '@tokenbox/core/mining/listMiningPools.ts'
import type { MiningPoolKind } from '@tokenbox/core/mining/miningDraft.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * The chain's mining pools (core's listMiningPools over the factory's PoolCreated events), valued
 * on the chain's DEXes, filtered by kind, LP and search, limited to the account's when `mine`.
 */
export function useMiningPoolList({
  factory,
  kinds,
  lp,
  search,
  mine,
  includeEnded,
}: {
  factory: Address
  kinds: readonly MiningPoolKind[] | undefined
  lp: boolean | undefined
  search: string
  mine: boolean
  includeEnded: boolean
}) {
  const { chainId, address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const dexFactories = entry?.swaps.map((swap) => swap.factory) ?? []
  return useQuery({
    queryKey: ['miningPoolList', chainId, factory, kinds, lp, search, mine, includeEnded, account],
    enabled: Boolean(publicClient),
    queryFn: () =>
      listMiningPools(publicClient!, {
        factory,
        kinds,
        lp,
        search,
        account,
        mine,
        includeEnded,
        dexFactories,
      }),
    retry: false,
  })
}
