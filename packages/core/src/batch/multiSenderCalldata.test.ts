import { type Address, concat, keccak256, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import {
  accessListForNativeSend,
  accessListForTokenSend,
  fitsPacked,
  maxPackedAmount,
  PackedAmountError,
  packRecipient,
  tokenBalanceSlot,
} from './multiSenderCalldata.ts'

const [sender, alice, bob] = devAccounts
const multiSender: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('packRecipient', () => {
  it('puts the address in the high 160 bits and the amount in the low 96', () => {
    expect(packRecipient(alice, 10n ** 18n)).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8000000000de0b6b3a7640000',
    )
    const word = BigInt(packRecipient(bob, 12345n))
    expect(word >> 96n).toBe(BigInt(bob))
    expect(word & maxPackedAmount).toBe(12345n)
  })

  it('takes 0 and 2^96 - 1, and any letter case', () => {
    expect(packRecipient(alice, 0n)).toBe(`${alice.toLowerCase()}${'0'.repeat(24)}`)
    expect(packRecipient(alice.toLowerCase() as Address, maxPackedAmount)).toBe(
      `${alice.toLowerCase()}${'f'.repeat(24)}`,
    )
  })

  it('throws for 2^96 and above, and for negative amounts', () => {
    expect(() => packRecipient(alice, 2n ** 96n)).toThrow(PackedAmountError)
    expect(() => packRecipient(alice, 2n ** 200n)).toThrow(PackedAmountError)
    expect(() => packRecipient(alice, -1n)).toThrow(PackedAmountError)
    try {
      packRecipient(alice, 2n ** 96n)
    } catch (error) {
      expect((error as PackedAmountError).amount).toBe(2n ** 96n)
      expect((error as PackedAmountError).shortMessage).toMatch(/2\^96 - 1/)
    }
  })

  it('refuses a malformed address', () => {
    expect(() => packRecipient('0x1234' as Address, 1n)).toThrow()
  })
})

describe('fitsPacked', () => {
  it('is true while every amount is below 2^96', () => {
    expect(fitsPacked([])).toBe(true)
    expect(fitsPacked([0n, 1n, maxPackedAmount])).toBe(true)
    expect(fitsPacked([1n, maxPackedAmount + 1n])).toBe(false)
    expect(fitsPacked([-1n])).toBe(false)
  })
})

describe('tokenBalanceSlot', () => {
  it('is keccak256(holder . mapping slot), as Solidity lays out a mapping', () => {
    const expected = keccak256(concat([pad(alice.toLowerCase() as Address), pad(toHex(0n))]))
    expect(tokenBalanceSlot(alice)).toBe(expected)
    expect(tokenBalanceSlot(alice, 2n)).toBe(
      keccak256(concat([pad(alice.toLowerCase() as Address), pad(toHex(2n))])),
    )
  })
})

describe('accessListForNativeSend', () => {
  it('lists each recipient once, in order, without the warm accounts', () => {
    const list = accessListForNativeSend({
      recipients: [
        alice,
        bob,
        alice.toLowerCase() as Address,
        sender,
        multiSender,
        '0x0000000000000000000000000000000000000001',
        '0x0000000000000000000000000000000000000100',
      ],
      sender,
      multiSender,
    })
    expect(list).toEqual([
      { address: alice, storageKeys: [] },
      { address: bob, storageKeys: [] },
    ])
  })

  it('keeps the zero address and addresses past the precompiles', () => {
    const list = accessListForNativeSend({
      recipients: [
        '0x0000000000000000000000000000000000000000',
        '0x0000000000000000000000000000000000000101',
      ],
    })
    expect(list.map(({ address }) => address)).toEqual([
      '0x0000000000000000000000000000000000000000',
      '0x0000000000000000000000000000000000000101',
    ])
  })
})

describe('accessListForTokenSend', () => {
  it('lists the token with the balance slot of each distinct holder', () => {
    const list = accessListForTokenSend({ token, recipients: [alice, bob, alice], sender, multiSender })
    expect(list).toEqual([
      {
        address: token,
        storageKeys: [
          tokenBalanceSlot(alice),
          tokenBalanceSlot(bob),
          tokenBalanceSlot(sender),
          tokenBalanceSlot(multiSender),
        ],
      },
    ])
  })

  it('uses the given mapping slot and leaves out the holders not given', () => {
    const [entry] = accessListForTokenSend({ token, recipients: [bob], balancesSlot: 9n })
    expect(entry?.storageKeys).toEqual([tokenBalanceSlot(bob, 9n)])
  })
})
