import type { Address, PublicClient } from 'viem'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import { type AccountAtBlockParameters, contractQueryOptions, readIfDeployed } from '../query/chainQuery.ts'
import { readBeanPool } from './readBeanPool.ts'

export type BeanPoolQueryParameters = AccountAtBlockParameters & { pool: Address | undefined }

/**
 * One Dollar Beans or Roast Beef pool live from the chain (readBeanPool), read again at every block
 * (balances, today's tax and days left follow the chain) and shown from the last one meanwhile.
 * `data` is null when the address holds no pool: no code, or a contract that does not answer as
 * one; a node that fails is an error.
 *
 * @example
 * useQuery(beanPoolQueryOptions(publicClient, { pool, account, block }))
 */
export function beanPoolQueryOptions(
  client: PublicClient | undefined,
  { pool, account, block }: BeanPoolQueryParameters,
) {
  return contractQueryOptions({
    key: ['beanPool', pool, account, block],
    client,
    followsBlocks: true,
    read: (client, pool) =>
      readIfDeployed(client, pool, () =>
        readBeanPool(client, { pool, account }).catch(whenContractRefuses(null)),
      ),
  })
}
