import type { Client } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { type ChainBuild, readChainBuild } from './readChainBuild.ts'

/**
 * Which build of TokenBox's contracts a chain's node runs (readChainBuild), probed before the first
 * deployment there and kept for as long as the page is open: a node does not change its EVM under
 * a user. `onMismatch` hears of a node that runs another build than the catalogue says. A probe
 * that fails (the RPC is down) is an error, kept for no one.
 *
 * @example
 * const { build } = await queryClient.fetchQuery(chainBuildQueryOptions(client, { entry, onMismatch }))
 */
export function chainBuildQueryOptions(
  client: Client | undefined,
  { entry, onMismatch }: { entry: ChainEntry | undefined; onMismatch: (chainBuild: ChainBuild) => void },
) {
  return {
    ...chainQueryOptions({
      key: ['chainBuild'],
      client,
      ready: Boolean(entry),
      staleTime: Number.POSITIVE_INFINITY,
      read: async (client) => {
        const chainBuild = await readChainBuild(client, (entry as ChainEntry).evm)
        if (chainBuild.mismatch) onMismatch(chainBuild)
        return chainBuild
      },
    }),
    gcTime: Number.POSITIVE_INFINITY,
  }
}
