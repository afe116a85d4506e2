import { percentToBps } from '@tokenbox/core/format/percentToBps.ts'
import { validateAddress, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  validateDecimals,
  validateFeeTotal,
  validatePercent,
  validateRenounceDate,
  validateTokenName,
  validateTokenSymbol,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { defaultTokenFormValues, toCreateTokenParameters } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { describe, expect, it } from 'vitest'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('token form validation', () => {
  it('refuses empty, too long and spaced names and symbols', () => {
    expect(validateTokenName('  ')?.key).toBe('validation.empty')
    expect(validateTokenName('x'.repeat(65))?.key).toBe('validation.tooLong')
    expect(validateTokenName('My Token')).toBeUndefined()
    expect(validateTokenSymbol('')?.key).toBe('validation.empty')
    expect(validateTokenSymbol('MY TK')?.key).toBe('validation.symbolSpaces')
    expect(validateTokenSymbol('x'.repeat(17))?.key).toBe('validation.tooLong')
    expect(validateTokenSymbol('MTK')).toBeUndefined()
  })

  it('accepts decimals 0 to 18 only', () => {
    expect(validateDecimals(undefined)?.key).toBe('validation.empty')
    expect(validateDecimals(19)?.key).toBe('validation.decimals')
    expect(validateDecimals(1.5)?.key).toBe('validation.decimals')
    expect(validateDecimals(0)).toBeUndefined()
    expect(validateDecimals(18)).toBeUndefined()
  })

  it('checks amounts: digits, fraction within the decimals, above zero, within 256 bits', () => {
    expect(validateAmount('', 18)?.key).toBe('validation.empty')
    expect(validateAmount('abc', 18)?.key).toBe('validation.invalidAmount')
    expect(validateAmount('-1', 18)?.key).toBe('validation.invalidAmount')
    expect(validateAmount('1e9', 18)?.key).toBe('validation.invalidAmount')
    expect(validateAmount('0', 18)?.key).toBe('validation.invalidAmount')
    expect(validateAmount('0', 18, { allowZero: true })).toBeUndefined()
    expect(validateAmount('1.123', 2)).toEqual({
      key: 'validation.tooManyDecimals',
      params: { decimals: 2, count: 2 },
    })
    expect(validateAmount('1'.repeat(80), 0)?.key).toBe('validation.invalidAmount')
    expect(validateAmount('1000000000', 18)).toBeUndefined()
    expect(validateAmount(' 12.5 ', 1)).toBeUndefined()
  })

  it('calls malformed and zero addresses illegal', () => {
    expect(validateAddress('')?.key).toBe('validation.empty')
    expect(validateAddress('0x123')?.key).toBe('validation.illegalAddress')
    expect(validateAddress('0x0000000000000000000000000000000000000000')?.key).toBe(
      'validation.illegalAddress',
    )
    // A wrong checksum is a typo, not an address.
    expect(validateAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')?.key).toBe(
      'validation.illegalAddress',
    )
    expect(validateAddress(wallet)).toBeUndefined()
    expect(validateAddress(wallet.toLowerCase())).toBeUndefined()
  })

  it('caps percentages and their total at 25%', () => {
    expect(validatePercent('1.234')?.key).toBe('validation.invalidPercent')
    expect(validatePercent('26')?.key).toBe('validation.percentCap')
    expect(validatePercent('25')).toBeUndefined()
    expect(validateFeeTotal('10', '15.01')?.key).toBe('validation.feeCap')
    expect(validateFeeTotal('10', '15')).toBeUndefined()
    expect(percentToBps('2.5')).toBe(250)
    expect(percentToBps('0.01')).toBe(1)
  })

  it('wants a renounce end date later than now', () => {
    expect(validateRenounceDate(undefined, 1000)?.key).toBe('validation.empty')
    expect(validateRenounceDate(1000, 1000)?.key).toBe('validation.renounceDate')
    expect(validateRenounceDate(1001, 1000)).toBeUndefined()
  })
})

describe('toCreateTokenParameters', () => {
  const values = {
    ...defaultTokenFormValues(wallet),
    name: ' Demo ',
    symbol: 'DMO',
    decimals: 6,
    initialSupply: '1000.5',
    burnable: true,
    mintable: true,
    maxSupply: '2000',
    transferBurnPercent: '1',
    transferFeePercent: '2.5',
  } as const

  it('gives each template only its own fields, in base units and basis points', () => {
    expect(toCreateTokenParameters('standard', values)).toEqual({
      template: 'standard',
      name: 'Demo',
      symbol: 'DMO',
      decimals: 6,
      initialSupply: 1_000_500_000n,
      owner: wallet,
    })
    expect(toCreateTokenParameters('meme', values)).toMatchObject({ template: 'meme', burnable: true })
    expect(toCreateTokenParameters('normal', values)).toMatchObject({
      template: 'normal',
      mintable: true,
      maxSupply: 2_000_000_000n,
      transferBurnBps: 100,
      transferFeeBps: 250,
      feeRecipient: wallet,
      renounceEndsAt: 0n,
    })
  })

  it('sends the renounce date in seconds only with the timed renounce option', () => {
    const at = Date.UTC(2030, 0, 1)
    expect(toCreateTokenParameters('normal', { ...values, renounceUntil: at })).toMatchObject({
      renounceEndsAt: 0n,
    })
    expect(
      toCreateTokenParameters('normal', { ...values, timedRenounceEnabled: true, renounceUntil: at }),
    ).toMatchObject({ timedRenounceEnabled: true, renounceEndsAt: BigInt(at / 1000) })
  })
})
