import { useQuery } from '@tanstack/react-query'
import { readFairLaunchState } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * The fair launch at `address` on the connected chain (core's readFairLaunchState, with the
 * connected account's mints), read again on every new block so progress moves with other
 * people's mints; `data` is null when the address holds no TokenBox fair-launch token there.
 */
export function useFairLaunchState(address: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const block = useBlockNumber({ watch: true })
  const query = useQuery({
    queryKey: ['fairLaunchState', chainId, address, account],
    enabled: Boolean(address && publicClient),
    queryFn: async () => {
      const code = await publicClient!.getCode({ address: address! })
      if (identifyTokenTemplate(code) !== 'fairLaunch') return null
      return readFairLaunchState(publicClient!, { token: address!, account })
    },
    retry: false,
  })
  const { refetch, isFetched } = query
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
