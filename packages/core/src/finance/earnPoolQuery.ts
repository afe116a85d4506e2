import type { Address, PublicClient } from 'viem'
import { chainQueryOptions, readIfDeployed } from '../query/chainQuery.ts'
import { readEarnPool } from './readEarnPool.ts'

export type EarnPoolQueryParameters = {
  pool: Address | undefined
  account: Address | undefined
  /** The newest block: accrued rewards and maturity follow the chain. */
  block: bigint | undefined
}

/**
 * One Earn pool as its page shows it (readEarnPool), read again at every block and shown from the
 * last one meanwhile. `data` is null when the address holds no contract.
 *
 * @example
 * useQuery(earnPoolQueryOptions(publicClient, { pool, account, block }))
 */
export function earnPoolQueryOptions(
  client: PublicClient | undefined,
  { pool, account, block }: EarnPoolQueryParameters,
) {
  return chainQueryOptions({
    key: ['earnPool', pool, account, block],
    client,
    ready: Boolean(pool),
    followsBlocks: true,
    read: (client) =>
      readIfDeployed(client, pool as Address, () => readEarnPool(client, { pool: pool as Address, account })),
  })
}

export type EarnPoolState = NonNullable<Awaited<ReturnType<typeof readEarnPool>>>
