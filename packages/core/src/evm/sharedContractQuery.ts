import { type Address, hexToBytes, type PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { matchesRuntime } from '../tokens/identifyTokenTemplate.ts'
import { type SharedContractKind, sharedContractCandidates } from './sharedContracts.ts'

/** A contract's runtime code as the generated `*Runtime` constants give it. */
export type SharedContractRuntime = Parameters<typeof matchesRuntime>[1]

/**
 * A chain's shared contract of `kind`: the catalogue's address, else the one address per build
 * that the deterministic deployment proxy gives it on every chain (sharedContractCandidates), the
 * same for every browser. `data` is null when the chain has none yet (the screen offers to deploy
 * it, at that address). An address counts only if its code is TokenBox's contract (`runtime`,
 * either build).
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
    key: ['chainContract', kind],
    client,
    ready: Boolean(entry),
    retry: 3,
    read: async (client): Promise<Address | null> => {
      for (const candidate of sharedContractCandidates(kind, entry?.[kind])) {
        const code = await client.getCode({ address: candidate })
        if (code && matchesRuntime(hexToBytes(code), runtime)) return candidate
      }
      return null
    },
  })
}
