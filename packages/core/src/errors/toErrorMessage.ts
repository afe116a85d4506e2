import type { ErrorMessageKey } from './errorMessageKeys.ts'
import { walkCauses } from './walkCauses.ts'

export type ErrorMessage = {
  key: ErrorMessageKey
  /** Interpolation values for the key's text; always strings, ready for i18next. */
  params: Record<string, string>
}

export type ToErrorMessageOptions = {
  /** The failing work deploys a contract: insufficient funds then reads as the spec's deploy text. */
  deploying?: boolean
}

type ErrorLike = {
  name?: unknown
  code?: unknown
  message?: unknown
  shortMessage?: unknown
  reason?: unknown
  data?: unknown
}

const walletNotConnectedNames = new Set([
  'AccountNotFoundError', // viem: no account on the client nor in the call
  'ConnectorNotConnectedError', // wagmi
  'ConnectorAccountNotFoundError', // wagmi
  'ProviderNotFoundError', // wagmi: no injected wallet
  'WalletNotConnectedError', // ours
])

const networkNames = new Set([
  'HttpRequestError', // viem: fetch failed or a non-2xx RPC answer
  'TimeoutError', // viem: the RPC took too long
  'WebSocketRequestError',
  'SocketClosedError',
  'RequestNetworkError', // ours (backend, explorer)
  'RequestTimeoutError',
])

const permissionErrorNames = new Set([
  'OwnableUnauthorizedAccount',
  'AccessControlUnauthorizedAccount',
  'OwnableInvalidOwner',
])

/**
 * Template errors whose meaning the spec's error catalogue words itself (spec 001 sections 5 and 8):
 * shown with that text instead of the raw error name.
 */
const catalogueErrorKeys: Readonly<Record<string, ErrorMessageKey>> = {
  TokenTradingNotStarted: 'tradingNotStarted',
  TokenRenounceEndNotInFuture: 'renounceDateInPast',
  TokenCompoundStartNotInFuture: 'compoundStartInPast',
  TokenNotReturningOwner: 'noPermission',
  LockUnlockDateInPast: 'unlockDateInPast',
  LockNewUnlockNotLater: 'newUnlockNotLater',
  LockNotLpToken: 'notLpToken',
  TokenNotAPool: 'notAPool',
  TokenMarketPairFixed: 'fixedExemption',
  TokenBotWindowLimit: 'botWindowLimit',
  DividendUnstakeTooLarge: 'unstakeTooLarge',
  LockNotOwner: 'noPermission',
  MultiSenderInsufficientValue: 'insufficientBalance',
  MultiSenderPullFailed: 'sendPullFailed',
  // A non-signer acting on a multisig wallet, or anyone calling a change that only an order may make.
  MultisigNotSigner: 'noPermission',
  MultisigOnlySelfCall: 'noPermission',
}

/** Batch sender errors naming the failed recipient by its index in the batch. */
const recipientErrorNames = new Set(['MultiSenderNativeTransferFailed', 'MultiSenderTokenTransferFailed'])

const userRejectedPattern = /user (rejected|denied|cancel)|rejected by (the )?user/i
const insufficientFundsPattern =
  /insufficient funds|doesn't have enough funds|exceeds transaction sender account balance|insufficient balance for transfer|outoffunds/i
const networkPattern =
  /failed to fetch|fetch failed|networkerror when attempting|load failed|econnrefused|econnreset|enotfound|socket hang up/i

function textOf(error: ErrorLike): string {
  return [error.shortMessage, error.message].filter((part) => typeof part === 'string').join('\n')
}

function find(error: unknown, predicate: (link: ErrorLike) => boolean): ErrorLike | null {
  return walkCauses(
    error,
    (link) => typeof link === 'object' && link !== null && predicate(link),
  ) as ErrorLike | null
}

function formatArgument(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return `[${value.map(formatArgument).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    return JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner))
  }
  return String(value)
}

/**
 * Maps any failure of a flow (wallet, RPC, contract, backend) to one entry of the error
 * catalogue of specs 000 and 001: a key from `errorMessageKeys` plus string params. The web app
 * turns it into translated text; nothing here is shown raw.
 *
 * It walks the whole cause chain, because wallets, viem and our runner wrap each other's errors,
 * and checks in this order (first match wins):
 * 1. the user declined in the wallet (code 4001, viem UserRejectedRequestError) -> transactionTerminated
 * 2. the wallet does not know the chain (4902) -> chainNotAdded
 * 3. no account (viem AccountNotFoundError, wagmi connector errors, code 4100) -> connectWallet
 * 4. the wallet is on another chain (viem ChainMismatchError) -> wrongNetwork
 * 5. a decoded custom error: owner/role errors -> noPermission; others -> contractError with its
 *    name and args
 * 6. not enough native coin for value plus gas -> insufficientBalance (insufficientBalanceDeploy
 *    when `deploying`)
 * 7. a revert reason (`Error(string)`, a panic, a node's reason text) -> revertReason;
 *    "Ownable: caller is not the owner" -> noPermission
 * 8. the RPC or server is unreachable, timed out, or answered with an HTTP error; a disconnected
 *    provider (4900, 4901) -> networkFailed
 * 9. the TokenBox server or an explorer answered with an error -> requestFailed with its message
 * 10. anything else -> transactionFailed
 *
 * @example
 * try {
 *   await walletClient.writeContract(request)
 * } catch (error) {
 *   const { key, params } = toErrorMessage(error)
 *   message.error(t(`errors:${key}`, params))
 * }
 */
export function toErrorMessage(error: unknown, options: ToErrorMessageOptions = {}): ErrorMessage {
  if (
    find(
      error,
      (link) =>
        link.code === 4001 ||
        link.name === 'UserRejectedRequestError' ||
        userRejectedPattern.test(textOf(link)),
    )
  ) {
    return { key: 'transactionTerminated', params: {} }
  }
  if (find(error, (link) => link.code === 4902 || /unrecognized chain/i.test(textOf(link)))) {
    return { key: 'chainNotAdded', params: {} }
  }
  if (find(error, (link) => link.code === 4100 || walletNotConnectedNames.has(String(link.name)))) {
    return { key: 'connectWallet', params: {} }
  }
  if (find(error, (link) => link.name === 'ChainMismatchError')) {
    return { key: 'wrongNetwork', params: {} }
  }
  if (find(error, (link) => link.name === 'DeterministicDeployerMissingError')) {
    return { key: 'noDeploymentProxy', params: {} }
  }

  const reverted = find(error, (link) => link.name === 'ContractFunctionRevertedError')
  const decoded = reverted?.data as { errorName?: string; args?: readonly unknown[] } | undefined
  if (decoded?.errorName && decoded.errorName !== 'Error' && decoded.errorName !== 'Panic') {
    if (permissionErrorNames.has(decoded.errorName)) return { key: 'noPermission', params: {} }
    const catalogued = catalogueErrorKeys[decoded.errorName]
    if (catalogued) return { key: catalogued, params: {} }
    if (recipientErrorNames.has(decoded.errorName)) {
      return { key: 'recipientFailed', params: { position: String(Number(decoded.args?.[0] ?? 0n) + 1) } }
    }
    return {
      key: 'contractError',
      params: { name: decoded.errorName, args: (decoded.args ?? []).map(formatArgument).join(', ') },
    }
  }
  // Before reason strings: some nodes report "insufficient funds" as an internal error (-32603)
  // that viem reads as a revert with that message as its reason.
  if (
    find(
      error,
      (link) =>
        link.name === 'InsufficientFundsError' ||
        link.name === 'InsufficientBalanceError' ||
        insufficientFundsPattern.test(textOf(link)),
    )
  ) {
    return { key: options.deploying ? 'insufficientBalanceDeploy' : 'insufficientBalance', params: {} }
  }
  const rawRevert = find(error, (link) => link.name === 'ExecutionRevertedError')
  const reason =
    (typeof reverted?.reason === 'string' ? reverted.reason : undefined) ??
    (rawRevert ? /with reason: (.+?)\.?$/m.exec(textOf(rawRevert))?.[1] : undefined)
  if (reason && reason !== 'execution reverted') {
    if (/caller is not the owner/i.test(reason)) return { key: 'noPermission', params: {} }
    return { key: 'revertReason', params: { reason } }
  }

  if (
    find(
      error,
      (link) =>
        networkNames.has(String(link.name)) ||
        link.code === 4900 ||
        link.code === 4901 ||
        networkPattern.test(textOf(link)),
    )
  ) {
    return { key: 'networkFailed', params: {} }
  }
  const rejected = find(
    error,
    (link) => link.name === 'HttpStatusError' || link.name === 'ReplyRejectedError',
  )
  if (rejected) {
    const message =
      typeof rejected.shortMessage === 'string' && rejected.shortMessage ? rejected.shortMessage : 'Error'
    return { key: 'requestFailed', params: { message } }
  }
  return { key: 'transactionFailed', params: {} }
}
