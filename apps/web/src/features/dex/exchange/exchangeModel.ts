import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatPercent } from '@tokenbox/core/format/formatPercent.ts'
import { getAddress, isAddressEqual } from 'viem'

/** Slippage choices offered besides Auto and a custom value, in basis points. */
export const slippagePresets = [10, 50, 100] as const

/** Auto slippage: 0.5%, the common default of V2 interfaces for ordinary pairs. */
export const autoSlippageBps = 50

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
