import { useQuery } from '@tanstack/react-query'
import { earnPoolQueryOptions } from '@tokenbox/core/finance/earnPoolQuery.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

export type { EarnPoolState } from '@tokenbox/core/finance/earnPoolQuery.ts'

/**
 * One Earn pool as its page shows it (core's earnPoolQueryOptions: terms, fund, token and balance,
 * the chain's time and my stakes with their accrued rewards), read again at every new block.
 *
 * @example
 * const pool = useEarnPool(address)
 */
export function useEarnPool(pool: Address | undefined) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(pool) })
  return useQuery(earnPoolQueryOptions(publicClient, { pool, account, block }))
}
