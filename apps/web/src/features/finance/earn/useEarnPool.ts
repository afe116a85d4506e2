import { useQuery } from '@tanstack/react-query'
import { readEarnPool } from '@tokenbox/core/finance/readEarnPool.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * One Earn pool as its page shows it (core's readEarnPool: terms, fund, token and balance, the
 * chain's time and my stakes with their accrued rewards), read again at every new block.
 *
 * @example
 * const pool = useEarnPool(address)
 */
export function useEarnPool(pool: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(pool) })
  return useQuery({
    queryKey: ['earnPool', chainId, pool, account, block?.toString()],
    enabled: Boolean(pool && publicClient),
    placeholderData: (previous) => previous,
    queryFn: async () => {
      const code = await publicClient!.getCode({ address: pool! })
      if (!code || code === '0x') return null
      return readEarnPool(publicClient!, { pool: pool!, account })
    },
    retry: false,
  })
}

export type EarnPoolState = NonNullable<NonNullable<ReturnType<typeof useEarnPool>['data']>>
