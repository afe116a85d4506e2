import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readBalances } from '../wallets/readBalances.ts'
import { getCollectGasPrice, getSweepGasLimit, getTokenTransferGasLimit } from './getCollectGasPrice.ts'

/**
 * The gas strategy's price for collections (getCollectGasPrice), read again every 15 s while shown.
 *
 * @example
 * useQuery(collectGasPriceQueryOptions(publicClient))
 */
export function collectGasPriceQueryOptions(client: PublicClient | undefined) {
  return chainQueryOptions({
    key: ['collectGasPrice'],
    client,
    refetchInterval: 15_000,
    read: (client) => getCollectGasPrice(client),
  })
}

export type WalletBalances = {
  /** By address; a token balance is undefined where the token did not answer. */
  native: ReadonlyMap<Address, bigint | undefined>
  token: ReadonlyMap<Address, bigint | undefined>
}

/**
 * Native and token balances of every imported wallet, through the chain's aggregator in chunks
 * (readBalances: 1,000 calls per request); nothing is read for an empty list.
 *
 * @example
 * useQuery(collectBalancesQueryOptions(publicClient, { accounts, token }))
 */
export function collectBalancesQueryOptions(
  client: PublicClient | undefined,
  { accounts, token }: { accounts: readonly Address[]; token: Address | undefined },
) {
  return chainQueryOptions({
    key: ['collectBalances', token, accounts.join(',')],
    client,
    ready: accounts.length > 0,
    read: async (client): Promise<WalletBalances> => {
      const read = await readBalances(client, { accounts, native: true, tokens: token ? [token] : [] })
      return {
        native: new Map(accounts.map((account, index) => [account, read.native[index]])),
        token: new Map(accounts.map((account, index) => [account, read.tokens[0]?.[index]])),
      }
    },
  })
}

export type CollectPreviewGasParameters = {
  /** The wallet whose sweep is estimated (the first imported). */
  sweeper: Address | undefined
  target: Address | undefined
  token: Address | undefined
  /** A wallet holding the token, and what it holds: its transfer is estimated once for all. */
  holder: Address | undefined
  held: bigint | undefined
  /** The balances are read: the preview waits for them. */
  balancesRead: boolean
}

/**
 * The gas limits a collection's preview uses: a native sweep to the target, and the token transfer
 * estimated once, from the first holder (the run estimates each wallet again before it signs).
 *
 * @example
 * useQuery(collectPreviewGasQueryOptions(publicClient, { sweeper, target, token, holder, held, balancesRead: true }))
 */
export function collectPreviewGasQueryOptions(
  client: PublicClient | undefined,
  { sweeper, target, token, holder, held, balancesRead }: CollectPreviewGasParameters,
) {
  return chainQueryOptions({
    key: ['collectPreviewGas', token, target, holder, held],
    client,
    ready: Boolean(target && sweeper && balancesRead),
    read: async (client) => {
      const sweepGasLimit = await getSweepGasLimit(client, target as Address, sweeper as Address)
      if (!holder || !token || held === undefined) return { sweepGasLimit, tokenGasLimit: 0n }
      const tokenGasLimit = await getTokenTransferGasLimit(client, {
        token,
        from: holder,
        target: target as Address,
        amount: held,
      })
      return { sweepGasLimit, tokenGasLimit }
    },
  })
}
