import type { Address } from 'viem'
import type { DraftIssue } from '../forms/fieldIssues.ts'
import { swapLimits } from './createSwapSteps.ts'
import type { RouteQuote, SwapQuote } from './quoteSwap.ts'
import { slippageIssue } from './slippageIssue.ts'
import type { ExchangeTrade } from './toExchangeTrade.ts'

/** The quote on screen as its query holds it. */
export type ExchangeQuoteState = {
  data: SwapQuote | undefined
  isError: boolean
  isFetching: boolean
  /** Read at an older block than the newest one seen: it cannot be sent until it is read again. */
  stale: boolean
}

/**
 * Why the exchange cannot send now, first reason first; the screen words it (in the `dex`
 * namespace unless noted). `issue` is the typed amount's field issue.
 */
export type ExchangeBlocker =
  | 'connectWallet'
  | 'selectTokens'
  | 'notToken'
  | 'sameToken'
  | 'loading'
  | 'enterAmount'
  | 'noDex'
  | 'slippageInvalid'
  | 'networkFailed'
  | 'quoting'
  | 'tooSmall'
  | 'insufficientLiquidity'
  | 'insufficientBalance'
  | 'acknowledge'
  | 'honeypot'
  | { issue: DraftIssue }

export type ExchangeValidation = {
  /** The route the trade takes, for a swap with an amount. */
  best: RouteQuote | undefined
  /** Minimum received / maximum sold after slippage and taxes: what the details show and the router enforces. */
  limits: { amountOutMin: bigint; amountInMax: bigint } | undefined
  /** The amount of the side not typed: the quote's, or the typed amount for a 1:1 wrap. */
  otherAmount: bigint | undefined
  /** What the wallet pays. */
  payAmount: bigint | undefined
  blocker: ExchangeBlocker | undefined
}

/**
 * The exchange's trade against the quote, the wallet and the user's choices: the route and its
 * bounds, both boxes' amounts, and the first reason it cannot be sent (no wallet, no amount, no
 * route, not enough balance, an import warning or a honeypot not yet accepted, a quote older than
 * the newest block), or none.
 *
 * @example
 * const { blocker, limits } = validateExchange(trade, { account, quote, slippageBps: 50, acknowledged, honeypotAccepted: false })
 */
export function validateExchange(
  trade: ExchangeTrade,
  context: {
    account: Address | undefined
    quote: ExchangeQuoteState
    slippageBps: number
    /** Lowercase addresses whose import warning the user acknowledged (their own tokens included). */
    acknowledged: ReadonlySet<string>
    honeypotAccepted: boolean
  },
): ExchangeValidation {
  const { mode, side, amount, assetIn, assetOut, draft } = trade
  const { quote, slippageBps } = context
  const best = mode === 'swap' && amount ? quote.data?.best : undefined
  const slippageOk = slippageIssue(slippageBps) !== 'invalid'
  const limits =
    best && slippageOk
      ? swapLimits({
          kind: trade.kind,
          amountIn: best.amountIn,
          amountOut: best.amountOut,
          slippageBps,
          taxBps: trade.limitTaxBps,
        })
      : undefined
  const wrapping = mode === 'wrap' || mode === 'unwrap'
  const otherAmount = wrapping ? amount : best && (side === 'in' ? best.amountOut : best.amountIn)
  const payAmount = side === 'in' ? amount : mode === 'swap' ? best?.amountIn : amount

  const blocker = ((): ExchangeBlocker | undefined => {
    if (!context.account) return 'connectWallet'
    if (!trade.validTokens) return 'selectTokens'
    if (assetIn === null || assetOut === null) return 'notToken'
    if (!mode) return 'sameToken'
    if (!assetIn || !assetOut) return 'loading'
    if (!draft.typed.text.trim()) return 'enterAmount'
    if (trade.amountIssue) return { issue: trade.amountIssue }
    if (mode === 'swap') {
      if (trade.entry.swaps.length === 0) return 'noDex'
      if (!slippageOk) return 'slippageInvalid'
      if (quote.isError) return 'networkFailed'
      if (!quote.data || (quote.isFetching && !best)) return 'quoting'
      if (!best) return quote.data.tooSmall ? 'tooSmall' : 'insufficientLiquidity'
    }
    if (payAmount !== undefined && payAmount > assetIn.balance) return 'insufficientBalance'
    if (trade.unknownTokens.some((token) => !context.acknowledged.has(token.toLowerCase())))
      return 'acknowledge'
    if (trade.honeypot && !context.honeypotAccepted) return 'honeypot'
    if (mode === 'swap' && quote.stale) return 'quoting'
    return undefined
  })()

  return { best, limits, otherAmount, payAmount, blocker }
}
