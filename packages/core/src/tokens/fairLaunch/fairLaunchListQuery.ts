import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../../query/chainQuery.ts'
import { listFairLaunchTokens } from './listFairLaunchTokens.ts'
import type { FairLaunchListFilter } from './readFairLaunchState.ts'

/**
 * The chain's fair launches for the launch list (listFairLaunchTokens over the default window of
 * core's lists), filtered ALL / In PROGRESS / OVER / Label; read only while the list is `open`.
 *
 * @example
 * useQuery(fairLaunchListQueryOptions(publicClient, { filter: 'all', account, open: true }))
 */
export function fairLaunchListQueryOptions(
  client: PublicClient | undefined,
  { filter, account, open }: { filter: FairLaunchListFilter; account: Address | undefined; open: boolean },
) {
  return chainQueryOptions({
    key: ['fairLaunchList', filter, account],
    client,
    ready: open,
    read: async (client) => (await listFairLaunchTokens(client, { filter, account })).launches,
  })
}
