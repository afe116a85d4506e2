import { type Address, isAddressEqual, zeroAddress, zeroHash } from 'viem'
import type { PresaleState } from './presaleState.ts'

/** What an account may do on a presale now, each as the contract allows it. */
export type PresaleActions = {
  /** The account has no inviter yet: a `?ref=` link's inviter is bound with its first purchase. */
  bind: boolean
  buy: boolean
  /** Why buying is not offered while the presale is live. */
  buyBlocker?: 'notWhitelisted' | 'bindFirst' | 'maxReached' | undefined
  claim: boolean
  refund: boolean
  /**
   * Tokens the refund takes back first (in the token's base units): what an Immediately-mode
   * presale delivered in the purchases; 0 otherwise.
   */
  refundReturns: bigint
  emergencyWithdraw: boolean
  /** Anyone, once the end has passed (or the hard cap is filled) with the soft cap met, within the grace period. */
  finalize: boolean
  /** The creator, before the start or after the end while not finalized (see presaleActions). */
  cancel: boolean
  /** The creator takes the deposit back after a cancel or a failure. */
  reclaimDeposit: boolean
}

/**
 * The sale page's buttons from readPresale's state alone. Finalize is offered to every account
 * (a creator cannot hold the raise hostage); refunds follow the contract's `refundable`.
 *
 * @example
 * presaleActions(state, account).finalize
 */
export function presaleActions(
  state: PresaleState,
  account: Address | undefined,
  /** For a Merkle whitelist: whether the published list holds `account` (readPresaleWhitelist). */
  { merkleListed = false }: { merkleListed?: boolean } = {},
): PresaleActions {
  const position = state.position
  const contributed = (position?.contributed ?? []).some((amount) => amount > 0n)
  const isCreator = Boolean(account && isAddressEqual(account, state.creator))
  const live = state.label === 'live'
  const unbound = !position || isAddressEqual(position.inviter, zeroAddress)
  let buyBlocker: PresaleActions['buyBlocker']
  // The contract's order (Presale.contribute): the whitelist, then the inviter (the creator needs
  // none), then the limits; the creator buys under the same whitelist and limits as anyone.
  if (live && account) {
    const publicNow = state.publicAt !== 0n && state.now >= state.publicAt
    const listed = (position?.whitelistTier ?? 0) > 0 || (state.merkleRoot !== zeroHash && merkleListed)
    if (state.whitelist && !publicNow && position && !listed) buyBlocker = 'notWhitelisted'
    else if (state.bindBeforeBuy && unbound && !isCreator) buyBlocker = 'bindFirst'
    else if (state.maxBuy > 0n && position && state.mode !== 'fairLaunch' && position.tokens >= state.maxBuy)
      buyBlocker = 'maxReached'
  }
  return {
    // Binding after the sale is allowed by the contract and changes nothing: the page offers it
    // only while a purchase can follow.
    bind: Boolean(position?.mayBind) && (live || state.label === 'upcoming'),
    buy: Boolean(account) && live && !buyBlocker,
    buyBlocker,
    claim: Boolean(account) && state.label === 'finalized' && (position?.claimable ?? 0n) > 0n,
    refund: Boolean(account) && contributed && Boolean(position?.refundable),
    refundReturns: position?.refundable ? position.claimed : 0n,
    // Until the end, the hard cap filled or not (Presale.emergencyWithdraw), while not finalized.
    emergencyWithdraw:
      Boolean(account) && (live || state.label === 'filled') && state.emergencyWithdraw && contributed,
    finalize: Boolean(account) && (state.label === 'ended' || state.label === 'filled'),
    // Presale.cancel: before the start, or after the end (the hard cap filled counts) while not
    // finalized, unless an Immediately-mode sale already delivered tokens. A failed sale is not
    // offered it: cancelling one changes nothing (refunds and the deposit's return are open in both).
    cancel:
      isCreator &&
      (state.label === 'upcoming' ||
        ((state.label === 'ended' || state.label === 'filled') &&
          !(state.claimMode === 'immediately' && state.sold > 0n))),
    reclaimDeposit: isCreator && Boolean(position?.mayReclaimDeposit),
  }
}
