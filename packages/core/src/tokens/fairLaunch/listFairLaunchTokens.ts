import { type Address, getAbiItem, type PublicClient } from 'viem'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import { scanAnnouncedTokens } from '../scanAnnouncedTokens.ts'
import {
  type FairLaunchListFilter,
  type FairLaunchState,
  matchesFairLaunchFilter,
  readFairLaunchState,
} from './readFairLaunchState.ts'

const fairLaunchCreated = getAbiItem({ abi: fairLaunchTokenAbi, name: 'FairLaunchCreated' })

export type ListFairLaunchTokensParameters = {
  /** The last 100,000 blocks when omitted (core's listBlockWindow). */
  fromBlock?: bigint | undefined
  /** The latest when omitted. */
  toBlock?: bigint | undefined
  filter?: FairLaunchListFilter | undefined
  /** The reader: its own state in each launch, and the `label` filter. */
  account?: Address | undefined
  /** Blocks per log request (see logRequestBlocks). */
  blockRange?: bigint | undefined
}

/**
 * The chain's fair launches for the launch list, from the chain itself: every fair-launch token
 * announces itself in its constructor (`FairLaunchCreated`), found by {@link scanAnnouncedTokens}
 * (genuine template code only); each is read with {@link readFairLaunchState} and filtered ALL /
 * In PROGRESS / OVER / Label.
 *
 * @example
 * const { launches } = await listFairLaunchTokens(publicClient, { fromBlock: 0n, filter: 'label', account })
 */
export async function listFairLaunchTokens(
  client: PublicClient,
  parameters: ListFairLaunchTokensParameters,
): Promise<{ launches: FairLaunchState[]; scannedTo: bigint }> {
  const { filter = 'all', account, ...scan } = parameters
  const { tokens, scannedTo } = await scanAnnouncedTokens(client, {
    ...scan,
    event: fairLaunchCreated,
    template: 'fairLaunch',
  })
  const states = await Promise.all(tokens.map((token) => readFairLaunchState(client, { token, account })))
  return { launches: states.filter((launch) => matchesFairLaunchFilter(launch, filter, account)), scannedTo }
}
