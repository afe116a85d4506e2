import { keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainInstanceAddress } from './chainInstance.ts'

describe('chainInstanceAddress', () => {
  it('is the last 20 bytes of keccak256("tokenbox.chainInstance")', () => {
    expect(chainInstanceAddress).toBe(`0x${keccak256(toHex('tokenbox.chainInstance')).slice(26)}`)
  })
})
