import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatPercent } from '@tokenbox/core/format/formatPercent.ts'
import { type Address, getAddress, isAddressEqual } from 'viem'

/**
 * What the exchange does between two assets: a router swap, or the 1:1 wrap / unwrap between the
 * native coin and its wrapped token (no router, no fee, no price); undefined for the same asset twice.
 *
 * @example
 * exchangeMode(nativeTokenAddress, weth, weth) // 'wrap'
 */
export function exchangeMode(
  tokenIn: Address,
  tokenOut: Address,
  wrapped: Address,
): ExchangeMode | undefined {
  if (isAddressEqual(tokenIn, tokenOut)) return undefined
  const native = (token: Address) => isAddressEqual(token, nativeTokenAddress)
  const isWrapped = (token: Address) => isAddressEqual(token, wrapped)
  if (native(tokenIn) && isWrapped(tokenOut)) return 'wrap'
  if (isWrapped(tokenIn) && native(tokenOut)) return 'unwrap'
  return 'swap'
}

export type ExchangeMode = 'swap' | 'wrap' | 'unwrap'

/** The router's view of a trade's ends: the native coin travels as its wrapped token. */
export function routerEnds(tokenIn: Address, tokenOut: Address, wrapped: Address) {
  const nativeIn = isAddressEqual(tokenIn, nativeTokenAddress)
  const nativeOut = isAddressEqual(tokenOut, nativeTokenAddress)
  return {
    pathIn: nativeIn ? wrapped : tokenIn,
    pathOut: nativeOut ? wrapped : tokenOut,
    nativeIn,
    nativeOut,
  }
}

/** Slippage choices offered besides Auto and a custom value, in basis points. */
export const slippagePresets = [10, 50, 100] as const

/** Auto slippage: 0.5%, the common default of V2 interfaces for ordinary pairs. */
export const autoSlippageBps = 50

/** The most slippage the form accepts: beyond it a trade is a gift to whoever front-runs it. */
export const maxSlippageBps = 5_000

/**
 * How a slippage setting reads: `invalid` (not a number, negative, above the maximum), `low`
 * (under 0.05%: the trade is likely to fail on any price move), `high` (above 5%: likely to be
 * front-run), or fine.
 *
 * @example
 * slippageIssue(1_000) // 'high'
 */
export function slippageIssue(bps: number): 'invalid' | 'low' | 'high' | undefined {
  if (!Number.isFinite(bps) || bps < 0 || bps > maxSlippageBps) return 'invalid'
  if (bps < 5) return 'low'
  if (bps > 500) return 'high'
  return undefined
}

/**
 * A percentage typed by the user ("0.5", "1") as basis points, rounded to the nearest; NaN when
 * it is not a plain non-negative number.
 *
 * @example
 * percentToBps('0.5') // 50
 */
export function percentToBps(text: string): number {
  const value = text.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return Number.NaN
  return Math.round(Number(value) * 100)
}

/** A basis-point figure as a percentage for display: 50 -> '0.5%', 1234 -> '12.34%'. */
export function formatBps(bps: number): string {
  return formatPercent(bps)
}

/**
 * The fee a route pays its pools, in basis points, compounded over its hops (two 0.3% hops take
 * 0.5991%); undefined when the venue does not state a fixed fee.
 *
 * @example
 * routeFeeBps(30, 2) // 59.91
 */
export function routeFeeBps(feeBps: number | undefined, hops: number): number | undefined {
  if (feeBps === undefined) return undefined
  return (1 - (1 - feeBps / 10_000) ** hops) * 10_000
}

/**
 * The price of one unit of `base` in units of `quote` from a trade's amounts, as a decimal string
 * with `significant` significant digits (at least the integer part).
 *
 * @example
 * unitPrice({ amount: 10n ** 18n, decimals: 18 }, { amount: 2_000_000_000n, decimals: 6 }) // '2000'
 */
export function unitPrice(
  base: { amount: bigint; decimals: number },
  quote: { amount: bigint; decimals: number },
  significant = 6,
): string {
  if (base.amount === 0n) return '0'
  // quote / base scaled to 18 fractional digits, in integers.
  const scale = 18
  const scaled =
    (quote.amount * 10n ** BigInt(base.decimals + scale)) / (base.amount * 10n ** BigInt(quote.decimals))
  const digits = scaled.toString().padStart(scale + 1, '0')
  const integer = digits.slice(0, -scale)
  const fraction = digits.slice(-scale)
  if (integer !== '0') {
    const keep = Math.max(0, significant - integer.length)
    const cut = fraction.slice(0, keep).replace(/0+$/, '')
    return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cut ? `.${cut}` : ''}`
  }
  const leadingZeros = fraction.match(/^0*/)?.[0].length ?? 0
  if (leadingZeros === fraction.length) return '0'
  const cut = fraction.slice(0, leadingZeros + significant).replace(/0+$/, '')
  return `0.${cut}`
}

/** The first catalogue stablecoin, else the wrapped coin: what the exchange offers to buy at first. */
export function defaultTokenOut(entry: ChainEntry): string {
  const token = entry.tokens.find(
    (candidate) =>
      candidate.address !== nativeTokenAddress && !isAddressEqual(candidate.address, entry.wrappedNative),
  )
  return getAddress(token?.address ?? entry.wrappedNative)
}

/** A decimal string cut to `places` fractional digits, trailing zeros dropped: '1.2345678' -> '1.234567'. */
export function trimDecimals(text: string, places: number): string {
  const [integer, fraction = ''] = text.split('.')
  const cut = fraction.slice(0, places).replace(/0+$/, '')
  return cut ? `${integer}.${cut}` : (integer ?? '0')
}

/** The native coin, its wrapped token or a catalogue token: the tokens that need no import warning. */
export const isListedToken = (entry: ChainEntry, address: string) =>
  address === nativeTokenAddress ||
  isAddressEqual(address as Address, entry.wrappedNative) ||
  entry.tokens.some((token) => isAddressEqual(token.address, address as Address))
