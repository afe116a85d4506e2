import type { Address, PublicClient } from 'viem'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import { chainQueryOptions, readIfDeployed } from '../query/chainQuery.ts'
import { readBeanPool } from './readBeanPool.ts'

export type BeanPoolQueryParameters = {
  pool: Address | undefined
  account: Address | undefined
  /** The newest block: balances, today's tax and days left follow the chain. */
  block: bigint | undefined
}

/**
 * One Dollar Beans or Roast Beef pool live from the chain (readBeanPool), read again at every block
 * and shown from the last one meanwhile. `data` is null when the address holds no pool: no code, or
 * a contract that does not answer as one; a node that fails is an error.
 *
 * @example
 * useQuery(beanPoolQueryOptions(publicClient, { pool, account, block }))
 */
export function beanPoolQueryOptions(
  client: PublicClient | undefined,
  { pool, account, block }: BeanPoolQueryParameters,
) {
  return chainQueryOptions({
    key: ['beanPool', pool, account, block],
    client,
    ready: Boolean(pool),
    followsBlocks: true,
    read: (client) =>
      readIfDeployed(client, pool as Address, () =>
        readBeanPool(client, { pool: pool as Address, account }).catch(whenContractRefuses(null)),
      ),
  })
}
