import { type Address, isAddressEqual, zeroAddress } from 'viem'
import type { PresaleState } from './presaleState.ts'

/** What an account may do on a presale now, each as the contract allows it. */
export type PresaleActions = {
  /** Bind an inviter first (bind-before-buy, or a `?ref=` link not yet bound). */
  bind: boolean
  buy: boolean
  /** Why buying is not offered while the presale is live (not whitelisted yet, must bind first). */
  buyBlocker?: 'notWhitelisted' | 'bindFirst' | 'maxReached' | undefined
  claim: boolean
  refund: boolean
  emergencyWithdraw: boolean
  /** Anyone, once the end has passed (or the hard cap is met) and the soft cap is met. */
  finalize: boolean
  /** The creator, before the start or once the soft cap was missed. */
  cancel: boolean
}

/**
 * The sale page's buttons from readPresale's state alone. Finalize is offered to every account
 * (a creator cannot hold the raise hostage); refunds open on a missed soft cap, a cancel, or when
 * nobody finalized by the deadline.
 *
 * @example
 * presaleActions(state, account).finalize
 */
export function presaleActions(state: PresaleState, account: Address | undefined): PresaleActions {
  const position = state.position
  const contributed = (position?.contributed ?? []).some((amount) => amount > 0n)
  const softCapMet = state.sold >= state.softCap && state.sold > 0n
  const isCreator = Boolean(account && isAddressEqual(account, state.creator))
  const live = state.label === 'live'
  const overDeadline = state.now > state.finalizeDeadline && state.finalizeDeadline > 0n
  const needsBind = state.bindBeforeBuy && (!position || isAddressEqual(position.inviter, zeroAddress))
  let buyBlocker: PresaleActions['buyBlocker']
  if (live && account) {
    if (state.whitelist && position && (!position.whitelisted || position.opensAt > state.now))
      buyBlocker = 'notWhitelisted'
    else if (needsBind) buyBlocker = 'bindFirst'
    else if (state.maxBuy > 0n && position && position.tokens >= state.maxBuy && state.mode !== 'fairLaunch')
      buyBlocker = 'maxReached'
  }
  const ended = state.label === 'ended' || state.label === 'filled'
  const refundable =
    state.label === 'cancelled' ||
    state.label === 'failed' ||
    (state.label === 'ended' && (!softCapMet || overDeadline))
  return {
    bind: Boolean(account) && (live || state.label === 'upcoming') && Boolean(position) && isAddressEqual(position!.inviter, zeroAddress),
    buy: Boolean(account) && live && !buyBlocker,
    buyBlocker,
    claim: Boolean(account) && state.label === 'finalized' && (position?.claimable ?? 0n) > 0n,
    refund: Boolean(account) && refundable && contributed && !position?.refunded,
    emergencyWithdraw: Boolean(account) && live && contributed,
    finalize: Boolean(account) && ended && softCapMet && !overDeadline,
    cancel: isCreator && (state.label === 'upcoming' || (state.label === 'ended' && !softCapMet)),
  }
}
