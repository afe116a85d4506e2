import { useQuery } from '@tanstack/react-query'
import { inviterTeamQueryOptions } from '@tokenbox/core/launchpad/inviterTeamQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/** An inviter's team per generation in one presale (core's inviterTeamQueryOptions). */
export function useInviterTeam(presale: Address, account: Address, generations: number, sold: bigint) {
  const publicClient = usePublicClient()
  return useQuery(inviterTeamQueryOptions(publicClient, { presale, account, generations, sold }))
}
