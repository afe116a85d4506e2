import { useQuery } from '@tanstack/react-query'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { readSaleState } from '@tokenbox/core/tokens/sale/readSaleState.ts'
import { isSaleTemplate } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * The sale token at `address` on the connected chain, read with core's readSaleState (with the
 * connected account's contribution and credit) and read again on every new block, so the progress
 * moves with other people's plain transfers too; `data` is null when the address holds no
 * TokenBox sale token (standard, or a tax token with a hub sale) there.
 */
export function useSaleState(address: Address | undefined) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const block = useBlockNumber({ watch: true })
  const query = useQuery({
    queryKey: ['saleState', chainId, address, account],
    enabled: Boolean(address && publicClient),
    queryFn: async () => {
      const code = await publicClient!.getCode({ address: address! })
      // A standard sale token, or a `?t=1` tax token whose sale the chain's hub holds.
      if (!isSaleTemplate(identifyTokenTemplate(code))) return null
      return readSaleState(publicClient!, { token: address!, account })
    },
    retry: false,
  })
  const { refetch, isFetched } = query
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
