import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readMiningPool } from './readMiningPool.ts'

export type MiningPoolQueryParameters = {
  pool: Address | undefined
  account: Address | undefined
  /** The chain's DEX factories the pool's tokens are valued on. */
  dexFactories: readonly Address[]
  /** The newest block: rewards, time left and buttons follow the chain. */
  block: bigint | undefined
}

/**
 * One mining pool's state with the account's position and team, valued on the chain's DEXes
 * (readMiningPool), read again at every block and shown from the last one meanwhile.
 *
 * @example
 * useQuery(miningPoolQueryOptions(publicClient, { pool, account, dexFactories, block }))
 */
export function miningPoolQueryOptions(
  client: PublicClient | undefined,
  { pool, account, dexFactories, block }: MiningPoolQueryParameters,
) {
  return chainQueryOptions({
    key: ['miningPool', pool, account, dexFactories, block],
    client,
    ready: Boolean(pool),
    followsBlocks: true,
    read: (client) => readMiningPool(client, { pool: pool as Address, account, dexFactories }),
  })
}
