import { describe, expect, it } from 'vitest'
import { abbreviateNumber } from './abbreviateNumber.ts'
import { formatAddress } from './formatAddress.ts'
import { formatBalance } from './formatBalance.ts'
import { formatHash } from './formatHash.ts'
import { formatRelativeTimeZh } from './formatRelativeTimeZh.ts'
import { formatThousands } from './formatThousands.ts'
import { formatTimeAgo } from './formatTimeAgo.ts'
import { toPlainDecimal } from './toPlainDecimal.ts'
import { truncateAmount } from './truncateAmount.ts'

describe('toPlainDecimal', () => {
  it.each([
    ['1.2300', '1.23'],
    ['007.5', '7.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['+3', '3'],
    ['-0.000', '0'],
    ['1e-7', '0.0000001'],
    ['1.5E3', '1500'],
    [' 42 ', '42'],
  ])('%s -> %s', (input, expected) => {
    expect(toPlainDecimal(input)).toBe(expected)
  })

  it('expands exponent notation of numbers', () => {
    expect(toPlainDecimal(1e21)).toBe('1000000000000000000000')
    expect(toPlainDecimal(1.5e-8)).toBe('0.000000015')
  })

  it.each(['', 'abc', '1,000', '1.2.3', '0x10', '1e', '--1', 'Infinity', 'NaN', '1e99999'])(
    'rejects %j',
    (input) => {
      expect(toPlainDecimal(input)).toBeUndefined()
    },
  )

  it('rejects non-finite numbers', () => {
    expect(toPlainDecimal(Number.NaN)).toBeUndefined()
    expect(toPlainDecimal(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})

describe('truncateAmount', () => {
  it('truncates, never rounds', () => {
    expect(truncateAmount('1.23999', 2)).toBe('1.23')
    expect(truncateAmount('0.99999999', 4)).toBe('0.9999')
    expect(truncateAmount(2.675, 2)).toBe('2.67')
  })

  it('keeps fewer digits as they are and drops trailing zeros', () => {
    expect(truncateAmount('1.5', 4)).toBe('1.5')
    expect(truncateAmount('1.50001', 4)).toBe('1.5')
    expect(truncateAmount('10', 2)).toBe('10')
  })

  it('zero digits keeps the integer part', () => {
    expect(truncateAmount('123.999', 0)).toBe('123')
  })

  it('handles negatives without a "-0"', () => {
    expect(truncateAmount('-1.239', 2)).toBe('-1.23')
    expect(truncateAmount('-0.009', 2)).toBe('0')
  })

  it('is exact beyond float precision', () => {
    expect(truncateAmount('123456789012345678901234.123456789', 6)).toBe('123456789012345678901234.123456')
    expect(truncateAmount(0.1 + 0.2, 2)).toBe('0.3')
  })

  it('reads bigints scaled by decimals', () => {
    expect(truncateAmount(1234567n, 2, { decimals: 6 })).toBe('1.23')
    expect(truncateAmount(10n ** 30n + 999n, 3, { decimals: 18 })).toBe('1000000000000')
    expect(truncateAmount(-1n, 2, { decimals: 18 })).toBe('0')
    expect(truncateAmount(42n, 2)).toBe('42')
  })

  it('returns empty text for non-numeric input', () => {
    expect(truncateAmount('abc', 2)).toBe('')
    expect(truncateAmount('', 2)).toBe('')
    expect(truncateAmount(Number.NaN, 2)).toBe('')
  })
})

describe('formatHash', () => {
  const hash = '0x8f1c5e3d9a7b4c2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e'

  it('keeps a prefix and suffix around an ellipsis', () => {
    expect(formatHash(hash)).toBe('0x8f1c...9d8e')
    expect(formatHash(hash, { prefixLength: 10, suffixLength: 8 })).toBe('0x8f1c5e3d...1b0c9d8e')
  })

  it('allows an empty suffix', () => {
    expect(formatHash(hash, { prefixLength: 4, suffixLength: 0 })).toBe('0x8f...')
  })

  it('leaves text that would not get shorter', () => {
    expect(formatHash('0x1234567890')).toBe('0x1234567890')
    expect(formatHash('0x12345678901')).toBe('0x12345678901')
    expect(formatHash('0x123456789012')).toBe('0x1234...9012')
  })
})

describe('formatAddress', () => {
  it('shows the first 4 and the last 4 characters', () => {
    expect(formatAddress('0x1234567890AbcdEF1234567890aBcdef1234ABcD')).toBe('0x12...ABcD')
  })
})

describe('formatBalance', () => {
  it('shows 0.000 for zero', () => {
    expect(formatBalance(0n)).toBe('0.000')
  })

  it('shows 4 decimals, truncated and padded', () => {
    expect(formatBalance(1_500_000_000_000_000_000n)).toBe('1.5000')
    expect(formatBalance(1_999_999_999_999_999_999n)).toBe('1.9999')
    expect(formatBalance(123_456_789n, 6)).toBe('123.4567')
    expect(formatBalance(10n ** 24n)).toBe('1000000.0000')
  })

  it('tells dust apart from zero', () => {
    expect(formatBalance(1n)).toBe('0.0000')
  })
})

describe('formatTimeAgo', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0)
  const ago = (seconds: number) => formatTimeAgo(now - seconds * 1000, { now })

  it('says just now under a minute and for future times', () => {
    expect(ago(0)).toBe('just now')
    expect(ago(59)).toBe('just now')
    expect(ago(-30)).toBe('just now')
  })

  it('counts minutes under 3600 s', () => {
    expect(ago(60)).toBe('1 minute ago')
    expect(ago(119)).toBe('1 minute ago')
    expect(ago(120)).toBe('2 minutes ago')
    expect(ago(3599)).toBe('59 minutes ago')
  })

  it('counts hours under 86400 s', () => {
    expect(ago(3600)).toBe('1 hour ago')
    expect(ago(7200)).toBe('2 hours ago')
    expect(ago(86399)).toBe('23 hours ago')
  })

  it('counts days from 86400 s', () => {
    expect(ago(86400)).toBe('1 day ago')
    expect(ago(86400 * 45)).toBe('45 days ago')
  })

  it('accepts Dates', () => {
    expect(formatTimeAgo(new Date(now - 3_600_000), { now: new Date(now) })).toBe('1 hour ago')
  })
})

describe('formatRelativeTimeZh', () => {
  const now = new Date(2026, 0, 9, 12, 0, 0).getTime()
  const ago = (seconds: number) => formatRelativeTimeZh(now - seconds * 1000, { now })

  it('says 刚刚 under 30 s', () => {
    expect(ago(0)).toBe('刚刚')
    expect(ago(29)).toBe('刚刚')
    expect(ago(-100)).toBe('刚刚')
  })

  it('counts minutes up to 1 h', () => {
    expect(ago(30)).toBe('1分钟前')
    expect(ago(61)).toBe('2分钟前')
    expect(ago(3599)).toBe('60分钟前')
  })

  it('counts hours up to 1 day', () => {
    expect(ago(3600)).toBe('1小时前')
    expect(ago(3601)).toBe('2小时前')
    expect(ago(86399)).toBe('24小时前')
  })

  it('says 1天前 up to 2 days', () => {
    expect(ago(86400)).toBe('1天前')
    expect(ago(2 * 86400 - 1)).toBe('1天前')
  })

  it('shows the date from 2 days on', () => {
    expect(formatRelativeTimeZh(new Date(2026, 0, 5, 8, 7), { now })).toBe('1月5日 08:07')
    expect(ago(2 * 86400)).toBe('1月7日 12:00')
  })
})

describe('abbreviateNumber', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [5_000_000, '5M'],
    [7.5e9, '7.5G'],
    [1e12, '1T'],
    [3.25e15, '3.3P'],
    [2e18, '2E'],
    [2e21, '2000E'],
    [-1500, '-1.5k'],
    [999_960, '1M'],
  ])('%d -> %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected)
  })

  it('takes a digits count, bigints and strings', () => {
    expect(abbreviateNumber(1_234_567, 3)).toBe('1.235M')
    expect(abbreviateNumber(10n ** 18n)).toBe('1E')
    expect(abbreviateNumber('2500')).toBe('2.5k')
  })

  it('returns empty text for non-numeric input', () => {
    expect(abbreviateNumber('abc')).toBe('')
    expect(abbreviateNumber('')).toBe('')
  })
})

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    ['-1000', '-1,000'],
    ['0.00012', '0.00012'],
    [10n ** 21n, '1,000,000,000,000,000,000,000'],
  ])('%s -> %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected)
  })

  it('returns empty text for non-numeric input', () => {
    expect(formatThousands('12a')).toBe('')
  })
})
