import { useQuery } from '@tanstack/react-query'
import { readMiningPool } from '@tokenbox/core/mining/readMiningPool.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * One pool's state (core's readMiningPool) with the connected account's position and team, valued
 * on the chain's DEXes, read again at every new block so the rewards, time left and buttons follow
 * the chain.
 *
 * @example
 * const pool = useMiningPool(address)
 */
export function useMiningPool(pool: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(pool) })
  const dexFactories = entry?.swaps.map((swap) => swap.factory) ?? []
  return useQuery({
    queryKey: ['miningPool', chainId, pool, account, block?.toString()],
    enabled: Boolean(pool && publicClient),
    placeholderData: (previous) => previous,
    queryFn: () => readMiningPool(publicClient!, { pool: pool!, account, dexFactories }),
    retry: false,
  })
}
