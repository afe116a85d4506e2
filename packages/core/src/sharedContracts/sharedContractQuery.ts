import type { PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readSharedContract, type SharedContractRuntime } from './readSharedContract.ts'
import type { SharedContractKind } from './sharedContracts.ts'

const sharedContractQueryName = 'chainContract'

/**
 * The start of the keys of a chain's shared-contract queries: a flow that deployed one of them
 * has the screens read them again.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: sharedContractsQueryPrefix(chainId) })
 */
export function sharedContractsQueryPrefix(chainId: number) {
  return [sharedContractQueryName, chainId] as const
}

/**
 * The query of a chain's shared contract of `kind` (readSharedContract: the catalogue's address,
 * else the one CREATE2 address per build, the same for every browser). `data` is null when the
 * chain has none yet (the screen offers to deploy it, at that address).
 *
 * @example
 * useQuery(sharedContractQueryOptions(publicClient, { kind: 'lock', entry, runtime: tokenLockerRuntime }))
 */
export function sharedContractQueryOptions(
  client: PublicClient | undefined,
  {
    kind,
    entry,
    runtime,
  }: { kind: SharedContractKind; entry: ChainEntry | undefined; runtime: SharedContractRuntime },
) {
  return chainQueryOptions({
    key: [sharedContractQueryName, kind],
    client,
    ready: Boolean(entry),
    retry: 3,
    read: (client) => readSharedContract(client, { kind, catalogued: entry?.[kind], runtime }),
  })
}
