import { useQuery } from '@tanstack/react-query'
import {
  type TemplateTokenStateQueryParameters,
  templateTokenStateQueryOptions,
} from '@tokenbox/core/tokens/templateTokenStateQuery.ts'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber, useConnection, usePublicClient } from 'wagmi'

/**
 * The state of the `template` token at `address` on the connected chain, read with core's `read`
 * (with the connected account; core's templateTokenStateQueryOptions) and read again on every new
 * block, so progress moves with other people's plain transfers too; `data` is null when the address
 * holds no such TokenBox token.
 *
 * @example
 * const sale = useTemplateTokenState('sale', token, readSaleState)
 */
export function useTemplateTokenState<State>(
  template: TemplateTokenStateQueryParameters<State>['template'],
  address: Address | undefined,
  read: TemplateTokenStateQueryParameters<State>['read'],
) {
  const { address: account } = useConnection()
  const publicClient = usePublicClient()
  const block = useBlockNumber({ watch: true })
  const query = useQuery(templateTokenStateQueryOptions(publicClient, { template, address, account, read }))
  const { refetch, isFetched } = query
  useEffect(() => {
    if (block.data !== undefined && isFetched) void refetch()
  }, [block.data, isFetched, refetch])
  return query
}
