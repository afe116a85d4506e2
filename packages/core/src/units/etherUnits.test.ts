import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { convertEtherUnits, etherUnits, formatUnitAmount, parseUnitAmount } from './etherUnits.ts'

describe('ether units', () => {
  it('lists wei to tether in steps of a thousand', () => {
    expect(etherUnits.map((unit) => unit.decimals)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30])
    expect(etherUnits[0]?.id).toBe('wei')
    expect(etherUnits.at(-1)?.id).toBe('tether')
  })

  it('converts exactly where floating point would not', () => {
    const result = convertEtherUnits('0.1', 'ether')
    expect(result).toMatchObject({ wei: 100_000_000_000_000_000n })
    if (!('values' in result)) throw new Error('expected values')
    expect(result.values.wei).toBe('100000000000000000')
    expect(result.values.gwei).toBe('100000000')
    expect(result.values.finney).toBe('100')
    expect(result.values.kether).toBe('0.0001')
    expect(result.values.tether).toBe('0.0000000000001')

    // 2^256 - 1 wei stays exact in every unit.
    const max = (1n << 256n) - 1n
    const huge = convertEtherUnits(max.toString(), 'wei')
    if (!('values' in huge)) throw new Error('expected values')
    expect(huge.values.ether).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    )
    expect(parseUnitAmount(huge.values.tether, 30)).toBe(max)
  })

  it('reads exponent notation, digit groups, full-width digits and zero', () => {
    expect(parseUnitAmount('1e-9', 18)).toBe(1_000_000_000n)
    expect(parseUnitAmount('2.5E3', 9)).toBe(2_500_000_000_000n)
    expect(parseUnitAmount('1_000 000', 0)).toBe(1_000_000n)
    expect(parseUnitAmount('１．５', 3)).toBe(1_500n)
    expect(parseUnitAmount('+7', 0)).toBe(7n)
    expect(parseUnitAmount('0', 18)).toBe(0n)
    expect(parseUnitAmount('.5', 3)).toBe(500n)
  })

  it('marks what is not an amount of wei', () => {
    expect(parseUnitAmount('', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('   ', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('-1', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('1.2.3', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('0x10', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('1,5', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('Infinity', 18)).toBe('invalidAmount')
    expect(parseUnitAmount('9'.repeat(121), 0)).toBe('invalidAmount')
    expect(parseUnitAmount('0.5', 0)).toBe('tooManyDecimals')
    expect(parseUnitAmount('1.0000000000000000001', 18)).toBe('tooManyDecimals')
    expect(parseUnitAmount('1e-19', 18)).toBe('tooManyDecimals')
    expect(convertEtherUnits('abc', 'gwei')).toEqual({ issue: 'invalidAmount' })
  })

  it('round-trips random amounts of wei through every unit (500 random cases)', () => {
    for (let run = 0; run < 500; run += 1) {
      // Random sizes from 1 to 32 bytes, so small and huge amounts are both common.
      const wei = BigInt(`0x${randomBytes(1 + (run % 32)).toString('hex')}`)
      const unit = etherUnits[run % etherUnits.length]!
      const text = formatUnitAmount(wei, unit.decimals)
      expect(parseUnitAmount(text, unit.decimals)).toBe(wei)
      const converted = convertEtherUnits(text, unit.id)
      expect('wei' in converted && converted.wei).toBe(wei)
    }
  })
})
