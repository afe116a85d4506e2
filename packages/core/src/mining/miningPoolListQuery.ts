import type { Address, PublicClient } from 'viem'
import type { ScanProgress } from '../logs/scanLogs.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { listMiningPools, type MiningPoolListEntry } from './listMiningPools.ts'
import type { MiningPoolKind } from './miningDraft.ts'

export type MiningPoolListQueryParameters = {
  factory: Address
  kinds: readonly MiningPoolKind[] | undefined
  lp: boolean | undefined
  search: string
  mine: boolean
  includeEnded: boolean
  account: Address | undefined
  dexFactories: readonly Address[]
  /** Where the list's log scan stands (not part of the key): the screen's progress line. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
}

/**
 * The chain's mining pools valued on its DEXes (listMiningPools), filtered by kind, LP and search,
 * limited to the account's when `mine`: the newest pools show while older blocks are still read.
 *
 * @example
 * useQuery(miningPoolListQueryOptions(publicClient, { factory, kinds: undefined, lp: undefined, search: '', mine: false, includeEnded: false, account, dexFactories }))
 */
export function miningPoolListQueryOptions(
  client: PublicClient | undefined,
  parameters: MiningPoolListQueryParameters,
) {
  const { factory, kinds, lp, search, mine, includeEnded, account, dexFactories } = parameters
  return chainQueryOptions<MiningPoolListEntry[]>({
    key: ['miningPoolList', factory, kinds, lp, search, mine, includeEnded, account, dexFactories],
    client,
    read: (client, show) => listMiningPools(client, { ...parameters, onEntries: show }),
  })
}
