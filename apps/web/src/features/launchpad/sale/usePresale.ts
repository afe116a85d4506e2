import { useQuery } from '@tanstack/react-query'
import { presaleQueryOptions } from '@tokenbox/core/launchpad/presaleQuery.ts'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * One presale's state with the connected account's position (core's presaleQueryOptions), read
 * again at every new block so the countdown, progress and buttons follow the chain.
 *
 * @example
 * const presale = usePresale(address)
 */
export function usePresale(presale: Address | undefined) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const { data: block } = useBlockNumber({ watch: Boolean(presale) })
  return useQuery(presaleQueryOptions(publicClient, { presale, account, block }))
}
