import type { Address } from 'viem'

/** The contract's SalePhase, by name. */
export const salePhases = ['active', 'ended', 'trading', 'failed'] as const
export type SalePhase = (typeof salePhases)[number]

/** A sale token's sale as its screens show it (readSaleState, readHubSaleState). */
export type SaleState = {
  token: Address
  /**
   * The TokenSaleHub that holds the sale, for the `?t=1` tax tokens; undefined for a standard sale
   * token, which holds its own. The actions (launch, refund, credit) go there.
   */
  hub?: Address | undefined
  /** The token's own name, symbol and decimals, for the sale's screens. */
  name: string
  symbol: string
  decimals: number
  /**
   * active: buying; ended: over, waiting for someone to start trading; trading: launched;
   * failed: soft cap missed or no launch within the window, buyers claim refunds.
   */
  phase: SalePhase
  /** Wei accepted so far. */
  raised: bigint
  hardCap: bigint
  softCap: bigint
  /** Raised as a share of the hard cap, basis points (10,000 = full). */
  progressBps: number
  buyerCount: bigint
  endTime: bigint
  /** Seconds until the end by the chain's clock; 0 once ended. */
  secondsLeft: bigint
  /** The chain's time at the block read. */
  chainTime: bigint
  tokensPerCoin: bigint
  minContribution: bigint
  maxContribution: bigint
  liquidityBps: number
  /** 0 = the LP is burned. */
  lpLockDuration: number
  /**
   * Whether the LP goes to TokenBox's TokenLocker (its code, either build); false: the terms name
   * another contract, which may hand the LP back at once, so the stated lock promises nothing.
   * Undefined when the LP is burned.
   */
  lockerTrusted?: boolean | undefined
  beneficiary: Address
  /** Whether the owner may still start trading early (it has one; renounced: only after the end). */
  owner: Address
  /** Latest time anyone may start trading (end + the launch window). */
  launchDeadline: bigint
  /** The account's contribution and refund credit, when an account was given. */
  account?: { coin: bigint; tokens: bigint; pendingRefund: bigint } | undefined
}
