import type { Address, PublicClient } from 'viem'
import { type AccountAtBlockParameters, contractQueryOptions } from '../query/chainQuery.ts'
import { readMiningPool } from './readMiningPool.ts'

export type MiningPoolQueryParameters = AccountAtBlockParameters & {
  pool: Address | undefined
  /** The chain's DEX factories the pool's tokens are valued on. */
  dexFactories: readonly Address[]
}

/**
 * One mining pool's state with the account's position and team, valued on the chain's DEXes
 * (readMiningPool), read again at every block (rewards, time left and buttons follow the chain) and shown from the last one meanwhile.
 *
 * @example
 * useQuery(miningPoolQueryOptions(publicClient, { pool, account, dexFactories, block }))
 */
export function miningPoolQueryOptions(
  client: PublicClient | undefined,
  { pool, account, dexFactories, block }: MiningPoolQueryParameters,
) {
  return contractQueryOptions({
    key: ['miningPool', pool, account, dexFactories, block],
    client,
    followsBlocks: true,
    read: (client, pool) => readMiningPool(client, { pool, account, dexFactories }),
  })
}
