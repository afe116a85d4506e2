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
  transactionFailed: 'transaction failed',
}
