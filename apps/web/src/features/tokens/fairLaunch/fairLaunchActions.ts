import type { FairLaunchState } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { type Address, isAddressEqual } from 'viem'

/** What the connected account may do on a fair launch now, each from readFairLaunchState alone. */
export type FairLaunchActions = {
  mint: boolean
  /** Why minting is not offered while minting is open. */
  mintBlocker?: 'notEligible' | 'limitReached' | undefined
  launch: boolean
  refund: boolean
  claimRefund: boolean
  claimVested: boolean
  withdrawCredit: boolean
  whitelist: boolean
}

/**
 * The mint screen's buttons as the contract allows them: minting while open (eligible, with room),
 * the launch once ended, a refund before the launch at the token's rate, the failed launch's claim,
 * vested tokens, a credit, and the whitelist for its keeper before the launch.
 *
 * @example
 * fairLaunchActions(launch, account).launch
 */
export function fairLaunchActions(launch: FairLaunchState, account: Address | undefined): FairLaunchActions {
  const own = launch.account
  const minting = Boolean(account) && launch.phase === 'minting'
  let mintBlocker: FairLaunchActions['mintBlocker']
  if (minting && own && !own.eligible) mintBlocker = 'notEligible'
  else if (minting && own && own.mintRoom === 0) mintBlocker = 'limitReached'
  const mints = own?.mints ?? 0
  return {
    mint: minting && !mintBlocker,
    mintBlocker,
    launch: Boolean(account) && launch.phase === 'ended',
    refund: launch.refundBps > 0 && (launch.phase === 'minting' || launch.phase === 'ended') && mints > 0,
    claimRefund: launch.phase === 'failed' && mints > 0,
    claimVested: launch.phase === 'trading' && own !== undefined && own.vested > own.claimed,
    withdrawCredit: (own?.credit ?? 0n) > 0n,
    whitelist:
      Boolean(account && isAddressEqual(account, launch.owner)) &&
      launch.condition === 'whitelist' &&
      launch.launchedAt === 0n,
  }
}
