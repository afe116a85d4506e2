import { maxUint128, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  draftPercentIssue,
  draftPercentToBps,
  draftTokenIssue,
  validateAddress,
  validateAmount,
  validateUint128Amount,
} from './fieldIssues.ts'

describe('validateAmount', () => {
  it('asks for an empty amount by its field, and refuses malformed text, zero and too many decimals', () => {
    expect(validateAmount(' ', 18)).toEqual({ key: 'validation.empty', params: { field: 'form.amount' } })
    expect(validateAmount('', 18, { field: 'lock.amount' })).toEqual({
      key: 'validation.empty',
      params: { field: 'lock.amount' },
    })
    for (const text of ['1e18', '-1', '1.', '.5', '0x10', '1,000'])
      expect(validateAmount(text, 18)).toEqual({ key: 'validation.invalidAmount' })
    expect(validateAmount('0', 18)).toEqual({ key: 'validation.invalidAmount' })
    expect(validateAmount('0', 18, { allowZero: true })).toBeUndefined()
    expect(validateAmount('1.123', 2)).toEqual({
      key: 'validation.tooManyDecimals',
      params: { decimals: 2, count: 2 },
    })
    expect(validateAmount(' 1.12 ', 2)).toBeUndefined()
  })

  it('takes any ERC-20 amount by default and refuses one past 2^256 - 1 base units', () => {
    expect(validateAmount(maxUint256.toString(), 0)).toBeUndefined()
    expect(validateAmount((maxUint256 + 1n).toString(), 0)).toEqual({ key: 'validation.invalidAmount' })
  })

  it('refuses past the bound a contract keeps the amount in, the same way for every form', () => {
    expect(validateUint128Amount(maxUint128.toString(), 0, 'field.hardCap')).toBeUndefined()
    expect(validateUint128Amount((maxUint128 + 1n).toString(), 0, 'field.hardCap')).toEqual({
      key: 'validation.invalidAmount',
    })
    expect(validateAmount((maxUint128 + 1n).toString(), 0, { max: maxUint128 })).toEqual(
      validateUint128Amount((maxUint128 + 1n).toString(), 0, 'field.hardCap'),
    )
    expect(validateUint128Amount('', 18, 'field.rewardFund', { allowZero: true })).toEqual({
      key: 'validation.empty',
      params: { field: 'field.rewardFund' },
    })
    expect(validateUint128Amount('0', 18, 'field.rewardFund', { allowZero: true })).toBeUndefined()
  })
})

describe('validateAddress and draftTokenIssue', () => {
  it('refuses the zero address and malformed text, and takes either case', () => {
    expect(validateAddress('')).toEqual({ key: 'validation.empty', params: { field: 'form.address' } })
    expect(validateAddress(`0x${'0'.repeat(40)}`)).toEqual({ key: 'validation.illegalAddress' })
    expect(validateAddress('0x1234')).toEqual({ key: 'validation.illegalAddress' })
    expect(validateAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBeUndefined()
    expect(validateAddress(' 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 ')).toBeUndefined()
  })

  it('says a token address is no token until its decimals are read', () => {
    const token = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(draftTokenIssue('', undefined, 'field.token')).toEqual({
      key: 'validation.empty',
      params: { field: 'field.token' },
    })
    expect(draftTokenIssue(token, undefined, 'field.token')).toEqual({ key: 'validation.notToken' })
    expect(draftTokenIssue(token, 6, 'field.token')).toBeUndefined()
  })
})

describe('draft percentages', () => {
  it('reads two decimals as basis points without float rounding', () => {
    expect(draftPercentToBps('12.5')).toBe(1250)
    expect(draftPercentToBps('0.07')).toBe(7)
    expect(draftPercentToBps('')).toBe(0)
    expect(draftPercentIssue('50.01', 'field.teamShare', 0, 50)).toEqual({
      key: 'validation.percentRange',
      params: { min: 0, max: 50 },
    })
    expect(draftPercentIssue('0', 'field.teamShare', 1, 50)).toEqual({
      key: 'validation.percentRange',
      params: { min: 1, max: 50 },
    })
    expect(draftPercentIssue('0', 'field.teamShare', 0, 50)).toBeUndefined()
  })
})
