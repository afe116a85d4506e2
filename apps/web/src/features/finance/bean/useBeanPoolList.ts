import {
  type BeanPoolListQueryParameters,
  beanPoolListQueryOptions,
} from '@tokenbox/core/finance/financePoolListQuery.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'

/**
 * The chain's pools of one bean kind (core's beanPoolListQueryOptions over the factory's
 * BeanPoolCreated events), limited to the account's when `mine`: the newest rows while older
 * blocks are read, and where that scan stands (`progress`).
 */
export function useBeanPoolList(parameters: Omit<BeanPoolListQueryParameters, 'account' | 'onProgress'>) {
  return useScannedList((client, scan) => beanPoolListQueryOptions(client, { ...parameters, ...scan }))
}
