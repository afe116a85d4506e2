import type { Address, Client, Hex } from 'viem'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { planBulkMint } from './planBulkMint.ts'

export type BulkMintPlanQueryParameters = {
  /** The checked inscription's calldata; undefined while the text is not a valid inscription. */
  data: Hex | undefined
  mints: number | undefined
  wallets: readonly Address[]
  /** A run is under way: its own plan is shown, and no preview is read meanwhile. */
  busy: boolean
}

/**
 * The bulk mint's preview (planBulkMint: gas per inscription, mints per sub-wallet, the funding
 * transfers), read again every 15 s while shown, as gas prices move.
 *
 * @example
 * useQuery(bulkMintPlanQueryOptions(publicClient, { data: check.hex, mints: 20, wallets, busy: false }))
 */
export function bulkMintPlanQueryOptions(
  client: Client | undefined,
  { data, mints, wallets, busy }: BulkMintPlanQueryParameters,
) {
  return chainQueryOptions({
    key: ['bulkMintPlan', data ?? null, mints, wallets],
    client,
    ready: Boolean(data) && wallets.length > 0 && Boolean(mints) && !busy,
    refetchInterval: 15_000,
    retry: 3,
    read: (client) => planBulkMint(client, { data: data as Hex, mints: mints ?? 1, wallets }),
  })
}
