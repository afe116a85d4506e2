import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { liquidityVenues, positionTokens, quoteTokenOf } from './chainMarket.ts'
import { findLiquidityPositions } from './findLiquidityPositions.ts'

export type LiquidityPositionsQueryParameters = {
  entry: ChainEntry
  account: Address | undefined
  /** Pairs the user pasted: listed even while the wallet holds none of them. */
  pasted: readonly Address[]
  /** The chain's TokenBox locker (null: none); undefined while it is still being looked up. */
  locker: Address | null | undefined
  /** The tokens the wallet traded lately on the exchange: their pairs are looked for too. */
  recentTokens: () => readonly Address[]
}

/**
 * My Liquidity's positions on the chain's DEXes (findLiquidityPositions: the catalogue's tokens and
 * the recent ones, the pasted pairs, LP locked in the chain's TokenBox locker), valued in the
 * catalogue's first stablecoin. Waits for the account and for the locker's lookup.
 *
 * @example
 * useQuery(liquidityPositionsQueryOptions(client, { entry, account, pasted, locker, recentTokens }))
 */
export function liquidityPositionsQueryOptions(
  client: PublicClient | undefined,
  { entry, account, pasted, locker, recentTokens }: LiquidityPositionsQueryParameters,
) {
  return chainQueryOptions({
    key: ['liquidityPositions', account, pasted.join(), locker],
    client,
    ready: Boolean(account && locker !== undefined),
    retry: 3,
    read: (client) =>
      findLiquidityPositions(client, {
        venues: liquidityVenues(entry),
        tokens: positionTokens(entry, recentTokens()),
        owner: account as Address,
        pairs: pasted,
        locker: locker ?? undefined,
        quote: quoteTokenOf(entry)?.address,
        wrapped: entry.wrappedNative,
        multicallAddress: entry.multicall,
      }),
  })
}
