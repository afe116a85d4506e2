import {
  ChainMismatchError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  createWalletClient,
  EstimateGasExecutionError,
  ExecutionRevertedError,
  encodeErrorResult,
  getAddress,
  HttpRequestError,
  http,
  InsufficientFundsError,
  parseAbi,
  SwitchChainError,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { errorMessageKeys } from './errorMessageKeys.ts'
import { errorMessagesEn } from './errorMessagesEn.ts'
import { HttpStatusError, ReplyRejectedError, RequestNetworkError, RequestTimeoutError } from './request.ts'
import { toErrorMessage } from './toErrorMessage.ts'
import { TransactionRevertedError, WalletNotConnectedError } from './transaction.ts'

const abi = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error OwnableUnauthorizedAccount(address account)',
  'error TokenBoxPaused()',
  'error TokenTradingNotStarted()',
  'error LockUnlockDateInPast(uint256 unlockDate, uint256 currentTime)',
  'error LockNewUnlockNotLater(uint256 newUnlock, uint256 oldUnlock, uint256 currentTime)',
  'error LockNotLpToken(address token)',
  'error LockNotOwner(uint256 id, address caller)',
  'error TokenNotAPool(address account)',
  'error TokenMarketPairFixed(address account)',
  'error TokenBotWindowLimit(uint256 amount, uint256 limit)',
  'error DividendUnstakeTooLarge(uint256 amount, uint256 staked)',
  'error MultiSenderInsufficientValue(uint256 required, uint256 sent)',
  'error MultiSenderPullFailed()',
  'error MultisigNotSigner(address account)',
  'error MultisigOnlySelfCall(address caller)',
  'error MultiSenderNativeTransferFailed(uint256 index)',
  'error MultiSenderTokenTransferFailed(uint256 index)',
  'error TokenRenounceEndNotInFuture(uint64 endsAt, uint256 timestamp)',
  'error TokenCompoundStartNotInFuture(uint64 startTime, uint256 timestamp)',
  'function transfer(address to, uint256 amount) returns (bool)',
])
const sender = getAddress('0x70997970c51812dc3a010c7d01b50e678d3c4c8b')

// Wraps a revert the way viem's writeContract/estimateContractGas does.
function revertedCall(data: `0x${string}`) {
  const reverted = new ContractFunctionRevertedError({ abi, data, functionName: 'transfer' })
  return new ContractFunctionExecutionError(reverted, { abi, functionName: 'transfer', args: [sender, 5n] })
}

describe('toErrorMessage', () => {
  it('maps a user rejection in any form to transactionTerminated', () => {
    const provider = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' }
    expect(toErrorMessage(provider)).toEqual({ key: 'transactionTerminated', params: {} })
    expect(toErrorMessage(new UserRejectedRequestError(new Error('no')))).toMatchObject({
      key: 'transactionTerminated',
    })
    const wrapped = new ContractFunctionExecutionError(
      new UserRejectedRequestError(provider as unknown as Error),
      {
        abi,
        functionName: 'transfer',
        args: [sender, 1n],
      },
    )
    expect(toErrorMessage(wrapped).key).toBe('transactionTerminated')
    expect(toErrorMessage(new Error('User rejected the request.')).key).toBe('transactionTerminated')
  })

  it('maps an unknown chain (4902)', () => {
    expect(toErrorMessage({ code: 4902, message: 'Unrecognized chain ID "0x7a69".' }).key).toBe(
      'chainNotAdded',
    )
    expect(toErrorMessage(new SwitchChainError(new Error('x'))).key).toBe('chainNotAdded')
  })

  it('maps a missing account to connectWallet', async () => {
    // viem throws AccountNotFoundError before any request when a call has no account.
    const walletClient = createWalletClient({ transport: http('http://127.0.0.1:1') })
    const error = await walletClient
      .sendTransaction({ to: sender, chain: null } as never)
      .catch((error) => error)
    expect(error.name).toBe('AccountNotFoundError')
    expect(toErrorMessage(error).key).toBe('connectWallet')
    expect(toErrorMessage(new WalletNotConnectedError()).key).toBe('connectWallet')
    expect(toErrorMessage({ code: 4100, message: 'Unauthorized' }).key).toBe('connectWallet')
  })

  it('maps a chain mismatch to wrongNetwork', () => {
    expect(toErrorMessage(new ChainMismatchError({ chain: mainnet, currentChainId: 31337 })).key).toBe(
      'wrongNetwork',
    )
  })

  it('decodes a custom error with its name and arguments', () => {
    const data = encodeErrorResult({ abi, errorName: 'ERC20InsufficientBalance', args: [sender, 3n, 5n] })
    expect(toErrorMessage(revertedCall(data))).toEqual({
      key: 'contractError',
      params: { name: 'ERC20InsufficientBalance', args: `${sender}, 3, 5` },
    })
    const empty = encodeErrorResult({ abi, errorName: 'TokenBoxPaused' })
    expect(toErrorMessage(revertedCall(empty))).toEqual({
      key: 'contractError',
      params: { name: 'TokenBoxPaused', args: '' },
    })
  })

  it('maps owner checks to noPermission', () => {
    const data = encodeErrorResult({ abi, errorName: 'OwnableUnauthorizedAccount', args: [sender] })
    expect(toErrorMessage(revertedCall(data)).key).toBe('noPermission')
  })

  it('words the template errors the spec catalogues with the spec text', () => {
    const key = (errorName: string, args: readonly unknown[] = []) =>
      toErrorMessage(revertedCall(encodeErrorResult({ abi, errorName, args } as never))).key
    expect(key('TokenTradingNotStarted')).toBe('tradingNotStarted')
    expect(key('TokenRenounceEndNotInFuture', [1n, 2n])).toBe('renounceDateInPast')
    expect(key('TokenCompoundStartNotInFuture', [1n, 2n])).toBe('compoundStartInPast')
    expect(key('LockUnlockDateInPast', [1n, 2n])).toBe('unlockDateInPast')
    expect(key('LockNewUnlockNotLater', [1n, 2n, 3n])).toBe('newUnlockNotLater')
    expect(key('LockNotLpToken', [sender])).toBe('notLpToken')
    expect(key('LockNotOwner', [1n, sender])).toBe('noPermission')
    expect(key('TokenNotAPool', [sender])).toBe('notAPool')
    expect(key('TokenMarketPairFixed', [sender])).toBe('fixedExemption')
    expect(key('TokenBotWindowLimit', [2n, 1n])).toBe('botWindowLimit')
    expect(key('DividendUnstakeTooLarge', [2n, 1n])).toBe('unstakeTooLarge')
    expect(key('MultiSenderInsufficientValue', [2n, 1n])).toBe('insufficientBalance')
    expect(key('MultiSenderPullFailed')).toBe('sendPullFailed')
    expect(key('MultisigNotSigner', [sender])).toBe('noPermission')
    expect(key('MultisigOnlySelfCall', [sender])).toBe('noPermission')
    expect(errorMessagesEn.tradingNotStarted).toBe('Unable to trade, please add liquidity or start trading')
  })

  it('names the failed recipient of a batch by its place in the batch', () => {
    for (const errorName of ['MultiSenderNativeTransferFailed', 'MultiSenderTokenTransferFailed']) {
      const data = encodeErrorResult({ abi, errorName, args: [41n] } as never)
      expect(toErrorMessage(revertedCall(data))).toEqual({
        key: 'recipientFailed',
        params: { position: '42' },
      })
    }
  })

  it('carries a revert reason string and a panic reason', () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['TransferHelper: TRANSFER_FAILED'],
    })
    expect(toErrorMessage(revertedCall(data))).toEqual({
      key: 'revertReason',
      params: { reason: 'TransferHelper: TRANSFER_FAILED' },
    })
    const panic = encodeErrorResult({
      abi: parseAbi(['error Panic(uint256)']),
      errorName: 'Panic',
      args: [0x11n],
    })
    expect(toErrorMessage(revertedCall(panic))).toEqual({
      key: 'revertReason',
      params: { reason: 'Arithmetic operation resulted in underflow or overflow.' },
    })
    const raw = new ExecutionRevertedError({ message: 'execution reverted: UniswapV2: EXPIRED' })
    expect(toErrorMessage(raw)).toEqual({ key: 'revertReason', params: { reason: 'UniswapV2: EXPIRED' } })
    const owner = new ExecutionRevertedError({
      message: 'execution reverted: Ownable: caller is not the owner',
    })
    expect(toErrorMessage(owner)).toEqual({ key: 'noPermission', params: {} })
  })

  it('maps insufficient funds, with the deploy text when deploying', () => {
    const error = new EstimateGasExecutionError(new InsufficientFundsError(), {})
    expect(toErrorMessage(error).key).toBe('insufficientBalance')
    expect(toErrorMessage(error, { deploying: true }).key).toBe('insufficientBalanceDeploy')
    expect(toErrorMessage(new Error("Sender doesn't have enough funds to send tx.")).key).toBe(
      'insufficientBalance',
    )
  })

  it('maps an unreachable or slow RPC or server to networkFailed', () => {
    const url = 'http://127.0.0.1:1'
    expect(toErrorMessage(new HttpRequestError({ url, cause: new TypeError('fetch failed') })).key).toBe(
      'networkFailed',
    )
    expect(toErrorMessage(new TimeoutError({ body: {}, url })).key).toBe('networkFailed')
    expect(toErrorMessage(new RequestNetworkError({ url })).key).toBe('networkFailed')
    expect(toErrorMessage(new RequestTimeoutError({ url, timeoutMs: 60_000 })).key).toBe('networkFailed')
    expect(toErrorMessage(new TypeError('Failed to fetch')).key).toBe('networkFailed')
    expect(toErrorMessage({ code: 4900, message: 'Disconnected' }).key).toBe('networkFailed')
  })

  it("maps the server's rejections to requestFailed with its message", () => {
    const url = 'http://127.0.0.1/api'
    expect(toErrorMessage(new ReplyRejectedError({ url, serverMessage: 'Rate limit', body: {} }))).toEqual({
      key: 'requestFailed',
      params: { message: 'Rate limit' },
    })
    expect(
      toErrorMessage(
        new HttpStatusError({ url, status: 400, serverMessage: 'address is invalid', body: {} }),
      ),
    ).toEqual({ key: 'requestFailed', params: { message: 'address is invalid' } })
  })

  it('falls back to transactionFailed', () => {
    expect(toErrorMessage(new Error('boom'))).toEqual({ key: 'transactionFailed', params: {} })
    expect(toErrorMessage(undefined).key).toBe('transactionFailed')
    expect(toErrorMessage('a string').key).toBe('transactionFailed')
    const cyclic: { cause?: unknown; message: string } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(toErrorMessage(cyclic).key).toBe('transactionFailed')
  })

  it('maps a reverted receipt without a decoded reason to transactionFailed', () => {
    const receipt = { transactionHash: `0x${'ab'.repeat(32)}`, blockNumber: 7n } as never
    expect(toErrorMessage(new TransactionRevertedError({ receipt })).key).toBe('transactionFailed')
  })

  it('only returns listed keys, each with an English text', () => {
    for (const key of errorMessageKeys) expect(errorMessagesEn[key]).toBeTruthy()
    expect(Object.keys(errorMessagesEn).sort()).toEqual([...errorMessageKeys].sort())
  })
})
