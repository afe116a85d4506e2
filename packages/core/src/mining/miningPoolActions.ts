import { type Address, isAddressEqual, zeroAddress } from 'viem'
import type { MiningPoolState } from './miningPoolState.ts'

/** What an account may do on a pool now, each as the contract allows it. */
export type MiningPoolActions = {
  stake: boolean
  /** Why staking is not offered while the pool takes stakes. */
  stakeBlocker?: 'notWhitelisted' | undefined
  /** A team pool and the account has neither bound nor staked: an inviter may be bound. */
  bind: boolean
  /** Lock periods whose stake may leave now (unlocked), by option index. */
  unstake: number[]
  /** Lock periods whose stake may leave at once: unlocked ones in full, locked ones with the penalty where allowed. */
  emergencyWithdraw: number[]
  claim: boolean
  /** Restake rewards (reward token == stake token). */
  compound: boolean
  /** Anyone adds to the fund until the end. */
  topUp: boolean
  /** Creator powers. */
  halve: boolean
  whitelist: boolean
  scheduleEnd: boolean
  withdrawUnspent: boolean
  isCreator: boolean
}

/**
 * The pool page's buttons from readMiningPool's state alone. The creator's buttons are the
 * contract's only powers (halve once a day where the pool allows it, the whitelist, an earlier end
 * with 7 days' notice, the unspent fund after the end); none touches a stake.
 *
 * @example
 * miningPoolActions(state, account).claim
 */
export function miningPoolActions(state: MiningPoolState, account: Address | undefined): MiningPoolActions {
  const position = state.position
  const isCreator = Boolean(account && isAddressEqual(account, state.creator))
  const open = state.label !== 'ended'
  const allowed = !state.whitelistOnly || Boolean(position?.whitelisted)
  const stakeBlocker = account && open && !allowed ? 'notWhitelisted' : undefined
  const held = (position?.positions ?? []).filter((entry) => entry.amount > 0n)
  const pending = position?.pendingReward ?? 0n
  return {
    stake: Boolean(account) && open && allowed,
    stakeBlocker,
    bind:
      Boolean(account) &&
      open &&
      !isCreator &&
      state.teamShareBps > 0 &&
      Boolean(position) &&
      isAddressEqual(position!.inviter, zeroAddress) &&
      !position!.joined,
    unstake: held.filter((entry) => !entry.locked).map((entry) => entry.option),
    emergencyWithdraw: held.filter((entry) => !entry.locked || state.earlyExit).map((entry) => entry.option),
    claim: pending > 0n,
    compound: state.sameToken && pending > 0n && open && allowed,
    topUp: Boolean(account) && open,
    halve:
      isCreator &&
      open &&
      state.manualHalving &&
      state.nextManualHalvingAt !== undefined &&
      state.now >= state.nextManualHalvingAt,
    whitelist: isCreator && state.whitelistOnly,
    scheduleEnd: isCreator && open,
    withdrawUnspent: isCreator && !open && state.rewardDeposited > state.rewardAllocated,
    isCreator,
  }
}
