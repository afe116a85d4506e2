import type { Address, PublicClient } from 'viem'
import type { ScanProgress } from '../../logs/scanLogs.ts'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { listFairLaunchTokens } from './listFairLaunchTokens.ts'
import type { FairLaunchListFilter, FairLaunchState } from './readFairLaunchState.ts'

export type FairLaunchListQueryParameters = {
  filter: FairLaunchListFilter
  account: Address | undefined
  /** Whether the list is shown: it is read only then. */
  open: boolean
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's fair launches for the launch list (listFairLaunchTokens over the default window of
 * core's lists), filtered ALL / In PROGRESS / OVER / Label; read only while the list is `open`, the
 * newest launches shown while older blocks are still read.
 *
 * @example
 * useQuery(fairLaunchListQueryOptions(publicClient, { filter: 'all', account, open: true }))
 */
export function fairLaunchListQueryOptions(
  client: PublicClient | undefined,
  { filter, account, open, onProgress }: FairLaunchListQueryParameters,
) {
  return chainQueryOptions<FairLaunchState[]>({
    key: ['fairLaunchList', filter, account],
    client,
    ready: open,
    read: async (client, show) =>
      (await listFairLaunchTokens(client, { filter, account, onEntries: show, onProgress })).launches,
  })
}
