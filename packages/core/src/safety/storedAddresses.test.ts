import { type Address, getAddress, type Hex, keccak256, numberToHex, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployTrapChain } from '../../testing/trapChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'
import { addressesInWord, codeStorageSlots } from './storedAddresses.ts'

const controller: Address = '0x7D5A3c1B9E2f4a6C8e0d2F4A6C8E0d2f4A6C8e01'
const body = controller.slice(2).toLowerCase()
const word = (hex: string): Hex => `0x${hex.padStart(64, '0')}`

describe('addressesInWord', () => {
  it('finds an address alone in its slot, and beside a number at either end or an offset', () => {
    expect(addressesInWord(word(body))).toEqual([controller])
    // address controller; uint8 decimals; (decimals above it)
    expect(addressesInWord(word(`12${body}`))).toContain(controller)
    // uint8 decimals; address controller; (decimals below it: one byte up)
    expect(addressesInWord(word(`${body}12`))).toContain(controller)
    // uint64 openedAt; address controller; (a date below it)
    expect(addressesInWord(word(`${body}0000000065f1a2b3`))).toContain(controller)
    // uint96 number above it, filled to 8 bytes
    expect(addressesInWord(`0x00000000${'ab'.repeat(8)}${body}`)).toContain(controller)
  })

  it('finds none in a number, a hash or an empty slot', () => {
    expect(addressesInWord(word('033b2e3c9fd0803ce8000000'))).toEqual([]) // 10^27
    expect(addressesInWord(keccak256(toHex('a hash')))).toEqual([])
    expect(addressesInWord(word('0'))).toEqual([])
    expect(addressesInWord(word('f'.repeat(40)))).toEqual([])
  })
})

describe('codeStorageSlots', () => {
  it('names the slots a constant PUSH feeds straight to SLOAD, any size', () => {
    const hashed = keccak256(toHex('namespace'))
    // PUSH1 0x0c SLOAD, PUSH1 0x03 PUSH1 0x0d ADD (no SLOAD), PUSH32 <hash> SLOAD, PUSH1 0x0c SLOAD again
    const code = `0x600c546003600d017f${hashed.slice(2)}54600c54` as Hex
    expect(codeStorageSlots(code)).toEqual([12n, BigInt(hashed)])
    expect(codeStorageSlots('0x')).toEqual([])
  })
})

describe('checkTokenSafety: a controller packed beside a number (issue 75)', () => {
  const chain = useLocalTestChain()

  it('still finds a fake renounce whose controller shares its slot with a number', async () => {
    const {
      entry,
      tokens: { shadowOwner: token },
    } = await deployTrapChain(chain, { only: ['shadowOwner'] })
    // Where the trap keeps its controller; then a number (18, as the decimals would be) packed
    // above it in the same slot, as `address distributor; uint8 decimals;` lays it out. The
    // contract reads the low 20 bytes, so it behaves the same.
    let slot: Hex | undefined
    for (let index = 0; index < 16 && !slot; index++) {
      const candidate = numberToHex(index, { size: 32 })
      const value = await chain.publicClient.getStorageAt({ address: token, slot: candidate })
      if (value && value.toLowerCase() === pad(controller.toLowerCase() as Hex).toLowerCase())
        slot = candidate
    }
    expect(slot).toBeDefined()
    await chain.publicClient.request({
      method: 'anvil_setStorageAt' as never,
      params: [token, slot, word(`12${body}`)] as never,
    })

    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    expect(report.verdict.level).toBe('danger')
    expect(report.verdict.reasons).toContainEqual(
      expect.objectContaining({
        key: 'powerStopsSales',
        params: expect.objectContaining({ address: getAddress(controller) }),
      }),
    )
    expect(report.verdict.reasons).toContainEqual(
      expect.objectContaining({
        key: 'controlRemains',
        params: expect.objectContaining({ address: controller }),
      }),
    )
  })
})
