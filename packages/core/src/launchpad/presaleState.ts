import type { Address, Hex } from 'viem'
import type { ClaimMode, PresaleMode } from './presaleDraft.ts'

/**
 * A presale's label (spec 001 section 4, "Label" of the list filter): before the start, live,
 * ended (waiting for finalize, or refundable), finalized (listed, claims open), cancelled, or
 * filled (hard cap reached, may be finalized before the end).
 */
export type PresaleLabel = 'upcoming' | 'live' | 'filled' | 'ended' | 'finalized' | 'cancelled' | 'failed'

/** The list filter of spec 001 section 4: ALL, In PROGRESS, OVER, and Label (one label). */
export type PresaleListFilter = 'all' | 'inProgress' | 'over' | PresaleLabel

/** Whether a label belongs under In PROGRESS (upcoming, live, filled not yet over) or OVER. */
export function isPresaleInProgress(label: PresaleLabel): boolean {
  return label === 'upcoming' || label === 'live' || label === 'filled'
}

/** A pay coin as read from the presale. */
export type PresalePayCoin = {
  coin: Address
  symbol: string
  decimals: number
  /** The contract's rate: token base units per 10^18 coin units (0 in a fair launch or multi-period). */
  rate: bigint
  listingRate: bigint
  /** Coin raised in it. */
  raised: bigint
}

/** A multi-period phase as read. */
export type PresalePhase = { rate: bigint; capTokens: bigint; soldTokens: bigint; start: bigint; end: bigint }

/** A contributor's position in one presale. */
export type PresalePosition = {
  /** Coin paid per pay coin, in the order of `payCoins`. */
  contributed: bigint[]
  /** Tokens bought (a fair launch: its share at the current raise). */
  tokens: bigint
  claimed: bigint
  /** Claimable now under the claim mode. */
  claimable: bigint
  /** A refund would return `contributed` now. */
  refundable: boolean
  /** The inviter bound to (zero address: none). */
  inviter: Address
  /**
   * Whether the contract would bind an inviter for the account now: never for the creator, a bound
   * account or one that ever bought (an emergency withdrawal empties a position, but the contract
   * still counts it as bought, which contributionOf does not say: readPresale asks the contract).
   */
  mayBind: boolean
  /**
   * The creator's position only: whether a cancelled or failed presale still holds a deposit or
   * penalties to return (IPresale.reclaimDeposit, asked of the contract: it may be called again
   * after an Immediately-mode refund brings tokens back); false for everyone else.
   */
  mayReclaimDeposit: boolean
  /** Stored whitelist tier + 1 (0: not listed). */
  whitelistTier: number
}

/** Everything the sale page shows, read in one go by readPresale. */
export type PresaleState = {
  address: Address
  mode: PresaleMode
  creator: Address
  token: Address
  symbol: string
  name: string
  decimals: number
  payCoins: PresalePayCoin[]
  phases: PresalePhase[]
  /** Caps and limits: tokens in rate modes, coin in a fair launch; `maxBuy` is per buyer (0: none). */
  softCap: bigint
  hardCap: bigint
  minBuy: bigint
  maxBuy: bigint
  /** The caps' unit raised so far: tokens sold (rate modes) or coin (fair launch), net of withdrawals. */
  sold: bigint
  /** Tokens for sale in a fair launch. */
  fairLaunchTokens: bigint
  start: bigint
  end: bigint
  /** The chain's clock when read. */
  now: bigint
  label: PresaleLabel
  /** 0..10,000 of the hard cap (a fair launch: of the soft cap). */
  progressBps: number
  contributors: bigint
  liquidityBps: bigint
  listingRate: bigint
  router: Address
  lpLockSeconds: bigint
  /**
   * Whether the LP goes to TokenBox's TokenLocker (its code); false: the creator named another
   * contract, which may hand the LP back at once. Undefined without a locked listing.
   */
  lockerTrusted?: boolean | undefined
  burnLp: boolean
  burnUnsold: boolean
  claimMode: ClaimMode
  vestingStart: bigint
  vestingInterval: bigint
  vestingFirstBps: bigint
  vestingCycleBps: bigint
  whitelist: boolean
  /** A whitelist too long to store: buyers prove their place against this root (zero: none). */
  merkleRoot: Hex
  /** A whitelisted sale is open to everyone from this time (seconds; 0: never). */
  publicAt: bigint
  bindBeforeBuy: boolean
  inviteBps: bigint[]
  /** When it was finalized (0: not yet); linear vesting starts no earlier. */
  finalizedAt: bigint
  /** The end plus the grace period: until then anyone may finalize; after it, refunds open to all. */
  finalizeDeadline: bigint
  emergencyWithdraw: boolean
  /** Share of a contribution kept when withdrawn before the end, bps. */
  emergencyPenaltyBps: bigint
  raiseFeeBps: bigint
  tokenFeeBps: bigint
  /** The pool and its LP lock, once finalized. */
  pair: Address | undefined
  lockId: bigint | undefined
  /** Inscription tick and supply (rune presale), when the token is an inscription token. */
  inscription: { tick: string; supply: bigint } | undefined
  position: PresalePosition | undefined
}

/** Where a presale's label sends it in the list filters. */
export function matchesPresaleFilter(label: PresaleLabel, filter: PresaleListFilter): boolean {
  if (filter === 'all') return true
  if (filter === 'inProgress') return isPresaleInProgress(label)
  if (filter === 'over') return !isPresaleInProgress(label)
  return label === filter
}
