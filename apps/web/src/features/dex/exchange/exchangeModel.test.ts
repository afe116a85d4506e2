import { describe, expect, it } from 'vitest'
import { formatBps, percentToBps, routeFeeBps, unitPrice } from './exchangeModel.ts'

describe('exchange model', () => {
  it('reads slippage as typed', () => {
    expect(percentToBps('0.5')).toBe(50)
    expect(percentToBps(' 12.345 ')).toBe(1235)
    expect(percentToBps('-1')).toBeNaN()
    expect(percentToBps('1%')).toBeNaN()
    expect(formatBps(50)).toBe('0.5%')
    expect(formatBps(1234)).toBe('12.34%')
  })

  it('compounds the pools fee over the hops, and says nothing where the DEX states none', () => {
    expect(routeFeeBps(30, 1)).toBeCloseTo(30, 10)
    expect(routeFeeBps(30, 2)).toBeCloseTo(59.91, 10)
    expect(routeFeeBps(undefined, 2)).toBeUndefined()
  })

  it('prices one unit of a side in the other across decimals', () => {
    const eth = (amount: bigint) => ({ amount, decimals: 18 })
    const usd = (amount: bigint) => ({ amount, decimals: 6 })
    expect(unitPrice(eth(10n ** 18n), usd(2_961_530_000n))).toBe('2,961.53')
    expect(unitPrice(usd(2_961_530_000n), eth(10n ** 18n))).toBe('0.000337663')
    expect(unitPrice(eth(3n * 10n ** 18n), eth(10n ** 18n))).toBe('0.333333')
    expect(unitPrice(eth(0n), eth(1n))).toBe('0')
    expect(unitPrice(eth(10n ** 30n), usd(1n))).toBe('0.000000000000000001')
    // Below 18 fractional digits: shown as 0.
    expect(unitPrice(eth(10n ** 40n), usd(1n))).toBe('0')
  })
})
