import {
  type MiningPoolListQueryParameters,
  miningPoolListQueryOptions,
} from '@tokenbox/core/mining/miningPoolListQuery.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * The chain's mining pools (core's miningPoolListQueryOptions over the factory's PoolCreated
 * events), valued on the chain's DEXes, filtered by kind, LP and search, limited to the account's
 * when `mine`: the newest rows while older blocks are read, and where that scan stands (`progress`).
 */
export function useMiningPoolList(
  parameters: Omit<MiningPoolListQueryParameters, 'account' | 'dexFactories' | 'onProgress'>,
) {
  const { entry } = useConnectedChainEntry()
  const dexFactories = entry?.swaps.map((swap) => swap.factory) ?? []
  return useScannedList((client, scan) =>
    miningPoolListQueryOptions(client, { ...parameters, dexFactories, ...scan }),
  )
}
