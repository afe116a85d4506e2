import { describe, expect, it } from 'vitest'
import { formatHash } from './formatHash.ts'

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
