import { type Address, getAbiItem, type PublicClient } from 'viem'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import type { ListScanParameters } from '../../logs/listScanParameters.ts'
import { readEntriesAsFound } from '../../logs/readEntriesAsFound.ts'
import { scanAnnouncedTokens } from '../scanAnnouncedTokens.ts'
import {
  type FairLaunchListFilter,
  type FairLaunchState,
  matchesFairLaunchFilter,
  readFairLaunchState,
} from './readFairLaunchState.ts'

const fairLaunchCreated = getAbiItem({ abi: fairLaunchTokenAbi, name: 'FairLaunchCreated' })

export type ListFairLaunchTokensParameters = ListScanParameters & {
  filter?: FairLaunchListFilter | undefined
  /** The reader: its own state in each launch, and the `label` filter. */
  account?: Address | undefined
  /** The launches so far, newest first, while older blocks are read. */
  onEntries?: ((launchesSoFar: FairLaunchState[]) => void) | undefined
}

/**
 * The chain's fair launches for the launch list, from the chain itself: every fair-launch token
 * announces itself in its constructor (`FairLaunchCreated`), found by {@link scanAnnouncedTokens}
 * (genuine template code only, newest first); each is read with {@link readFairLaunchState} as soon
 * as it is found and filtered ALL / In PROGRESS / OVER / Label; the launches so far go to `onEntries`
 * while older blocks are read.
 *
 * @example
 * const { launches } = await listFairLaunchTokens(publicClient, { fromBlock: 0n, filter: 'label', account })
 */
export async function listFairLaunchTokens(
  client: PublicClient,
  parameters: ListFairLaunchTokensParameters,
): Promise<{ launches: FairLaunchState[]; scannedTo: bigint }> {
  const { filter = 'all', account, onEntries, ...scan } = parameters
  const launches = readEntriesAsFound({
    entryOf: async (token: Address) => {
      const launch = await readFairLaunchState(client, { token, account })
      return matchesFairLaunchFilter(launch, filter, account) ? launch : null
    },
    onEntries,
  })
  const { tokens, scannedTo } = await scanAnnouncedTokens(client, {
    ...scan,
    event: fairLaunchCreated,
    template: 'fairLaunch',
    // Each genuine launch is read as soon as it is found, the newest first.
    ...(onEntries ? { onTokens: launches.found } : {}),
  })
  return { launches: await launches.rows(tokens), scannedTo }
}
