import { useQuery } from '@tanstack/react-query'
import { inscriptionProgressQueryOptions } from '@tokenbox/core/tokens/inscription/inscriptionProgressQuery.ts'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'

/**
 * What a rune presale's token is (core's inscriptionProgressQueryOptions): its tick, minted and
 * maximum supply and the wallet's holding; `data` is null when the address holds no TokenBox
 * inscription token. Nothing is read without an address.
 *
 * @example
 * const inscription = useRuneToken(rune ? token.data?.address : undefined)
 */
export function useRuneToken(address: Address | undefined) {
  const publicClient = usePublicClient()
  const { address: account } = useConnection()
  return useQuery(inscriptionProgressQueryOptions(publicClient, { address, account }))
}
