import { useQuery } from '@tanstack/react-query'
import { miningPoolQueryOptions } from '@tokenbox/core/mining/miningPoolQuery.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * One pool's state (core's miningPoolQueryOptions) with the connected account's position and team,
 * valued on the chain's DEXes, read again at every new block so the rewards, time left and buttons
 * follow the chain.
 *
 * @example
 * const pool = useMiningPool(address)
 */
export function useMiningPool(pool: Address | undefined) {
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(pool) })
  const dexFactories = entry?.swaps.map((swap) => swap.factory) ?? []
  return useQuery(miningPoolQueryOptions(publicClient, { pool, account, dexFactories, block }))
}
