import { type Address, hexToBytes, type PublicClient } from 'viem'
import { matchesRuntime } from '../evm/matchesRuntime.ts'
import { type SharedContractKind, sharedContractCandidates } from './sharedContracts.ts'

/** A contract's runtime code as the generated `*Runtime` constants give it. */
export type SharedContractRuntime = Parameters<typeof matchesRuntime>[1]

export type ReadSharedContractParameters = {
  kind: SharedContractKind
  /** The catalogue's address for the chain, where it names one. */
  catalogued?: Address | undefined
  /** The contract's runtime code (either build): only an address holding it counts. */
  runtime: SharedContractRuntime
}

/**
 * A chain's shared contract of `kind`: the catalogue's address, else the one address per build
 * that the deterministic deployment proxy gives it on every chain (sharedContractCandidates), the
 * first whose code is TokenBox's contract. Null when the chain has none yet (a screen then offers
 * to deploy it, at that address); a node that fails is an error, never "none".
 *
 * @example
 * const locker = await readSharedContract(publicClient, { kind: 'lock', catalogued: entry.lock, runtime: tokenLockerRuntime })
 */
export async function readSharedContract(
  client: PublicClient,
  { kind, catalogued, runtime }: ReadSharedContractParameters,
): Promise<Address | null> {
  for (const candidate of sharedContractCandidates(kind, catalogued)) {
    const code = await client.getCode({ address: candidate })
    if (code && matchesRuntime(hexToBytes(code), runtime)) return candidate
  }
  return null
}
