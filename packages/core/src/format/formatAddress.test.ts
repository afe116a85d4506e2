import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress.ts'

describe('formatAddress', () => {
  it('shows the first 4 and the last 4 characters', () => {
    expect(formatAddress('0x1234567890AbcdEF1234567890aBcdef1234ABcD')).toBe('0x12...ABcD')
  })
})
