import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readPool } from './readPool.ts'

export type PoolQueryParameters = {
  entry: ChainEntry | undefined
  factory: Address | undefined
  tokenA: Address | undefined
  tokenB: Address | undefined
  owner: Address | undefined
}

/**
 * The pool of two tokens on one DEX (readPool: the factory's pair, then reserves, LP supply and
 * `owner`'s LP in one aggregator call). Nothing is read while a token or the factory is missing;
 * a failed read is tried once more. The screen refreshes it in place at each block.
 *
 * @example
 * useQuery(poolQueryOptions(client, { entry, factory, tokenA: usdt, tokenB: weth, owner: account }))
 */
export function poolQueryOptions(
  client: PublicClient | undefined,
  { entry, factory, tokenA, tokenB, owner }: PoolQueryParameters,
) {
  return chainQueryOptions({
    key: ['pool', factory?.toLowerCase(), tokenA?.toLowerCase(), tokenB?.toLowerCase(), owner?.toLowerCase()],
    client,
    ready: Boolean(entry && factory && tokenA && tokenB),
    retry: 1,
    read: (client) =>
      readPool(client, {
        factory: factory as Address,
        tokenA: tokenA as Address,
        tokenB: tokenB as Address,
        owner,
        multicallAddress: (entry as ChainEntry).multicall,
      }),
  })
}
