import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type LaunchpadFeeDraft,
  toLaunchpadFeeConfig,
  validateLaunchpadFeeDraft,
} from './launchpadFeeDraft.ts'

const operator = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const draft: LaunchpadFeeDraft = {
  recipient: operator,
  flatFeeToken: zeroAddress,
  flatFee: '0.1',
  raisePercent: '2.5',
  tokenPercent: '0',
}

describe('the console fee form', () => {
  it('accepts fees within the cap and turns them into the factory FeeConfig', () => {
    expect(validateLaunchpadFeeDraft(draft, 18)).toEqual({})
    expect(toLaunchpadFeeConfig(draft, 18)).toEqual({
      recipient: operator,
      flatFeeToken: zeroAddress,
      flatFee: 10n ** 17n,
      raiseFeeBps: 250,
      tokenFeeBps: 0,
    })
    // Exactly 5% is the cap itself; a 6-decimal stablecoin fee counts in its own units.
    expect(validateLaunchpadFeeDraft({ ...draft, raisePercent: '5', tokenPercent: '5.00' }, 18)).toEqual({})
    expect(toLaunchpadFeeConfig({ ...draft, flatFee: '300' }, 6).flatFee).toBe(300_000_000n)
  })

  it('refuses a share above 5% on the field that holds it', () => {
    expect(validateLaunchpadFeeDraft({ ...draft, raisePercent: '5.01' }, 18)).toEqual({
      raisePercent: { key: 'fees.tooHigh', params: { max: 5 } },
    })
    expect(validateLaunchpadFeeDraft({ ...draft, tokenPercent: '6' }, 18)).toEqual({
      tokenPercent: { key: 'fees.tooHigh', params: { max: 5 } },
    })
  })

  it('asks for a recipient whenever anything is charged, and none when nothing is', () => {
    const free = { ...draft, recipient: '', flatFee: '0', raisePercent: '0' }
    expect(validateLaunchpadFeeDraft(free, 18)).toEqual({})
    expect(toLaunchpadFeeConfig(free, 18).recipient).toBe(zeroAddress)
    expect(validateLaunchpadFeeDraft({ ...free, flatFee: '1' }, 18)).toEqual({
      recipient: { key: 'fees.recipientMissing' },
    })
  })

  it('names malformed input in the spec words', () => {
    expect(
      validateLaunchpadFeeDraft(
        { ...draft, recipient: '0x1234', flatFee: 'abc', raisePercent: '', tokenPercent: '1.234' },
        18,
      ),
    ).toEqual({
      recipient: { key: 'validation.illegalAddress' },
      flatFee: { key: 'validation.invalidAmount' },
      raisePercent: { key: 'validation.empty', params: { field: 'fees.raisePercent' } },
      tokenPercent: { key: 'validation.percentRange', params: { min: 0, max: 100 } },
    })
    expect(validateLaunchpadFeeDraft({ ...draft, flatFee: '0.1234567' }, 6).flatFee?.key).toBe(
      'validation.tooManyDecimals',
    )
  })
})
