import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import type { BeanPoolKind } from './beanPoolSteps.ts'
import { listBeanPools } from './listBeanPools.ts'
import { listEarnPools } from './listEarnPools.ts'

/**
 * The chain's Earn pools (listEarnPools), searched, limited to the account's when `mine`.
 *
 * @example
 * useQuery(earnPoolListQueryOptions(publicClient, { factory, search: '', mine: false, account }))
 */
export function earnPoolListQueryOptions(
  client: PublicClient | undefined,
  parameters: { factory: Address; search: string; mine: boolean; account: Address | undefined },
) {
  const { factory, search, mine, account } = parameters
  return chainQueryOptions({
    key: ['earnPoolList', factory, search, mine, account],
    client,
    read: (client) => listEarnPools(client, parameters),
  })
}

/**
 * The chain's pools of one bean kind (listBeanPools), limited to the account's when `mine`.
 *
 * @example
 * useQuery(beanPoolListQueryOptions(publicClient, { factory, kind: 'dollarBeans', mine: false, account }))
 */
export function beanPoolListQueryOptions(
  client: PublicClient | undefined,
  parameters: { factory: Address; kind: BeanPoolKind; mine: boolean; account: Address | undefined },
) {
  const { factory, kind, mine, account } = parameters
  return chainQueryOptions({
    key: ['beanPoolList', factory, kind, mine, account],
    client,
    read: (client) => listBeanPools(client, parameters),
  })
}
