import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readLaunchProgress } from './readLaunchProgress.ts'
import type { LaunchPlan } from './types.ts'

export type LaunchProgressQueryParameters = {
  account: Address | undefined
  /**
   * The plan as it is when the query runs: the plan learns addresses while it runs (the token's,
   * the deploy transaction) and each reading must use the newest.
   */
  plan: () => LaunchPlan | undefined
  /** The chain's TokenBox locker (null: none); undefined while it is still being looked up. */
  locker: Address | null | undefined
  /** The explorer's word on the token's source (undefined: cannot say). */
  readVerified: (token: Address) => Promise<boolean | undefined>
}

/**
 * Where the wallet's launch stands on the chain (readLaunchProgress), for the launch runner. One
 * key per chain and wallet whatever the plan learns while it runs: a key that changed mid-run would
 * hand `refetch` a new, empty query instead of the reading it made. Waits for a plan and the
 * locker's lookup; a failed read is tried once more.
 *
 * @example
 * const progress = useQuery(launchProgressQueryOptions(client, { account, plan: () => planRef.current, locker, readVerified }))
 */
export function launchProgressQueryOptions(
  client: PublicClient | undefined,
  { account, plan, locker, readVerified }: LaunchProgressQueryParameters,
) {
  return chainQueryOptions({
    key: ['launchProgress', account?.toLowerCase()],
    client,
    ready: Boolean(plan() && locker !== undefined),
    retry: 1,
    read: (client) => {
      const current = plan()
      if (!current) throw new Error('The launch has no plan to read')
      return readLaunchProgress(client, current, { locker: locker ?? undefined, readVerified })
    },
  })
}
