import { useQuery } from '@tanstack/react-query'
import { readInscriptionProgress } from '@tokenbox/core/tokens/inscription/readInscriptionProgress.ts'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * The inscription token at `address` on the connected chain, read with core's
 * readInscriptionProgress and read again on every new block, so the bar moves with other people's
 * mints too; `data` is null when the address holds no TokenBox inscription token there.
 */
export function useInscriptionProgress(address: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const block = useBlockNumber({ watch: true })
  const query = useQuery({
    queryKey: ['inscriptionProgress', chainId, address, account],
    enabled: Boolean(address && publicClient),
    queryFn: async () =>
      (await readInscriptionProgress(publicClient!, { address: address!, account })) ?? null,
    retry: false,
  })
  const { refetch, isFetched } = query
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
