import { type Address, isAddressEqual } from 'viem'
import type { ErrorMessage } from '../../errors/toErrorMessage.ts'
import type { FairLaunchState } from './readFairLaunchState.ts'

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

/** An action of the fair launch screen, by its button (`send`: the mint by plain transfer). */
export type FairLaunchActionKind =
  | 'mint'
  | 'send'
  | 'launch'
  | 'refund'
  | 'claimRefund'
  | 'claimVested'
  | 'withdrawCredit'
  | 'whitelist'

/**
 * Why the launch as read does not let `account` do `kind` (undefined when it does), checked in the
 * order FairLaunchToken checks it and said in the error catalogue's words its own revert gets:
 * minting closed, not eligible, more mints than its room (`times` of a mint by call), not ended,
 * launched already, the launch window closed, refunds closed, nothing to take, the whitelist closed
 * or not its keeper's. A mint by plain transfer does not revert but sends the coin back unminted;
 * it is refused for the same reasons, so the screen never calls that a mint (a value below one
 * mint's price is the token's to send back: the catalogue has no words for it yet).
 *
 * @example
 * fairLaunchActionRefusal(launch, account, { kind: 'launch' }) // { key: 'fairLaunchNotEnded', params: {} }
 */
export function fairLaunchActionRefusal(
  launch: FairLaunchState,
  account: Address,
  action: { kind: FairLaunchActionKind; times?: number | undefined },
): ErrorMessage | undefined {
  const say = (key: ErrorMessage['key'], params: Record<string, string> = {}): ErrorMessage => ({
    key,
    params,
  })
  const own = launch.account
  switch (action.kind) {
    case 'mint':
    case 'send': {
      if (launch.phase !== 'minting') return say('fairLaunchMintingClosed')
      if (!own?.eligible) return say('fairLaunchNotEligible')
      const times = action.kind === 'mint' ? (action.times ?? 0) : 1
      return times < 1 || times > own.mintRoom ? say('fairLaunchMintLimit') : undefined
    }
    case 'launch':
      if (launch.phase === 'trading') return say('tradingAlreadyStarted')
      if (launch.phase === 'minting') return say('fairLaunchNotEnded')
      // The catalogue's dates are milliseconds (i18next's datetime format).
      if (launch.phase === 'failed')
        return say('fairLaunchWindowClosed', { deadline: (launch.launchDeadline * 1000n).toString() })
      return undefined
    case 'refund':
      if (launch.refundBps === 0 || launch.launchedAt !== 0n || launch.phase === 'failed')
        return say('fairLaunchRefundClosed')
      return (own?.mints ?? 0) > 0 ? undefined : say('fairLaunchNothingToClaim')
    case 'claimRefund':
      if (launch.phase !== 'failed') return say('fairLaunchRefundClosed')
      return (own?.mints ?? 0) > 0 ? undefined : say('fairLaunchNothingToClaim')
    case 'claimVested':
      return own && own.vested > own.claimed ? undefined : say('fairLaunchNothingToClaim')
    case 'withdrawCredit':
      return (own?.credit ?? 0n) > 0n ? undefined : say('fairLaunchNothingToClaim')
    case 'whitelist':
      if (!isAddressEqual(account, launch.owner)) return say('noPermission')
      return launch.condition === 'whitelist' && launch.launchedAt === 0n
        ? undefined
        : say('fairLaunchWhitelistClosed')
  }
}
