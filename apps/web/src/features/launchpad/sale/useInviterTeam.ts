import { useQuery } from '@tanstack/react-query'
import { readInviterTeam } from '@tokenbox/core/launchpad/readInviterTeam.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/** An inviter's team per generation in one presale (core's readInviterTeam). */
export function useInviterTeam(presale: Address, account: Address, generations: number) {
  const publicClient = usePublicClient()
  return useQuery({
    queryKey: ['presaleTeam', presale, account, generations],
    enabled: Boolean(publicClient && generations > 0),
    queryFn: () => readInviterTeam(publicClient!, { presale, account, generations }),
    retry: false,
  })
}
