import { useQuery } from '@tanstack/react-query'
import { poolQueryOptions } from '@tokenbox/core/dex/poolQuery.ts'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

/**
 * The pool of two tokens on one DEX of the current chain (core's poolQueryOptions: the factory's
 * pair, then reserves, LP supply and `owner`'s LP in one aggregator call), read again on every new block so
 * the ratio that fills the other amount is the pool's current one. Nothing is read while a token
 * or the factory is undefined.
 *
 * @example
 * const pool = usePool({ factory, tokenA: usdt, tokenB: weth, owner: account })
 * pool.data?.pair === undefined // a new pool: the user sets the starting price
 */
export function usePool(request: {
  factory: Address | undefined
  tokenA: Address | undefined
  tokenB: Address | undefined
  owner: Address | undefined
}) {
  const { chainId, entry } = useCurrentNetwork()
  const client = usePublicClient({ chainId })
  const block = useBlockNumber({ chainId, watch: true })
  const query = useQuery(poolQueryOptions(client, { entry, ...request }))
  const { refetch, isFetched } = query
  // A new block refreshes the same pool in place (the last reading stays on screen meanwhile).
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
