import { useQuery } from '@tanstack/react-query'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { presaleWhitelistPlaceQueryOptions } from '@tokenbox/core/launchpad/presaleWhitelistPlaceQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'

/**
 * The connected buyer's place on a Merkle whitelist (tier and proof for contribute), from the list
 * the creation published (core's presaleWhitelistPlaceQueryOptions, which checks it against the
 * presale's root): `data` is null when the account is not on it; nothing is read for a presale
 * without a Merkle whitelist.
 *
 * @example
 * const place = usePresaleWhitelistPlace(presale, state, account).data
 */
export function usePresaleWhitelistPlace(
  presale: Address | undefined,
  state: PresaleState | null | undefined,
  account: Address | undefined,
) {
  const publicClient = usePublicClient()
  return useQuery(presaleWhitelistPlaceQueryOptions(publicClient, { presale, whitelist: state, account }))
}
