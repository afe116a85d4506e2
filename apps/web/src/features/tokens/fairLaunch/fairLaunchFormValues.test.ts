import {
  defaultFairLaunchFormValues,
  type FairLaunchFormValues,
  fairLaunchFiguresOf,
  toFairLaunchParameters,
  validateFairLaunchFigures,
  validateRatePercent,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'

const owner = '0x00000000000000000000000000000000000000aa'
const router = '0x00000000000000000000000000000000000000bb'
const locker = '0x00000000000000000000000000000000000000cc'
const values = (changes: Partial<FairLaunchFormValues> = {}): FairLaunchFormValues => ({
  ...defaultFairLaunchFormValues(0),
  name: 'Fair',
  symbol: 'FAIR',
  router,
  ...changes,
})

describe('fair-launch form values', () => {
  it('turns the form into the template parameters, percentages into basis points', () => {
    const parameters = toFairLaunchParameters(
      values({ premiumPercent: '50', refundPercent: '80' }),
      owner,
      locker,
      18,
    )
    expect(parameters).toMatchObject({
      template: 'fairLaunch',
      mintAmount: 1000n * 10n ** 18n,
      mintFee: 10n ** 16n,
      maxMints: 1000,
      mintsPerAddress: 10,
      premiumBps: 5_000,
      refundBps: 8_000,
      liquidityBps: 6_000,
      condition: 'none',
      router,
      locker,
      lpLockDuration: 365 * 86_400,
      vestingDuration: 0,
    })
  })

  it('free mint drops everything only coin pays for', () => {
    const parameters = toFairLaunchParameters(values({ mode: 'freeMint' }), owner, locker, 18)
    expect(parameters).toMatchObject({ mintFee: 0n, premiumBps: 0, refundBps: 0, liquidityBps: 0 })
    expect(parameters.router).toBe(zeroAddress)
    expect(parameters.locker).toBe(zeroAddress)
  })

  it('shows a figures issue under the field that fixes it', () => {
    const tooMany = values({ mintsPerAddress: 2000 })
    expect(validateFairLaunchFigures(tooMany, 'mintsPerAddress')).toEqual({
      key: 'fairLaunch.issue.limitAboveCap',
    })
    expect(validateFairLaunchFigures(tooMany, 'maxMints')).toBeUndefined()
    expect(validateRatePercent('101', 0, 100)).toEqual({
      key: 'fairLaunch.issue.rate',
      params: { min: 0, max: 100 },
    })
    expect(fairLaunchFiguresOf(values({ mintFee: 'abc' }))).toBeUndefined()
  })
})
