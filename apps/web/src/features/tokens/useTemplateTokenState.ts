import { useQuery } from '@tanstack/react-query'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { useEffect } from 'react'
import type { Address, PublicClient } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * The state of the `template` token at `address` on the connected chain, read with core's `read`
 * (with the connected account) and read again on every new block, so progress moves with other
 * people's plain transfers too; `data` is null when the address holds no such TokenBox token.
 *
 * @example
 * const sale = useTemplateTokenState('sale', token, readSaleState)
 */
export function useTemplateTokenState<State>(
  /** The template, or a test of the template when several share the reader (the sale ones). */
  template: TokenTemplateId | ((template: TokenTemplateId | undefined) => boolean),
  address: Address | undefined,
  read: (
    client: PublicClient,
    parameters: { token: Address; account?: Address | undefined },
  ) => Promise<State>,
) {
  const { address: account, chainId } = useConnection()
  const publicClient = usePublicClient()
  const block = useBlockNumber({ watch: true })
  const query = useQuery({
    queryKey: [
      'templateTokenState',
      typeof template === 'string' ? template : template.name,
      chainId,
      address,
      account,
    ],
    enabled: Boolean(address && publicClient),
    queryFn: async () => {
      const code = await publicClient!.getCode({ address: address! })
      const found = identifyTokenTemplate(code)
      if (typeof template === 'string' ? found !== template : !template(found)) return null
      return read(publicClient!, { token: address!, account })
    },
    retry: false,
  })
  const { refetch, isFetched } = query
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
