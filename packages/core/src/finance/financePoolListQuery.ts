import type { Address, PublicClient } from 'viem'
import type { ScanProgress } from '../logs/scanLogs.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import type { BeanPoolKind } from './beanPoolSteps.ts'
import { type BeanPoolListEntry, listBeanPools } from './listBeanPools.ts'
import { type EarnPoolListEntry, listEarnPools } from './listEarnPools.ts'

export type EarnPoolListQueryParameters = {
  factory: Address
  search: string
  mine: boolean
  account: Address | undefined
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's Earn pools (listEarnPools), searched, limited to the account's when `mine`: the
 * newest pools show while older blocks are still read.
 *
 * @example
 * useQuery(earnPoolListQueryOptions(publicClient, { factory, search: '', mine: false, account }))
 */
export function earnPoolListQueryOptions(
  client: PublicClient | undefined,
  parameters: EarnPoolListQueryParameters,
) {
  const { factory, search, mine, account } = parameters
  return chainQueryOptions<EarnPoolListEntry[]>({
    key: ['earnPoolList', factory, search, mine, account],
    client,
    read: (client, show) => listEarnPools(client, { ...parameters, onEntries: show }),
  })
}

export type BeanPoolListQueryParameters = {
  factory: Address
  kind: BeanPoolKind
  mine: boolean
  account: Address | undefined
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's pools of one bean kind (listBeanPools), limited to the account's when `mine`: the
 * newest pools show while older blocks are still read.
 *
 * @example
 * useQuery(beanPoolListQueryOptions(publicClient, { factory, kind: 'dollarBeans', mine: false, account }))
 */
export function beanPoolListQueryOptions(
  client: PublicClient | undefined,
  parameters: BeanPoolListQueryParameters,
) {
  const { factory, kind, mine, account } = parameters
  return chainQueryOptions<BeanPoolListEntry[]>({
    key: ['beanPoolList', factory, kind, mine, account],
    client,
    read: (client, show) => listBeanPools(client, { ...parameters, onEntries: show }),
  })
}
