import { useQuery } from '@tanstack/react-query'
import { readPresale } from '@tokenbox/core/launchpad/readPresale.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * One presale's state (core's readPresale) with the connected account's position, read again at
 * every new block so the countdown, progress and buttons follow the chain.
 *
 * @example
 * const presale = usePresale(address)
 */
export function usePresale(presale: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(presale) })
  return useQuery({
    queryKey: ['presale', chainId, presale, account, block?.toString()],
    enabled: Boolean(presale && publicClient),
    placeholderData: (previous) => previous,
    queryFn: () => readPresale(publicClient!, { presale: presale!, account }),
    retry: false,
  })
}
