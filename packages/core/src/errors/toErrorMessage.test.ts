import { readFileSync } from 'node:fs'
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
import { failureFromAnswer, rpcErrorBody } from '../../testing/failureFromAnswer.ts'
import { providerRefusalWordings } from '../../testing/providerRefusalWordings.ts'
import { errorMessageKeys } from './errorMessageKeys.ts'
import { HttpStatusError, ReplyRejectedError, RequestNetworkError, RequestTimeoutError } from './request.ts'
import { toErrorMessage } from './toErrorMessage.ts'
import { TransactionRevertedError, WalletNotConnectedError } from './transaction.ts'

/** The English sentences users read (packages/ui's locale file: the one catalogue of the texts). */
const englishTexts = JSON.parse(
  readFileSync(new URL('../../../ui/src/locales/en/errors.json', import.meta.url), 'utf8'),
) as Record<string, string>

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

  it("says a TokenBox contract's error in words and keeps the raw error as details", () => {
    const data = encodeErrorResult({ abi, errorName: 'ERC20InsufficientBalance', args: [sender, 3n, 5n] })
    expect(toErrorMessage(revertedCall(data))).toEqual({
      key: 'tokenBalanceTooLow',
      params: {},
      details: `ERC20InsufficientBalance(${sender}, 3, 5)`,
    })
  })

  it('decodes a TokenBox error that reached a call whose ABI lacks it', () => {
    // A multisig order above the wallet's balance, and a paused token's transfer seen through
    // another contract: both reached users raw before ("MultisigCallFailed(0)", "TokenPaused()").
    const foreign = parseAbi(['error MultisigCallFailed(uint256 id)', 'error TokenPaused()'])
    const callFailed = encodeErrorResult({ abi: foreign, errorName: 'MultisigCallFailed', args: [0n] })
    expect(toErrorMessage(revertedCall(callFailed))).toEqual({
      key: 'orderCallFailed',
      params: { id: '0' },
      details: 'MultisigCallFailed(0)',
    })
    const paused = encodeErrorResult({ abi: foreign, errorName: 'TokenPaused' })
    expect(toErrorMessage(revertedCall(paused))).toEqual({
      key: 'tokenPaused',
      params: {},
      details: 'TokenPaused()',
    })
    // A wallet's raw RPC error with the revert data and no ABI at all.
    expect(toErrorMessage({ code: 3, message: 'execution reverted', data: paused }).key).toBe('tokenPaused')
  })

  it('passes the arguments a user needs, formatted', () => {
    const errors = parseAbi([
      'error TokenFeeAboveCap(uint256 totalBps, uint256 capBps)',
      'error TokenCooldownActive(address account, uint256 readyAt)',
      'error TokenPauseUnchanged(bool paused)',
      'error TokenRenounceNotOver(uint64 endsAt, uint256 timestamp)',
      'error MultisigNotEnoughConfirmations(uint256 id, uint256 confirmations, uint256 threshold)',
      'error TokenLimitOutOfRange(uint256 limit, uint256 minimum)',
    ])
    const read = (errorName: string, args: readonly unknown[]) => {
      const { key, params } = toErrorMessage(
        revertedCall(encodeErrorResult({ abi: errors, errorName, args } as never)),
      )
      return { key, params }
    }
    expect(read('TokenFeeAboveCap', [6000n, 2500n])).toEqual({
      key: 'feeAboveCap',
      params: { total: '60', cap: '25' },
    })
    expect(read('TokenFeeAboveCap', [1255n, 1250n]).params).toEqual({ total: '12.55', cap: '12.5' })
    // Unix seconds become milliseconds, the value the texts' datetime format reads.
    expect(read('TokenCooldownActive', [sender, 1_764_000_000n])).toEqual({
      key: 'cooldownActive',
      params: { readyAt: '1764000000000' },
    })
    expect(read('TokenPauseUnchanged', [true]).key).toBe('alreadyPaused')
    expect(read('TokenPauseUnchanged', [false]).key).toBe('notPaused')
    expect(read('TokenRenounceNotOver', [1_764_000_000n, 1n])).toEqual({
      key: 'reclaimNotYet',
      params: { endsAt: '1764000000000' },
    })
    expect(read('TokenRenounceNotOver', [0n, 1n]).key).toBe('noTimedRenounce')
    expect(read('MultisigNotEnoughConfirmations', [3n, 1n, 2n])).toEqual({
      key: 'notEnoughConfirmations',
      params: { confirmations: '1', threshold: '2' },
    })
    expect(read('TokenLimitOutOfRange', [1n, 1000n]).key).toBe('limitTooLow')
    expect(read('TokenLimitOutOfRange', [2n ** 200n, 0n]).key).toBe('amountTooLarge')
  })

  it('says "the contract refused" for an error no TokenBox contract declares, with the raw error', () => {
    const empty = encodeErrorResult({ abi, errorName: 'TokenBoxPaused' })
    expect(toErrorMessage(revertedCall(empty))).toEqual({
      key: 'contractError',
      params: { name: 'TokenBoxPaused', args: '' },
      details: 'TokenBoxPaused()',
    })
    // Not in the call's ABI nor in any TokenBox contract: the raw revert data is all there is.
    const unknown = encodeErrorResult({
      abi: parseAbi(['error SomeoneElsesError(uint256 code)']),
      errorName: 'SomeoneElsesError',
      args: [7n],
    })
    expect(toErrorMessage(revertedCall(unknown))).toEqual({
      key: 'contractError',
      params: { name: unknown.slice(0, 10), args: '' },
      details: unknown,
    })
    // A bare revert without data.
    const bare = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({ abi, functionName: 'transfer' }),
      { abi, functionName: 'transfer', args: [sender, 5n] },
    )
    expect(toErrorMessage(bare)).toMatchObject({ key: 'contractError', details: expect.any(String) })
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
    expect(englishTexts.tradingNotStarted).toBe('Unable to trade, please add liquidity or start trading')
  })

  it('names the failed recipient of a batch by its place in the batch', () => {
    for (const errorName of ['MultiSenderNativeTransferFailed', 'MultiSenderTokenTransferFailed']) {
      const data = encodeErrorResult({ abi, errorName, args: [41n] } as never)
      expect(toErrorMessage(revertedCall(data))).toEqual({
        key: 'recipientFailed',
        params: { position: '42' },
        details: `${errorName}(41)`,
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
      details: 'TransferHelper: TRANSFER_FAILED',
    })
    const panic = encodeErrorResult({
      abi: parseAbi(['error Panic(uint256)']),
      errorName: 'Panic',
      args: [0x11n],
    })
    expect(toErrorMessage(revertedCall(panic))).toEqual({
      key: 'revertReason',
      params: { reason: 'Arithmetic operation resulted in underflow or overflow.' },
      details: 'Arithmetic operation resulted in underflow or overflow.',
    })
    const raw = new ExecutionRevertedError({ message: 'execution reverted: Lottery: NOT_OPEN' })
    expect(toErrorMessage(raw)).toEqual({
      key: 'revertReason',
      params: { reason: 'Lottery: NOT_OPEN' },
      details: 'Lottery: NOT_OPEN',
    })
    // The UniswapV2 family's reason codes get the bundled AMM's sentences, whoever's router it is.
    for (const [reason, key] of [
      ['UniswapV2: EXPIRED', 'deadlineExpired'],
      ['PancakeRouter: INSUFFICIENT_OUTPUT_AMOUNT', 'slippage'],
      ['UniswapV2Router: EXCESSIVE_INPUT_AMOUNT', 'slippage'],
      ['UniswapV2Library: INSUFFICIENT_LIQUIDITY', 'poolLiquidityTooLow'],
      ['UniswapV2: K', 'poolRefusedTrade'],
    ] as const) {
      const reverted = new ExecutionRevertedError({ message: `execution reverted: ${reason}` })
      expect(toErrorMessage(reverted)).toEqual({ key, params: {}, details: reason })
    }
    const owner = new ExecutionRevertedError({
      message: 'execution reverted: Ownable: caller is not the owner',
    })
    expect(toErrorMessage(owner)).toEqual({
      key: 'noPermission',
      params: {},
      details: 'Ownable: caller is not the owner',
    })
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

  it('falls back to transactionFailed, with the raw message as details', () => {
    expect(toErrorMessage(new Error('boom'))).toEqual({
      key: 'transactionFailed',
      params: {},
      details: 'boom',
    })
    expect(toErrorMessage(undefined).key).toBe('transactionFailed')
    expect(toErrorMessage('a string').key).toBe('transactionFailed')
    const cyclic: { cause?: unknown; message: string } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(toErrorMessage(cyclic).key).toBe('transactionFailed')
  })

  it('maps a reverted receipt without a decoded reason to contractError', () => {
    const receipt = { transactionHash: `0x${'ab'.repeat(32)}`, blockNumber: 7n } as never
    expect(toErrorMessage(new TransactionRevertedError({ receipt }))).toMatchObject({
      key: 'contractError',
      details: 'The transaction was mined but reverted.',
    })
  })

  it('only returns listed keys, each with an English text', () => {
    for (const key of errorMessageKeys) expect(englishTexts[key], key).toBeTruthy()
  })
})

describe('an RPC that refuses as a limit (issue 74)', () => {
  const wording = (provider: string, kind: string) => {
    const { httpStatus, code, message } = providerRefusalWordings.find(
      (entry) => entry.provider === provider && entry.kind === kind,
    )!
    return { status: httpStatus, code, message }
  }

  /** The refusal as viem hands it to a screen or a step: through a real endpoint and viem's transport. */
  async function refusedBy(answer: { status: number; code: number; message: string }, retryAfter?: string) {
    return failureFromAnswer(
      {
        status: answer.status,
        body: rpcErrorBody(answer.code, answer.message),
        ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}),
      },
      (client) => client.getLogs({ fromBlock: 0n, toBlock: 3606n }),
    )
  }

  it('says Infura\'s and QuickNode\'s range limit with the limit, not "Transaction failed"', async () => {
    const infura = await refusedBy({ status: 200, code: -32602, message: 'range 3607 exceeds limit of 1000' })
    expect(toErrorMessage(infura)).toMatchObject({ key: 'rpcRangeLimited', params: { limit: '1000' } })
    const quicknode = await refusedBy({
      status: 413,
      code: -32614,
      message: 'eth_getLogs is limited to a 1,000 range',
    })
    expect(toErrorMessage(quicknode, { reading: true })).toMatchObject({
      key: 'rpcRangeLimited',
      params: { limit: '1000' },
    })
  })

  it('says a 429 is a rate limit, not a network failure nor a failed transaction', async () => {
    for (const provider of ['Infura', 'Alchemy', 'QuickNode']) {
      const error = await refusedBy(wording(provider, 'rateLimit'), '1')
      expect(toErrorMessage(error).key, provider).toBe('rpcRateLimited')
    }
  })

  it('says a refused method and an unnamed result cap for what they are', async () => {
    const simulate = await refusedBy(wording('geth-based public nodes', 'methodUnsupported'))
    expect(toErrorMessage(simulate).key).toBe('rpcMethodUnsupported')
    const results = await refusedBy({
      status: 200,
      code: -32005,
      message: 'query returned more than 10000 results',
    })
    expect(toErrorMessage(results).key).toBe('rpcResultsLimited')
  })

  it('says readFailed for an unexplained read failure: nothing was sent', () => {
    expect(toErrorMessage(new Error('boom'), { reading: true })).toEqual({
      key: 'readFailed',
      params: {},
      details: 'boom',
    })
  })
})
