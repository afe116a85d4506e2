import {
  type PresaleListQueryParameters,
  presaleListQueryOptions,
} from '@tokenbox/core/launchpad/presaleListQuery.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'

/**
 * The chain's presales (core's presaleListQueryOptions over the factory's PresaleCreated events),
 * filtered, searched by token, and limited to the account's contributions when `mine`: the newest
 * rows while older blocks are read, and where that scan stands (`progress`).
 */
export function usePresaleList(parameters: Omit<PresaleListQueryParameters, 'account' | 'onProgress'>) {
  return useScannedList((client, scan) => presaleListQueryOptions(client, { ...parameters, ...scan }))
}
