import { useQuery } from '@tanstack/react-query'
import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { renounceBlockersQueryOptions } from '@tokenbox/core/tokens/tokenDetailsQuery.ts'
import { usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'

/**
 * What stands in the way of renouncing `details`' token (core's renounceBlockersQueryOptions, with
 * the pools of a normal token on the chain's exchanges read for the blacklist). Keyed under
 * `tokenDetails`, so Manage Token's refresh after an action reads it again. `data` is undefined
 * while reading.
 */
export function useRenounceBlockers(details: TokenDetails) {
  const publicClient = usePublicClient()
  const { entry } = useConnectedChainEntry()
  return useQuery(renounceBlockersQueryOptions(publicClient, { details, entry }))
}
