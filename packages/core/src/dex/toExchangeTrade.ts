import { type Address, isAddress, parseUnits } from 'viem'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import { type FieldIssue, validateAmount } from '../forms/fieldIssues.ts'
import { type ExchangeMode, exchangeMode } from './exchangeMode.ts'
import { isListedToken } from './isListedToken.ts'
import type { SwapTaxReading } from './measureSwapTax.ts'
import type { SwapQuoteKind } from './quoteSwap.ts'
import { type RouterEnds, routerEnds } from './routerEnds.ts'

export type ExchangeSide = 'in' | 'out'

/** What the user chose on the exchange: two assets (the native coin as nativeTokenAddress) and one typed amount. */
export type ExchangeDraft = {
  tokenIn: string
  tokenOut: string
  /** The box typed in last and its text: the trade's exact side, unless a tax forces exact-in. */
  typed: { side: ExchangeSide; text: string }
}

/** An asset as read for the exchange: undefined while it is read, null when the address is no token. */
export type ExchangeAsset = { symbol: string; decimals: number; balance: bigint } | null | undefined

/** A test trade's tax reading (swapTaxQuery): null when no route reaches the token, undefined while read. */
export type ExchangeTax =
  | Pick<SwapTaxReading, 'canBuy' | 'canSell' | 'buyTaxBps' | 'sellTaxBps'>
  | null
  | undefined

export type ExchangeReadings = {
  entry: ChainEntry
  assetIn: ExchangeAsset
  assetOut: ExchangeAsset
  taxIn: ExchangeTax
  taxOut: ExchangeTax
}

export type ExchangeTrade = ExchangeReadings & {
  draft: ExchangeDraft
  /** Both assets are addresses (or the native coin). */
  validTokens: boolean
  mode: ExchangeMode | undefined
  /** The router's ends; undefined while an asset is not an address. */
  ends: RouterEnds | undefined
  /** The exact side: what the user typed, or `in` for a taxed trade. */
  side: ExchangeSide
  kind: SwapQuoteKind
  /** What the sold token's sell tax and the bought one's buy tax take. */
  taxBps: number
  /** The taxes as the trade's bounds count them: capped under 100%, and none for exact-out. */
  limitTaxBps: number
  /** A tax was measured: the trade goes exact-in through the fee-on-transfer functions. */
  taxed: boolean
  /** The typed amount in base units of the exact side, when it is valid. */
  amount: bigint | undefined
  amountIssue: FieldIssue
  /** The assets outside the catalogue: each needs the import warning acknowledged. */
  unknownTokens: Address[]
  /** The bought token failed its test buy or sell. */
  honeypot: boolean
  /** What to quote: the router's ends, the kind and the amount (only for a swap with a valid amount). */
  quoteRequest: { tokenIn: Address; tokenOut: Address; kind: SwapQuoteKind; amount: bigint | undefined }
}

const validAsset = (token: string) => isAddress(token) || token === nativeTokenAddress

/**
 * The exchange form's draft read against the assets and their measured taxes, before any quote:
 * swap, wrap or unwrap, the exact side (a taxed token trades exact-in only: the router cannot
 * promise an exact output after a tax), the amount with its issue, the taxes the bounds count, the
 * tokens to acknowledge and the quote to ask for.
 *
 * @example
 * const trade = toExchangeTrade({ tokenIn: nativeTokenAddress, tokenOut: usdt, typed: { side: 'in', text: '1' } }, { entry, assetIn, assetOut, taxIn: null, taxOut: null })
 * trade.quoteRequest // { tokenIn: weth, tokenOut: usdt, kind: 'exactIn', amount: 10n ** 18n }
 */
export function toExchangeTrade(draft: ExchangeDraft, readings: ExchangeReadings): ExchangeTrade {
  const { entry, assetIn, assetOut, taxIn, taxOut } = readings
  const { tokenIn, tokenOut, typed } = draft
  const validTokens = validAsset(tokenIn) && validAsset(tokenOut)
  const ends = validTokens
    ? routerEnds(tokenIn as Address, tokenOut as Address, entry.wrappedNative)
    : undefined
  const mode = validTokens
    ? exchangeMode(tokenIn as Address, tokenOut as Address, entry.wrappedNative)
    : undefined
  // Taxes: what the sold token takes on a sale and the bought one on a purchase.
  const taxBps = (taxIn?.sellTaxBps ?? 0) + (taxOut?.buyTaxBps ?? 0)
  const taxed = taxBps > 0
  const side: ExchangeSide = taxed ? 'in' : typed.side
  const kind: SwapQuoteKind = side === 'in' ? 'exactIn' : 'exactOut'
  const exact = side === 'in' ? assetIn : assetOut
  const text = typed.text.trim()
  const amountIssue =
    text && exact ? validateAmount(typed.text, exact.decimals, { field: 'form.amount' }) : undefined
  const amount = text && exact && !amountIssue ? parseUnits(text, exact.decimals) : undefined
  return {
    ...readings,
    draft,
    validTokens,
    mode,
    ends,
    side,
    kind,
    taxBps,
    limitTaxBps: side === 'in' ? Math.min(taxBps, 9_999) : 0,
    taxed,
    amount,
    amountIssue,
    unknownTokens: [tokenIn, tokenOut].filter(
      (token): token is Address => isAddress(token) && !isListedToken(entry, token),
    ),
    honeypot: taxOut?.canSell === false || taxOut?.canBuy === false,
    quoteRequest: {
      tokenIn: ends?.pathIn ?? entry.wrappedNative,
      tokenOut: ends?.pathOut ?? entry.wrappedNative,
      kind,
      amount: mode === 'swap' ? amount : undefined,
    },
  }
}
