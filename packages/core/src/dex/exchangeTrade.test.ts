import { type Address, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { nativeTokenAddress } from '../chains/constants.ts'
import type { ChainEntry } from '../chains/types.ts'
import { exchangeMode } from './exchangeMode.ts'
import { isListedToken } from './isListedToken.ts'
import type { SwapQuote } from './quoteSwap.ts'
import { routerEnds } from './routerEnds.ts'
import { slippageIssue } from './slippageIssue.ts'
import { type ExchangeDraft, type ExchangeReadings, toExchangeTrade } from './toExchangeTrade.ts'
import { type ExchangeQuoteState, validateExchange } from './validateExchange.ts'

/**
 * The exchange's form rules without a chain (issue 78: the screen renders what core decides): the
 * mode, the exact side, the amount and every reason the trade cannot be sent, in the screen's order.
 * The chain's part (the plan, a stale quote) is in planExchange.test.ts on a node.
 */
const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const unknown = '0x00000000000000000000000000000000000000a1'
const router = '0x00000000000000000000000000000000000000b2'
const account = '0x00000000000000000000000000000000000000c3'
const entry = {
  id: 1,
  wrappedNative: weth,
  tokens: [{ address: usdt, name: 'USDT' }],
  swaps: [{ name: 'dex', router, factory: router }],
} as unknown as ChainEntry
const eth = { symbol: 'ETH', decimals: 18, balance: parseEther('10') }
const token = { symbol: 'TKN', decimals: 6, balance: 5_000_000n }

const readings = (overrides: Partial<ExchangeReadings> = {}): ExchangeReadings => ({
  entry,
  assetIn: eth,
  assetOut: token,
  taxIn: null,
  taxOut: null,
  ...overrides,
})
const draft = (text: string, overrides: Partial<ExchangeDraft> = {}): ExchangeDraft => ({
  tokenIn: nativeTokenAddress,
  tokenOut: usdt,
  typed: { side: 'in', text },
  ...overrides,
})
const quoted = (
  amountIn: bigint,
  amountOut: bigint,
  overrides: Partial<SwapQuote> = {},
): ExchangeQuoteState => ({
  data: {
    kind: 'exactIn',
    quotes: [],
    best: { venue: { name: 'dex', router }, path: [weth, usdt], amountIn, amountOut, priceImpactBps: 1 },
    tooSmall: false,
    blockNumber: 10n,
    ...overrides,
  } as SwapQuote,
  isError: false,
  isFetching: false,
  stale: false,
})
const context = (
  quote: ExchangeQuoteState,
  overrides: Partial<Parameters<typeof validateExchange>[1]> = {},
) => ({
  account: account as Address,
  quote,
  slippageBps: 50,
  acknowledged: new Set<string>(),
  honeypotAccepted: false,
  ...overrides,
})
const idle: ExchangeQuoteState = { data: undefined, isError: false, isFetching: false, stale: false }

describe('exchange mode and router ends', () => {
  it('tells a swap from a wrap, an unwrap and the same asset twice', () => {
    expect(exchangeMode(nativeTokenAddress, weth, weth)).toBe('wrap')
    expect(exchangeMode(weth, nativeTokenAddress, weth)).toBe('unwrap')
    expect(exchangeMode(nativeTokenAddress, usdt, weth)).toBe('swap')
    expect(exchangeMode(weth, usdt, weth)).toBe('swap')
    expect(exchangeMode(usdt, usdt.toLowerCase() as Address, weth)).toBeUndefined()
  })

  it('puts the wrapped coin on the router path where the native coin trades', () => {
    expect(routerEnds(nativeTokenAddress, usdt, weth)).toEqual({
      pathIn: weth,
      pathOut: usdt,
      nativeIn: true,
      nativeOut: false,
    })
    expect(routerEnds(usdt, nativeTokenAddress, weth)).toEqual({
      pathIn: usdt,
      pathOut: weth,
      nativeIn: false,
      nativeOut: true,
    })
  })

  it('judges a slippage setting and knows the catalogue tokens', () => {
    expect(slippageIssue(Number.NaN)).toBe('invalid')
    expect(slippageIssue(5_001)).toBe('invalid')
    expect(slippageIssue(1)).toBe('low')
    expect(slippageIssue(50)).toBeUndefined()
    expect(slippageIssue(500)).toBeUndefined()
    expect(slippageIssue(501)).toBe('high')
    expect(isListedToken(entry, nativeTokenAddress)).toBe(true)
    expect(isListedToken(entry, weth.toLowerCase())).toBe(true)
    expect(isListedToken(entry, usdt)).toBe(true)
    expect(isListedToken(entry, unknown)).toBe(false)
    expect(isListedToken(entry, 'not an address')).toBe(false)
  })
})

describe('toExchangeTrade', () => {
  it('quotes a swap from the router ends, and nothing for a wrap', () => {
    const trade = toExchangeTrade(draft('1.5'), readings())
    expect(trade.mode).toBe('swap')
    expect(trade.quoteRequest).toEqual({
      tokenIn: weth,
      tokenOut: usdt,
      kind: 'exactIn',
      amount: parseEther('1.5'),
    })
    const wrap = toExchangeTrade(draft('1', { tokenOut: weth }), readings({ assetOut: eth }))
    expect(wrap.mode).toBe('wrap')
    expect(wrap.amount).toBe(parseEther('1'))
    expect(wrap.quoteRequest.amount).toBeUndefined()
  })

  it('reads exact-out in the bought token, and a taxed trade exact-in whatever was typed', () => {
    const out = toExchangeTrade(draft('2', { typed: { side: 'out', text: '2' } }), readings())
    expect(out).toMatchObject({ side: 'out', kind: 'exactOut', amount: 2_000_000n, limitTaxBps: 0 })
    const taxed = toExchangeTrade(
      draft('2', { tokenOut: unknown, typed: { side: 'out', text: '2' } }),
      readings({ taxOut: { canBuy: true, canSell: true, buyTaxBps: 500, sellTaxBps: 500 } }),
    )
    // Exact-in: the typed text is read in the sold asset's decimals.
    expect(taxed).toMatchObject({
      side: 'in',
      kind: 'exactIn',
      taxed: true,
      taxBps: 500,
      amount: parseEther('2'),
    })
    expect(taxed.unknownTokens).toEqual([unknown])
  })

  it('gives the amount issue and no amount for a bad amount', () => {
    const trade = toExchangeTrade(draft('1.1234567'), readings({ assetIn: token }))
    expect(trade.amount).toBeUndefined()
    expect(trade.amountIssue).toBeDefined()
    expect(validateExchange(trade, context(idle)).blocker).toEqual({ issue: trade.amountIssue })
  })
})

describe('validateExchange', () => {
  it('says the first reason a trade cannot be sent, in the screen order', () => {
    const trade = toExchangeTrade(draft('1'), readings())
    const quote = quoted(parseEther('1'), 2_000_000n)
    expect(validateExchange(trade, context(quote, { account: undefined })).blocker).toBe('connectWallet')
    expect(
      validateExchange(toExchangeTrade(draft('1', { tokenOut: 'x' }), readings()), context(quote)).blocker,
    ).toBe('selectTokens')
    expect(
      validateExchange(toExchangeTrade(draft('1'), readings({ assetOut: null })), context(quote)).blocker,
    ).toBe('notToken')
    expect(
      validateExchange(
        toExchangeTrade(draft('1', { tokenOut: nativeTokenAddress }), readings()),
        context(quote),
      ).blocker,
    ).toBe('sameToken')
    expect(
      validateExchange(toExchangeTrade(draft('1'), readings({ assetOut: undefined })), context(quote))
        .blocker,
    ).toBe('loading')
    expect(validateExchange(toExchangeTrade(draft(' '), readings()), context(quote)).blocker).toBe(
      'enterAmount',
    )
    expect(
      validateExchange(
        toExchangeTrade(draft('1'), readings({ entry: { ...entry, swaps: [] } })),
        context(quote),
      ).blocker,
    ).toBe('noDex')
    expect(validateExchange(trade, context(quote, { slippageBps: 5_001 })).blocker).toBe('slippageInvalid')
    expect(validateExchange(trade, context({ ...idle, isError: true })).blocker).toBe('networkFailed')
    expect(validateExchange(trade, context(idle)).blocker).toBe('quoting')
    expect(
      validateExchange(trade, context(quoted(1n, 1n, { best: undefined, tooSmall: true }))).blocker,
    ).toBe('tooSmall')
    expect(validateExchange(trade, context(quoted(1n, 1n, { best: undefined }))).blocker).toBe(
      'insufficientLiquidity',
    )
    expect(validateExchange(trade, context({ ...quote, stale: true })).blocker).toBe('quoting')
    expect(validateExchange(trade, context(quote)).blocker).toBeUndefined()
  })

  it('checks the balance against what is paid: the quote for exact-out, the amount for a wrap', () => {
    const out = toExchangeTrade(draft('2', { typed: { side: 'out', text: '2' } }), readings())
    const dear = quoted(parseEther('11'), 2_000_000n, { kind: 'exactOut' })
    expect(validateExchange(out, context(dear)).blocker).toBe('insufficientBalance')
    const cheap = validateExchange(out, context(quoted(parseEther('1'), 2_000_000n, { kind: 'exactOut' })))
    expect(cheap).toMatchObject({
      blocker: undefined,
      payAmount: parseEther('1'),
      otherAmount: parseEther('1'),
    })
    // Exact-out: the most sold is the quote plus the slippage, rounded up.
    expect(cheap.limits).toEqual({ amountOutMin: 2_000_000n, amountInMax: parseEther('1.005') })
    const wrap = toExchangeTrade(draft('11', { tokenOut: weth }), readings({ assetOut: eth }))
    expect(validateExchange(wrap, context(idle)).blocker).toBe('insufficientBalance')
    const fine = validateExchange(
      toExchangeTrade(draft('1', { tokenOut: weth }), readings({ assetOut: eth })),
      context(idle),
    )
    expect(fine).toMatchObject({ blocker: undefined, otherAmount: parseEther('1'), best: undefined })
  })

  it('waits for an unknown token to be acknowledged and a honeypot accepted; counts the taxes in the minimum', () => {
    const trade = toExchangeTrade(
      draft('1', { tokenOut: unknown }),
      readings({ taxOut: { canBuy: true, canSell: false, buyTaxBps: 1_000, sellTaxBps: undefined } }),
    )
    const quote = quoted(parseEther('1'), 1_000_000n)
    expect(validateExchange(trade, context(quote)).blocker).toBe('acknowledge')
    const acknowledged = new Set([unknown.toLowerCase()])
    expect(validateExchange(trade, context(quote, { acknowledged })).blocker).toBe('honeypot')
    const accepted = validateExchange(trade, context(quote, { acknowledged, honeypotAccepted: true }))
    expect(accepted.blocker).toBeUndefined()
    // 10% tax, then 0.5% slippage: 1,000,000 -> 900,000 -> 895,500.
    expect(accepted.limits?.amountOutMin).toBe(895_500n)
  })
})
