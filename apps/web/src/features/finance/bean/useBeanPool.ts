import { useQuery } from '@tanstack/react-query'
import { beanPoolQueryOptions } from '@tokenbox/core/finance/beanPoolQuery.ts'
import type { ReadBeanPoolReturnType } from '@tokenbox/core/finance/readBeanPool.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

export type BeanPoolState = ReadBeanPoolReturnType

/**
 * One Dollar Beans or Roast Beef pool live from the chain (core's beanPoolQueryOptions: balance,
 * what depositors could withdraw now, payout per day, the last 24 hours in and out, coverage, days
 * left, its rules and my position with today's tax), read again at every new block. Null when the
 * address holds no pool.
 *
 * @example
 * const pool = useBeanPool(address)
 */
export function useBeanPool(pool: Address | undefined) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(pool) })
  return useQuery(beanPoolQueryOptions(publicClient, { pool, account, block }))
}
