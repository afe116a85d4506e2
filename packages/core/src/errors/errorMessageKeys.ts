/**
 * Every key {@link toErrorMessage} can return. The web app translates each one in its `errors`
 * locale namespace (en, zh, es, ja); a test there fails when a key has no text.
 */
export const errorMessageKeys = [
  /** The user declined in the wallet (EIP-1193 4001). */
  'transactionTerminated',
  /** The account cannot pay value plus gas. */
  'insufficientBalance',
  /** The same while deploying a contract (the spec's own text for it). */
  'insufficientBalanceDeploy',
  /** A decoded custom error; params `name` and `args` (comma-separated, already formatted). */
  'contractError',
  /** A revert with a reason string or a panic; param `reason`. */
  'revertReason',
  /** An owner or role check failed (OwnableUnauthorizedAccount, AccessControlUnauthorizedAccount). */
  'noPermission',
  /** The RPC node (or the backend) cannot be reached, timed out or answered with an HTTP error. */
  'networkFailed',
  /** The wallet does not know the chain (EIP-1193 4902). */
  'chainNotAdded',
  /** The wallet is on another chain than the one the flow targets. */
  'wrongNetwork',
  /** No wallet account is connected (or the wallet refused access, EIP-1193 4100). */
  'connectWallet',
  /** The TokenBox server or an explorer rejected a request; param `message` (the server's text). */
  'requestFailed',
  /** A trade before the token's trading start (TokenTradingNotStarted). */
  'tradingNotStarted',
  /** A renounce end date that is not later than the block time. */
  'renounceDateInPast',
  /** A compounding start that is not later than the block time. */
  'compoundStartInPast',
  /** A lock whose unlock date is not later than the block time (LockUnlockDateInPast). */
  'unlockDateInPast',
  /** A lock extension not later than the old unlock time or the block time (LockNewUnlockNotLater). */
  'newUnlockNotLater',
  /** A token locked as LP that is not a pair its factory lists (LockNotLpToken). */
  'notLpToken',
  /**
   * A batch send whose transfer to one recipient failed (a contract that refuses the coin, a token
   * that refused the transfer); param `position`: the recipient's 1-based place in its batch.
   */
  'recipientFailed',
  /** The batch sender could not pull the total: the token balance or allowance is short. */
  'sendPullFailed',
  /** A market pair that is not a pool of the token (TokenNotAPool). */
  'notAPool',
  /** Trading settings that stay fixed: the pair's market flag, the router's exemptions, the token, zero or a blacklisted account as a pair (TokenMarketPairFixed). */
  'fixedExemption',
  /** A buy above the anti-bot window's cap (TokenBotWindowLimit). */
  'botWindowLimit',
  /** An unstake above the caller's stake (DividendUnstakeTooLarge). */
  'unstakeTooLarge',
  /** A shared contract's deployment on a chain without the deterministic deployment proxy. */
  'noDeploymentProxy',
  /** Anything else. */
  'transactionFailed',
] as const

export type ErrorMessageKey = (typeof errorMessageKeys)[number]
