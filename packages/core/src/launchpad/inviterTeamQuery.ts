import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readInviterTeam } from './readInviterTeam.ts'

export type InviterTeamQueryParameters = {
  presale: Address
  account: Address
  generations: number
  /** The presale's tokens sold so far: the team is read again whenever the books move. */
  sold: bigint
}

/**
 * An inviter's team per generation in one presale (readInviterTeam).
 *
 * @example
 * useQuery(inviterTeamQueryOptions(publicClient, { presale, account, generations: 3, sold }))
 */
export function inviterTeamQueryOptions(
  client: PublicClient | undefined,
  { presale, account, generations, sold }: InviterTeamQueryParameters,
) {
  return chainQueryOptions({
    key: ['presaleTeam', presale, account, generations, sold],
    client,
    read: (client) => readInviterTeam(client, { presale, account, generations }),
  })
}
