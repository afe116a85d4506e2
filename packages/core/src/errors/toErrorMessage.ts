import { classifyRpcRefusal } from './classifyRpcRefusal.ts'
import { decodeContractError, readContractError } from './contractErrors.ts'
import type { ErrorMessageKey } from './errorMessageKeys.ts'
import { isNetworkFailure } from './isNetworkFailure.ts'
import { walkCauses } from './walkCauses.ts'

export type ErrorMessage = {
  key: ErrorMessageKey
  /** Interpolation values for the key's text; always strings, ready for i18next. */
  params: Record<string, string>
  /**
   * The raw failure, untranslated, for a "Details" section under the text: a contract error's
   * name and arguments (`MultisigCallFailed(0)`), a revert reason, or an unknown error's message.
   * Absent for failures the text says in full (the user declined, no wallet, the network).
   */
  details?: string
}

export type ToErrorMessageOptions = {
  /** The failing work deploys a contract: insufficient funds then reads as the spec's deploy text. */
  deploying?: boolean
  /**
   * The failing work only read the chain (a screen's reads, a step's reads before anything is sent):
   * an unexplained failure then reads as `readFailed`, never as "Transaction failed".
   */
  reading?: boolean
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

const userRejectedPattern = /user (rejected|denied|cancel)|rejected by (the )?user/i
const insufficientFundsPattern =
  /insufficient funds|doesn't have enough funds|exceeds transaction sender account balance|insufficient balance for transfer|outoffunds/i

function textOf(error: ErrorLike): string {
  return [error.shortMessage, error.message].filter((part) => typeof part === 'string').join('\n')
}

function find(error: unknown, predicate: (link: ErrorLike) => boolean): ErrorLike | null {
  return walkCauses(
    error,
    (link) => typeof link === 'object' && link !== null && predicate(link),
  ) as ErrorLike | null
}

/** Enough for any revert reason or node message; a whole request dump is not a detail. */
const maxDetailsLength = 1_000

/** Selectors of Solidity's built-in Error(string) and Panic(uint256): reasons, not custom errors. */
const reasonSelectors = new Set(['0x08c379a0', '0x4e487b71'])

/** The custom error a revert carries, decoded by the failing call's ABI or else by TokenBox's. */
function customError(
  error: unknown,
  reverted: ErrorLike | null,
): { errorName: string; args: readonly unknown[] } | undefined {
  const decoded = reverted?.data as { errorName?: string; args?: readonly unknown[] } | undefined
  const found = decoded?.errorName
    ? { errorName: decoded.errorName, args: decoded.args ?? [] }
    : (() => {
        const data = revertData(error)
        return data ? decodeContractError(data) : undefined
      })()
  // Error(string) and Panic(uint256) are reasons, read below.
  if (!found || found.errorName === 'Error' || found.errorName === 'Panic') return undefined
  return found
}

/**
 * Revert data no ABI decoded: viem keeps it as `raw` on ContractFunctionRevertedError; wallets and
 * nodes pass it as a hex `data` field.
 */
function revertData(error: unknown): `0x${string}` | undefined {
  const hex = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{8,}$/.test(value)
  const link = find(error, (candidate) => hex((candidate as { raw?: unknown }).raw) || hex(candidate.data))
  if (!link) return undefined
  const raw = (link as { raw?: unknown }).raw
  return (hex(raw) ? raw : link.data) as `0x${string}`
}

/** The first readable message of the cause chain, for the details of an unexplained failure. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error.slice(0, maxDetailsLength) || undefined
  const link = find(
    error,
    (candidate) =>
      (typeof candidate.shortMessage === 'string' && candidate.shortMessage !== '') ||
      (typeof candidate.message === 'string' && candidate.message !== ''),
  )
  if (!link) return undefined
  const text = typeof link.shortMessage === 'string' && link.shortMessage ? link.shortMessage : link.message
  return String(text).slice(0, maxDetailsLength)
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
 * The reason codes of UniswapV2 and its forks' routers, pairs and libraries ("UniswapV2Router:
 * INSUFFICIENT_OUTPUT_AMOUNT", "PancakeRouter: EXPIRED", "UniswapV2: K"), which the chains' DEXes
 * revert with as strings, mapped to the sentences of the bundled AMM's custom errors.
 */
const ammReasonKeys: Readonly<Record<string, ErrorMessageKey>> = {
  INSUFFICIENT_OUTPUT_AMOUNT: 'slippage',
  EXCESSIVE_INPUT_AMOUNT: 'slippage',
  INSUFFICIENT_A_AMOUNT: 'slippage',
  INSUFFICIENT_B_AMOUNT: 'slippage',
  EXPIRED: 'deadlineExpired',
  INSUFFICIENT_LIQUIDITY: 'poolLiquidityTooLow',
  INSUFFICIENT_INPUT_AMOUNT: 'swapAmountTooSmall',
  INSUFFICIENT_LIQUIDITY_MINTED: 'liquidityTooSmall',
  INSUFFICIENT_LIQUIDITY_BURNED: 'liquidityTooSmall',
  INVALID_PATH: 'swapPathInvalid',
  K: 'poolRefusedTrade',
}

/**
 * The error-table key of a UniswapV2-style reason string ("PancakeRouter: EXPIRED" ->
 * deadlineExpired), or undefined for any other reason.
 *
 * @example
 * ammReasonKey('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT') // 'slippage'
 */
export function ammReasonKey(reason: string): ErrorMessageKey | undefined {
  return ammReasonKeys[/^[\w ]+: ([A-Z_]+)$/.exec(reason)?.[1] ?? '']
}

/**
 * Maps any failure of a flow (wallet, RPC, contract, backend) to one entry of the error
 * catalogue of specs 000 and 001: a key from `errorMessageKeys` plus string params. The web app
 * turns it into translated text; nothing here is shown raw in the text itself. The raw failure
 * (a contract error with its arguments, a revert reason, an unknown error's message) travels
 * beside it as `details`, for a "Details" section under the text.
 *
 * It walks the whole cause chain, because wallets, viem and our runner wrap each other's errors,
 * and checks in this order (first match wins):
 * 1. the user declined in the wallet (code 4001, viem UserRejectedRequestError) -> transactionTerminated
 * 2. the wallet does not know the chain (4902) -> chainNotAdded
 * 3. no account (viem AccountNotFoundError, wagmi connector errors, code 4100) -> connectWallet
 * 4. the wallet is on another chain (viem ChainMismatchError) -> wrongNetwork
 * 5. a custom error of a TokenBox contract, decoded by the failing call's ABI or else by every
 *    shipped contract's (contractErrors.ts) -> its own sentence, e.g. TokenPaused -> tokenPaused,
 *    owner and role checks -> noPermission; a custom error no TokenBox contract declares ->
 *    contractError (params `name`, `args`)
 * 6. not enough native coin for value plus gas -> insufficientBalance (insufficientBalanceDeploy
 *    when `deploying`)
 * 7. a revert reason (`Error(string)`, a panic, a node's reason text) -> revertReason;
 *    "Ownable: caller is not the owner" -> noPermission
 * 8. the RPC refused as a limit, in any provider's wording (classifyRpcRefusal): a rate limit ->
 *    rpcRateLimited; a block-range limit it names -> rpcRangeLimited (param `limit`); another range
 *    or result-size limit -> rpcResultsLimited; a method it does not serve -> rpcMethodUnsupported.
 *    The node answered, so none of them is "network failed".
 * 9. the RPC or server is unreachable, timed out, or answered with an HTTP error; a disconnected
 *    provider (4900, 4901) -> networkFailed
 * 10. the TokenBox server or an explorer answered with an error -> requestFailed with its message
 * 11. any other revert (no data, a mined transaction whose replay passed) -> contractError
 * 12. anything else -> readFailed when `reading` (nothing was sent), else transactionFailed
 *
 * @example
 * try {
 *   await walletClient.writeContract(request)
 * } catch (error) {
 *   const { key, params, details } = toErrorMessage(error)
 *   message.error(t(`errors:${key}`, params)) // details: e.g. 'MultisigCallFailed(0)'
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
  const noProxy = find(error, (link) => link.name === 'DeterministicDeployerMissingError')
  if (noProxy) {
    // A tax token would create the chain's swap engine through the proxy: say what cannot be made.
    const needs = (noProxy as { needs?: unknown }).needs
    return { key: needs === 'TaxSwapEngine' ? 'noSwapEngineProxy' : 'noDeploymentProxy', params: {} }
  }

  const reverted = find(error, (link) => link.name === 'ContractFunctionRevertedError')
  const custom = customError(error, reverted)
  if (custom) {
    const args = custom.args.map(formatArgument).join(', ')
    const details = `${custom.errorName}(${args})`
    const reading = readContractError(custom.errorName, custom.args)
    if (reading) return { ...reading, details }
    return { key: 'contractError', params: { name: custom.errorName, args }, details }
  }
  const undecoded = revertData(error)
  if (undecoded && !reasonSelectors.has(undecoded.slice(0, 10).toLowerCase())) {
    // A custom error no TokenBox contract declares: another project's contract, or a newer one.
    return { key: 'contractError', params: { name: undecoded.slice(0, 10), args: '' }, details: undecoded }
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
    if (/caller is not the owner/i.test(reason)) return { key: 'noPermission', params: {}, details: reason }
    const ammKey = ammReasonKey(reason)
    if (ammKey) return { key: ammKey, params: {}, details: reason }
    return { key: 'revertReason', params: { reason }, details: reason }
  }

  // The TokenBox server's and explorers' replies have their own wording (requestFailed below).
  const fromServer = find(
    error,
    (link) => link.name === 'HttpStatusError' || link.name === 'ReplyRejectedError',
  )
  const refusal = fromServer ? null : classifyRpcRefusal(error)
  if (refusal) {
    const details = firstMessage(error)
    const withDetails = details ? { details } : {}
    if (refusal.kind === 'rateLimit') return { key: 'rpcRateLimited', params: {}, ...withDetails }
    if (find(error, (link) => link.name === 'LogsNotServedError'))
      return { key: 'rpcLogsNotServed', params: {}, ...withDetails }
    if (refusal.kind === 'methodUnsupported')
      return { key: 'rpcMethodUnsupported', params: {}, ...withDetails }
    if (refusal.kind === 'range' && refusal.limit !== undefined) {
      return { key: 'rpcRangeLimited', params: { limit: refusal.limit.toString() }, ...withDetails }
    }
    return { key: 'rpcResultsLimited', params: {}, ...withDetails }
  }
  if (isNetworkFailure(error)) {
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
  const details = firstMessage(error)
  // A revert that carries nothing to decode (a bare `revert()`, a mined transaction whose replay
  // passed): still the contract refusing, which says more than "transaction failed".
  if (reverted || rawRevert || find(error, (link) => link.name === 'TransactionRevertedError')) {
    return { key: 'contractError', params: { name: '', args: '' }, ...(details ? { details } : {}) }
  }
  return {
    key: options.reading ? 'readFailed' : 'transactionFailed',
    params: {},
    ...(details ? { details } : {}),
  }
}
