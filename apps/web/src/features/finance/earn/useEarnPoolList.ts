import {
  type EarnPoolListQueryParameters,
  earnPoolListQueryOptions,
} from '@tokenbox/core/finance/financePoolListQuery.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'

/**
 * The chain's Earn pools (core's earnPoolListQueryOptions over the factory's EarnPoolCreated
 * events), searched, limited to the account's when `mine`: the newest rows while older blocks are
 * read, and where that scan stands (`progress`).
 */
export function useEarnPoolList(parameters: Omit<EarnPoolListQueryParameters, 'account' | 'onProgress'>) {
  return useScannedList((client, scan) => earnPoolListQueryOptions(client, { ...parameters, ...scan }))
}
