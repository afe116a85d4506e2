import type { Address } from 'viem'
import { sale314TokenAbi } from '../../contracts/Sale314Token.abi.ts'
import { token314Abi } from '../../contracts/Token314.abi.ts'
import { x314TokenAbi } from '../../contracts/X314Token.abi.ts'
import { call } from '../../transactions/call.ts'
import { transfer } from '../../transactions/transfer.ts'
import type { Step } from '../../transactions/types.ts'

/**
 * Seconds a trade may wait in the mempool before the token refuses it: long enough for a slow
 * wallet prompt, short enough that a trade sent at yesterday's price cannot fill today.
 */
export const trade314DeadlineSeconds = 20n * 60n

/** A trade's deadline from the chain's time (`Market314State.chainTime`), so a node ahead of the clock is fine. */
export function trade314Deadline(chainTime: bigint): bigint {
  return chainTime + trade314DeadlineSeconds
}

/**
 * Buys with `value` of the native coin at the market's price, refusing less than `minTokensOut`
 * (the quote less the slippage allowed: `quote314`).
 *
 * @example
 * buy314Step({ token, value: parseEther('1'), minTokensOut: quote.minOut, deadline: trade314Deadline(state.chainTime) })
 */
export function buy314Step({
  token,
  value,
  minTokensOut,
  deadline,
}: {
  token: Address
  value: bigint
  minTokensOut: bigint
  deadline: bigint
}): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'buy',
    args: [minTokensOut, deadline],
    value,
    label: 'buy',
  })
}

/**
 * A buy as any wallet can send it: the plain native transfer to the token (no slippage bound: the
 * token fills at the price of the block).
 *
 * @example
 * buy314ByTransferStep({ token, value: parseEther('0.1') })
 */
export function buy314ByTransferStep({ token, value }: { token: Address; value: bigint }): Step {
  return transfer({ to: token, value, label: 'buy' })
}

/**
 * Sells `tokensIn` for at least `minCoinOut`. No approval: the token moves its own balance.
 *
 * @example
 * sell314Step({ token, tokensIn: parseEther('1000'), minCoinOut: quote.minOut, deadline })
 */
export function sell314Step({
  token,
  tokensIn,
  minCoinOut,
  deadline,
}: {
  token: Address
  tokensIn: bigint
  minCoinOut: bigint
  deadline: bigint
}): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'sell',
    args: [tokensIn, minCoinOut, deadline],
    label: 'sell',
  })
}

/**
 * The owner's one-time liquidity: `value` of the coin joins the tokens minted to the token for its
 * reserve, locked until `lockedUntil` (unix seconds); trading opens with it.
 *
 * @example
 * addLiquidity314Step({ token, value: parseEther('10'), lockedUntil: chainTime + 30n * 86_400n })
 */
export function addLiquidity314Step({
  token,
  value,
  lockedUntil,
}: {
  token: Address
  value: bigint
  lockedUntil: bigint
}): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'addLiquidity',
    args: [lockedUntil],
    value,
    label: 'addLiquidity',
  })
}

/**
 * Moves the liquidity lock later (never earlier: the token refuses).
 *
 * @example
 * extendLiquidityLock314Step({ token, lockedUntil: state.lockedUntil + 30n * 86_400n })
 */
export function extendLiquidityLock314Step({
  token,
  lockedUntil,
}: {
  token: Address
  lockedUntil: bigint
}): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'extendLiquidityLock',
    args: [lockedUntil],
    label: 'extendLiquidityLock',
  })
}

/**
 * The provider takes both reserves back once the lock has ended; trading closes with it.
 *
 * @example
 * removeLiquidity314Step({ token })
 */
export function removeLiquidity314Step({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'removeLiquidity',
    args: [],
    label: 'removeLiquidity',
  })
}

/**
 * The owner's buy and sell fees, each at most the contract's MAX_FEE_BPS (25%).
 *
 * @example
 * setFees314Step({ token, buyFeeBps: 100, sellFeeBps: 200 })
 */
export function setFees314Step({
  token,
  buyFeeBps,
  sellFeeBps,
}: {
  token: Address
  buyFeeBps: number
  sellFeeBps: number
}): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'setFees',
    args: [buyFeeBps, sellFeeBps],
    label: 'setFees',
  })
}

/**
 * Where the fees go from now on.
 *
 * @example
 * setFeeReceiver314Step({ token, receiver })
 */
export function setFeeReceiver314Step({ token, receiver }: { token: Address; receiver: Address }): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'setFeeReceiver',
    args: [receiver],
    label: 'setFeeReceiver',
  })
}

/**
 * Raises the most one wallet may hold (base units), or lifts it with 0; the token refuses a lower one.
 *
 * @example
 * setMaxWallet314Step({ token, maxWallet: 0n })
 */
export function setMaxWallet314Step({ token, maxWallet }: { token: Address; maxWallet: bigint }): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'setMaxWallet',
    args: [maxWallet],
    label: 'setMaxWallet',
  })
}

/**
 * The x314 owner's trading start (unix seconds), before trading has started.
 *
 * @example
 * setTradingStartTime314Step({ token, startTime: chainTime + 3_600n })
 */
export function setTradingStartTime314Step({
  token,
  startTime,
}: {
  token: Address
  startTime: bigint
}): Step {
  return call({
    address: token,
    abi: x314TokenAbi,
    functionName: 'setTradingStartTime',
    args: [startTime],
    label: 'setTradingStartTime',
  })
}

/**
 * Gives up ownership for good: fees, fee receiver and max wallet stay as they are.
 *
 * @example
 * renounce314Step({ token })
 */
export function renounce314Step({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'renounceOwnership',
    args: [],
    label: 'renounce',
  })
}

/**
 * A sale version's purchase as any wallet can send it: the plain native transfer during the sale.
 *
 * @example
 * buySale314Step({ token, value: parseEther('0.5') })
 */
export function buySale314Step({ token, value }: { token: Address; value: bigint }): Step {
  return transfer({ to: token, value, label: 'buySale' })
}

/**
 * Ends a successful sale: the pooled coin and the stated tokens become the reserves (locked for the
 * stated time), the rest of the coin goes to the beneficiary, trading opens.
 *
 * @example
 * launch314Step({ token })
 */
export function launch314Step({ token }: { token: Address }): Step {
  return call({ address: token, abi: sale314TokenAbi, functionName: 'launch', args: [], label: 'launch' })
}

/**
 * A buyer of a failed sale takes its coin back.
 *
 * @example
 * claimRefund314Step({ token })
 */
export function claimRefund314Step({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: sale314TokenAbi,
    functionName: 'claimRefund',
    args: [],
    label: 'claimRefund',
  })
}

/**
 * Pays the caller the coin the token credited to it (a payment it refused when it was due: fees, an
 * invitation reward, a sale's excess or the beneficiary's share).
 *
 * @example
 * claimCredit314Step({ token })
 */
export function claimCredit314Step({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: token314Abi,
    functionName: 'claimFees',
    args: [],
    label: 'claimCredit',
  })
}

/**
 * Binds `inviter` as the connected account's inviter on an x314 token, for ever: the token then pays
 * the inviter its invitation share of the account's buy fees (the account pays the same fee). Only
 * the invitee's own call binds; the token refuses an inviter holding less than `minBindAmount`, the
 * account itself, its own invitee, or a second binding (`x314InviterIssue` says so first).
 *
 * @example
 * bindInviter314Step({ token, inviter: '0x…' })
 */
export function bindInviter314Step({ token, inviter }: { token: Address; inviter: Address }): Step {
  return call({
    address: token,
    abi: x314TokenAbi,
    functionName: 'bindInviter',
    args: [inviter],
    label: 'bindInviter',
  })
}
