import type { ErrorMessageKey } from './errorMessageKeys.ts'

/**
 * English reference texts of the error keys, worded as the spec's error catalogue words them
 * (spec 001 section 8). Placeholders use i18next's `{{name}}` form. The web app's locale files
 * own the shown texts; this list exists for tests, logs and non-UI callers (scripts, the server).
 *
 * @example
 * errorMessagesEn.transactionTerminated // 'Transaction terminated'
 */
export const errorMessagesEn: Readonly<Record<ErrorMessageKey, string>> = {
  transactionTerminated: 'Transaction terminated',
  insufficientBalance: 'Insufficient balance',
  insufficientBalanceDeploy: 'Insufficient balance, creating a contract will consume gas',
  contractError: 'The contract rejected the transaction: {{name}}({{args}})',
  revertReason: 'The contract rejected the transaction: {{reason}}',
  noPermission: 'No permission to perform related operations',
  networkFailed: 'Network connection failed, please change RPC node',
  chainNotAdded: 'This network is not added to your wallet yet',
  wrongNetwork: 'Your wallet is on another network, please switch network',
  connectWallet: 'Please connect wallet',
  requestFailed: '{{message}}',
  tradingNotStarted: 'Unable to trade, please add liquidity or start trading',
  renounceDateInPast: 'Renounce end date must be greater than the current date',
  compoundStartInPast: 'Compounding time must be greater than the current time',
  unlockDateInPast: 'Unlock date must be greater than the current date or time',
  newUnlockNotLater: 'New unlock time must be greater than the old unlock time or the current time',
  notLpToken: 'Is not an LP address',
  recipientFailed:
    'The transfer to recipient {{position}} of this batch failed; the whole batch was reverted',
  sendPullFailed: 'The token could not be taken from your wallet: check the balance and the approval',
  notAPool: 'This address is not a pool of this token: only a pair holding the token can be a market pair',
  fixedExemption:
    "This address's trading settings are fixed: the token's own pair, the router, the token itself, the zero address and blacklisted accounts cannot be changed here",
  botWindowLimit:
    'During the anti-bot window a buy may leave the buyer with at most 0.1% of the supply: buy less or wait a few blocks',
  unstakeTooLarge: 'You cannot take back more LP than you staked',
  noDeploymentProxy:
    'This chain has no standard deployment proxy (0x4e59…956C), so TokenBox cannot create this shared contract here',
  transactionFailed: 'transaction failed',
}
