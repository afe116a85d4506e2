import { describe, expect, it } from 'vitest'
import { actionValueReader } from './actionValues.ts'

const units = { decimals: 9, quoteDecimals: 6, dividendDecimals: 18, shareDecimals: 18 }

describe('actionValueReader', () => {
  it('turns each input into its contract argument by the field kind', () => {
    const value = actionValueReader(
      {
        to: ' 0x70997970c51812dc3a010c7d01b50e0d17dc79c8 ',
        tokenAmount: '1.5',
        quoteAmount: '2',
        maxTx: '',
        fee: '2.25',
        until: 1_800_000_000_500,
        enabled: undefined,
        claimWait: 2,
        site: ' https://x.org ',
      },
      units,
    )
    expect(value({ name: 'to', kind: 'address' })).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(value({ name: 'tokenAmount', kind: 'amount' })).toBe(1_500_000_000n)
    expect(value({ name: 'quoteAmount', kind: 'quoteAmount' })).toBe(2_000_000n)
    expect(value({ name: 'maxTx', kind: 'amountOrZero' })).toBe(0n)
    expect(value({ name: 'fee', kind: 'percent' })).toBe(225)
    expect(value({ name: 'until', kind: 'date' })).toBe(1_800_000_000n)
    expect(value({ name: 'enabled', kind: 'flag' })).toBe(false)
    expect(value({ name: 'claimWait', kind: 'hours' })).toBe(7200n)
    expect(value({ name: 'site', kind: 'link' })).toBe('https://x.org')
  })
})
