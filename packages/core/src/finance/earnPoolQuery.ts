import type { Address, PublicClient } from 'viem'
import { type AccountAtBlockParameters, contractQueryOptions, readIfDeployed } from '../query/chainQuery.ts'
import { readEarnPool } from './readEarnPool.ts'

export type EarnPoolQueryParameters = AccountAtBlockParameters & { pool: Address | undefined }

/**
 * One Earn pool as its page shows it (readEarnPool), read again at every block (accrued rewards and
 * maturity follow the chain) and shown from the last one meanwhile. `data` is null when the address
 * holds no contract.
 *
 * @example
 * useQuery(earnPoolQueryOptions(publicClient, { pool, account, block }))
 */
export function earnPoolQueryOptions(
  client: PublicClient | undefined,
  { pool, account, block }: EarnPoolQueryParameters,
) {
  return contractQueryOptions({
    key: ['earnPool', pool, account, block],
    client,
    followsBlocks: true,
    read: (client, pool) => readIfDeployed(client, pool, () => readEarnPool(client, { pool, account })),
  })
}

export type EarnPoolState = NonNullable<Awaited<ReturnType<typeof readEarnPool>>>
