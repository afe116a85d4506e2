import { useQuery } from '@tanstack/react-query'
import { readBalances } from '@tokenbox/core/wallets/readBalances.ts'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

export type WalletBalances = {
  /** By address; a token balance is undefined where the token did not answer. */
  native: ReadonlyMap<Address, bigint | undefined>
  token: ReadonlyMap<Address, bigint | undefined>
}

/**
 * Native and token balances of every imported wallet, through the chain's aggregator in chunks
 * (core readBalances: 1,000 calls per request). Refetch after a collection or on "Refresh".
 */
export function useCollectBalances(accounts: readonly Address[], token: Address | undefined) {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId })
  return useQuery({
    queryKey: ['collectBalances', chainId, token, accounts.join(',')],
    enabled: Boolean(publicClient) && accounts.length > 0,
    queryFn: async (): Promise<WalletBalances> => {
      const read = await readBalances(publicClient!, { accounts, native: true, tokens: token ? [token] : [] })
      return {
        native: new Map(accounts.map((account, index) => [account, read.native[index]])),
        token: new Map(accounts.map((account, index) => [account, read.tokens[0]?.[index]])),
      }
    },
    retry: false,
  })
}
