import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { describe, expect, it } from 'vitest'
import {
  exchangeMode,
  formatBps,
  percentToBps,
  routeFeeBps,
  routerEnds,
  slippageIssue,
  unitPrice,
} from './exchangeModel.ts'

const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

describe('exchange model', () => {
  it('tells a swap from a wrap, an unwrap and the same asset twice', () => {
    expect(exchangeMode(nativeTokenAddress, weth, weth)).toBe('wrap')
    expect(exchangeMode(weth, nativeTokenAddress, weth)).toBe('unwrap')
    expect(exchangeMode(nativeTokenAddress, usdt, weth)).toBe('swap')
    expect(exchangeMode(weth, usdt, weth)).toBe('swap')
    expect(exchangeMode(usdt, usdt.toLowerCase() as `0x${string}`, weth)).toBeUndefined()
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

  it('reads slippage as typed and judges it', () => {
    expect(percentToBps('0.5')).toBe(50)
    expect(percentToBps(' 12.345 ')).toBe(1235)
    expect(percentToBps('-1')).toBeNaN()
    expect(percentToBps('1%')).toBeNaN()
    expect(slippageIssue(Number.NaN)).toBe('invalid')
    expect(slippageIssue(5_001)).toBe('invalid')
    expect(slippageIssue(1)).toBe('low')
    expect(slippageIssue(50)).toBeUndefined()
    expect(slippageIssue(500)).toBeUndefined()
    expect(slippageIssue(501)).toBe('high')
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
