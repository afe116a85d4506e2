import { useQuery } from '@tanstack/react-query'
import { inscriptionProgressQueryOptions } from '@tokenbox/core/tokens/inscription/inscriptionProgressQuery.ts'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * The inscription token at `address` on the connected chain (core's
 * inscriptionProgressQueryOptions), read again on every new block, so the bar moves with other
 * people's mints too; `data` is null when the address holds no TokenBox inscription token there.
 */
export function useInscriptionProgress(address: Address | undefined) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const block = useBlockNumber({ watch: true })
  const query = useQuery(inscriptionProgressQueryOptions(publicClient, { address, account }))
  const { refetch, isFetched } = query
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
