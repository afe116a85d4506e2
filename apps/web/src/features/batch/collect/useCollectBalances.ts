import { useQuery } from '@tanstack/react-query'
import { collectBalancesQueryOptions } from '@tokenbox/core/collect/collectQuery.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

export type { WalletBalances } from '@tokenbox/core/collect/collectQuery.ts'

/**
 * Native and token balances of every imported wallet, through the chain's aggregator in chunks
 * (core's collectBalancesQueryOptions). Refetch after a collection or on "Refresh".
 */
export function useCollectBalances(accounts: readonly Address[], token: Address | undefined) {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery(collectBalancesQueryOptions(publicClient, { accounts, token }))
}
