import { type Address, isAddressEqual, parseEther, zeroAddress } from 'viem'
import type { ErrorMessage } from '../../errors/toErrorMessage.ts'
import type { FieldIssue } from '../../forms/fieldIssues.ts'
import { validateAmount } from '../../forms/fieldIssues.ts'
import { maxSlippageBps } from './quote314.ts'
import type { Market314State } from './read314State.ts'

/** Why the trade panel cannot trade now, in the order a user meets them. */
export type TradeBlocker = 'noLiquidity' | 'notStarted' | 'saleActive' | 'awaitingLaunch' | 'saleFailed'

/** What the connected account may do on an ERC314 market now, each from read314State alone. */
export type Market314Actions = {
  trade: boolean
  tradeBlocker?: TradeBlocker | undefined
  /** The owner's one-time liquidity (not for the sale versions: their launch adds it). */
  addLiquidity: boolean
  extendLock: boolean
  removeLiquidity: boolean
  /** Fees and fee receiver. */
  ownerSettings: boolean
  /**
   * Renouncing: the sale versions' owner at any time (their launch needs no owner); the plain
   * versions' only once the liquidity is in, which the owner alone adds (the contract refuses earlier).
   */
  renounce: boolean
  /** Raising or lifting max wallet: only while there is a limit (once lifted it stays lifted). */
  maxWallet: boolean
  /** The x314 owner's trading start, moved earlier while it is still ahead. */
  tradingStartTime: boolean
  buySale: boolean
  launch: boolean
  claimRefund: boolean
  /** Coin the token credited to the account (a payment it refused) waits to be claimed. */
  claimCredit: boolean
}

const same = (a: Address | undefined, b: Address) => Boolean(a && b !== zeroAddress && isAddressEqual(a, b))

/**
 * The market screen's buttons as the contract allows them.
 *
 * @example
 * market314Actions(state, account).trade
 */
export function market314Actions(state: Market314State, account: Address | undefined): Market314Actions {
  const sale = state.sale
  const owner = same(account, state.owner)
  const provider = same(account, state.provider)
  const hasLiquidity = state.coinReserve > 0n && state.provider !== zeroAddress
  let tradeBlocker: TradeBlocker | undefined
  if (sale?.phase === 'sale') tradeBlocker = 'saleActive'
  else if (sale?.phase === 'ended') tradeBlocker = 'awaitingLaunch'
  else if (sale?.phase === 'failed') tradeBlocker = 'saleFailed'
  else if (!hasLiquidity) tradeBlocker = 'noLiquidity'
  else if (!state.tradingOpen) tradeBlocker = 'notStarted'
  return {
    trade: !tradeBlocker,
    tradeBlocker,
    addLiquidity: owner && !sale && state.provider === zeroAddress,
    extendLock: provider && hasLiquidity,
    // After a renounce the contract keeps the liquidity for good (Market314LiquidityPermanent).
    removeLiquidity:
      provider && hasLiquidity && state.owner !== zeroAddress && state.chainTime >= state.lockedUntil,
    ownerSettings: owner,
    renounce: owner && (sale !== undefined || state.provider !== zeroAddress),
    maxWallet: owner && state.maxWallet > 0n,
    // The start may only move earlier, and only while it is ahead.
    tradingStartTime: owner && state.x314 !== undefined && state.chainTime < state.x314.tradingStartTime,
    buySale: Boolean(account) && sale?.phase === 'sale',
    // Anyone once the sale has ended; its owner already during it, once the soft cap is met.
    launch:
      Boolean(account) &&
      (sale?.phase === 'ended' ||
        (sale?.phase === 'sale' && owner && sale.raised > 0n && sale.raised >= sale.softCap)),
    claimRefund: sale?.phase === 'failed' && (sale.contribution ?? 0n) > 0n,
    claimCredit: (state.account?.credit ?? 0n) > 0n,
  }
}

/** An action of the market screen, by the flag of {@link Market314Actions} that offers it. */
export type Market314ActionKind = Exclude<keyof Market314Actions, 'trade' | 'tradeBlocker'>

/** After a sale version's end, how long anyone may launch it (Sale314's `LAUNCH_WINDOW`). */
export const sale314LaunchWindowSeconds = 30n * 86_400n

/**
 * Why the market as read does not allow `kind` to `account` (undefined when {@link market314Actions}
 * offers it), in the error catalogue's words the contract's own refusal would get: not the owner or
 * the provider, the liquidity added already, still locked, permanent or gone, the sale closed, its
 * soft cap not met or its launch window passed, refunds closed, nothing to claim.
 *
 * @example
 * market314ActionRefusal(state, account, 'removeLiquidity') // { key: 'liquidityLocked', params: { lockedUntil: '…' } }
 */
export function market314ActionRefusal(
  state: Market314State,
  account: Address | undefined,
  kind: Market314ActionKind,
): ErrorMessage | undefined {
  if (market314Actions(state, account)[kind]) return undefined
  const say = (key: ErrorMessage['key'], params: Record<string, string> = {}): ErrorMessage => ({
    key,
    params,
  })
  if (!account) return say('connectWallet')
  const sale = state.sale
  const owner = same(account, state.owner)
  const provider = same(account, state.provider)
  const hasLiquidity = state.coinReserve > 0n && state.provider !== zeroAddress
  switch (kind) {
    case 'buySale':
      return say(sale ? 'saleClosed' : 'saleUnknown')
    case 'launch':
      if (!sale) return say('saleUnknown')
      if (sale.phase === 'trading') return say('tradingAlreadyStarted')
      if (sale.phase === 'failed' && sale.raised > 0n && sale.raised >= sale.softCap)
        // The catalogue's dates are milliseconds (i18next's datetime format).
        return say('saleLaunchWindowClosed', {
          deadline: ((sale.endTime + sale314LaunchWindowSeconds) * 1000n).toString(),
        })
      // During the sale only its owner launches early; otherwise the soft cap is not met.
      if (sale.phase === 'sale' && !owner) return say('noPermission')
      return say('saleSoftCapNotMet')
    case 'claimRefund':
      if (!sale) return say('saleUnknown')
      return say(sale.phase === 'failed' ? 'saleNothingToClaim' : 'saleRefundsClosed')
    case 'claimCredit':
      return say('creditNothingToClaim')
    case 'addLiquidity':
      return say(owner && state.provider !== zeroAddress ? 'liquidityAlreadyAdded' : 'noPermission')
    case 'extendLock':
      return say(provider ? 'noLiquidity' : 'noPermission')
    case 'removeLiquidity':
      if (!provider) return say('noPermission')
      if (!hasLiquidity) return say('noLiquidity')
      if (state.owner === zeroAddress) return say('liquidityPermanent')
      return say('liquidityLocked', { lockedUntil: (state.lockedUntil * 1000n).toString() })
    case 'ownerSettings':
      return say('noPermission')
    case 'renounce':
      return say(owner ? 'renounceBeforeLiquidity' : 'noPermission')
    case 'maxWallet':
      return say(owner ? 'maxWalletOnlyRaised' : 'noPermission')
    case 'tradingStartTime':
      return say(owner ? 'tradingStartOnlyEarlier' : 'noPermission')
  }
}

const slippagePattern = /^\d{1,2}(\.\d{1,2})?$/

/** The slippage typed, in percent: 0.01 to 50 with two decimals at most; its basis points or an issue. */
export function parseSlippage(text: string): { bps: number } | { issue: NonNullable<FieldIssue> } {
  const value = text.trim()
  const bps = slippagePattern.test(value) ? Math.round(Number(value) * 100) : Number.NaN
  if (!(bps >= 1 && bps <= maxSlippageBps))
    return { issue: { key: 'm314.trade.slippageInvalid', params: { max: maxSlippageBps / 100 } } }
  return { bps }
}

/** The amount to trade: a valid amount (18 decimals on both sides) within the account's balance. */
export function validateTradeAmount(text: string, balance: bigint | undefined): FieldIssue {
  const issue = validateAmount(text, 18, { field: 'm314.trade.amount' })
  if (issue) return issue
  if (balance !== undefined && parseEther(text.trim()) > balance) return { key: 'm314.trade.insufficient' }
  return undefined
}
