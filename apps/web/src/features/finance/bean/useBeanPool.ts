import { useQuery } from '@tanstack/react-query'
import { whenContractRefuses } from '@tokenbox/core/errors/contractRefusal.ts'
import { readBeanPool } from '@tokenbox/core/finance/readBeanPool.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * One Dollar Beans or Roast Beef pool live from the chain (core's readBeanPool: balance, what
 * depositors could withdraw now, payout per day, the last 24 hours in and out, coverage, days left,
 * its rules and my position with today's tax), read again at every new block. Null when the
 * address holds no pool.
 *
 * @example
 * const pool = useBeanPool(address)
 */
export function useBeanPool(pool: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(pool) })
  return useQuery({
    queryKey: ['beanPool', chainId, pool, account, block?.toString()],
    enabled: Boolean(pool && publicClient),
    placeholderData: (previous) => previous,
    queryFn: async () => {
      const code = await publicClient!.getCode({ address: pool! })
      if (!code || code === '0x') return null
      // A contract that does not answer as a pool is none; a node that fails is an error.
      return readBeanPool(publicClient!, { pool: pool!, account }).catch(whenContractRefuses(null))
    },
    retry: false,
  })
}

export type BeanPoolState = NonNullable<NonNullable<ReturnType<typeof useBeanPool>['data']>>
