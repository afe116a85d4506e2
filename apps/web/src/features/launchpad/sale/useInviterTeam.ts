import { useQuery } from '@tanstack/react-query'
import { readInviterTeam } from '@tokenbox/core/launchpad/readInviterTeam.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/** An inviter's team per generation in one presale (core's readInviterTeam). */
export function useInviterTeam(presale: Address, account: Address, generations: number, sold: bigint) {
  const publicClient = usePublicClient()
  return useQuery({
    // `sold` refreshes the team whenever the presale's books move.
    queryKey: ['presaleTeam', presale, account, generations, sold.toString()],
    enabled: Boolean(publicClient),
    queryFn: () => readInviterTeam(publicClient!, { presale, account, generations }),
    retry: false,
  })
}
