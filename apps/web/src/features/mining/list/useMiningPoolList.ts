import { useQuery } from '@tanstack/react-query'
import {
  type MiningPoolListQueryParameters,
  miningPoolListQueryOptions,
} from '@tokenbox/core/mining/miningPoolListQuery.ts'
import { useConnection, usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * The chain's mining pools (core's miningPoolListQueryOptions over the factory's PoolCreated
 * events), valued on the chain's DEXes, filtered by kind, LP and search, limited to the account's
 * when `mine`.
 */
export function useMiningPoolList(
  parameters: Omit<MiningPoolListQueryParameters, 'account' | 'dexFactories'>,
) {
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const dexFactories = entry?.swaps.map((swap) => swap.factory) ?? []
  return useQuery(miningPoolListQueryOptions(publicClient, { ...parameters, account, dexFactories }))
}
