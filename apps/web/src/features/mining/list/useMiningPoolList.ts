import { useQuery } from '@tanstack/react-query'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import {
  type MiningPoolListQueryParameters,
  miningPoolListQueryOptions,
} from '@tokenbox/core/mining/miningPoolListQuery.ts'
import { useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * The chain's mining pools (core's miningPoolListQueryOptions over the factory's PoolCreated
 * events), valued on the chain's DEXes, filtered by kind, LP and search, limited to the account's
 * when `mine`: the newest rows while older blocks are read, and where that scan stands (`progress`).
 */
export function useMiningPoolList(
  parameters: Omit<MiningPoolListQueryParameters, 'account' | 'dexFactories' | 'onProgress'>,
) {
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const dexFactories = entry?.swaps.map((swap) => swap.factory) ?? []
  const [progress, setProgress] = useState<ScanProgress>()
  const list = useQuery(
    miningPoolListQueryOptions(publicClient, {
      ...parameters,
      account,
      dexFactories,
      onProgress: setProgress,
    }),
  )
  return { list, progress }
}
