import { fairLaunchListQueryOptions } from '@tokenbox/core/tokens/fairLaunch/fairLaunchListQuery.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { useScannedList } from '../../../app/lists/useScannedList.ts'

/**
 * The connected chain's fair launches for the launch list (core's fairLaunchListQueryOptions),
 * filtered ALL / In PROGRESS / OVER / Label; read while `open`: the newest launches while older
 * blocks are read, and where that scan stands (`progress`).
 */
export function useFairLaunchList(filter: FairLaunchListFilter, open: boolean) {
  return useScannedList((client, scan) => fairLaunchListQueryOptions(client, { filter, open, ...scan }))
}
