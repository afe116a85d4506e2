import { describe, expect, it } from 'vitest'
import type { ActionFieldKind } from './actionValues.ts'
import { validateActionField } from './validateActionField.ts'

const units = { decimals: 18, quoteDecimals: 6, dividendDecimals: 6, shareDecimals: 18 }
const now = 1_800_000_000_000
const check = (kind: ActionFieldKind, value: unknown) =>
  validateActionField({ name: 'field', kind }, value, units, now)?.key

describe('validateActionField', () => {
  it('checks amounts in the decimals of their kind: the quote coin has 6 here, the token 18', () => {
    expect(check('amount', '1.123456789012345678')).toBeUndefined()
    expect(check('quoteAmount', '1.1234567')).toBe('validation.tooManyDecimals')
    expect(check('quoteAmount', '1.123456')).toBeUndefined()
    expect(check('dividendAmount', '')).toBe('validation.empty')
    // Zero is a valid share or 'amount or zero', an empty one reads as zero.
    expect(check('shareAmount', '')).toBeUndefined()
    expect(check('amountOrZero', '0')).toBeUndefined()
    expect(check('amount', '0')).not.toBeUndefined()
  })

  it('holds the whole-number ranges the contracts take: hours to 720, seconds to 3,600, gas 0 or 300,000 to 500,000', () => {
    expect(check('hours', 720)).toBeUndefined()
    expect(check('hours', 721)).toBe('validation.wholeRange')
    expect(check('seconds', 3_600)).toBeUndefined()
    expect(check('seconds', 3_601)).toBe('validation.wholeRange')
    expect(check('gas', 0)).toBeUndefined()
    expect(check('gas', 299_999)).toBe('validation.wholeRange')
    expect(check('gas', 500_000)).toBeUndefined()
  })

  it('checks addresses, links, percents, renounce dates after now, and nothing for a switch', () => {
    expect(check('address', '0x1234')).not.toBeUndefined()
    expect(check('address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
    expect(check('link', 'ftp://x')).toBe('validation.link')
    expect(check('percent', '')).toBe('validation.empty')
    expect(check('date', now)).toBe('validation.renounceDate')
    expect(check('date', now + 1)).toBeUndefined()
    expect(check('flag', undefined)).toBeUndefined()
  })
})
