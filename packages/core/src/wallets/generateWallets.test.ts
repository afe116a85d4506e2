import { type Hex, isAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { addressFromPrivateKey } from './addressFromPrivateKey.ts'
import { derivationPathPresets, formatDerivationPath, parseDerivationPath } from './derivationPath.ts'
import {
  createMnemonicWalletDeriver,
  deriveMnemonicWallets,
  generateRandomWallets,
} from './generateWallets.ts'
import { checkMnemonic, createMnemonic } from './mnemonic.ts'

const hardhatMnemonic = 'test test test test test test test test test test test junk'
/** The first accounts of Hardhat's and Anvil's dev mnemonic along m/44'/60'/0'/0/{i}. */
const hardhatAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]

describe('addressFromPrivateKey', () => {
  it('equals viem for known and random keys', () => {
    const one = new Uint8Array(32)
    one[31] = 1
    expect(addressFromPrivateKey(one).address).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')
    for (let round = 0; round < 50; round++) {
      const key = crypto.getRandomValues(new Uint8Array(32))
      const { address, privateKey } = addressFromPrivateKey(key)
      expect(address).toBe(privateKeyToAddress(privateKey))
      expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    }
  })
})

describe('generateRandomWallets', () => {
  it('makes the requested number of distinct wallets whose addresses match their keys', () => {
    const wallets = generateRandomWallets({ count: 200, firstIndex: 5 })
    expect(wallets).toHaveLength(200)
    expect(wallets.map((wallet) => wallet.index)).toEqual(Array.from({ length: 200 }, (_, i) => i + 5))
    expect(new Set(wallets.map((wallet) => wallet.privateKey)).size).toBe(200)
    expect(new Set(wallets.map((wallet) => wallet.address)).size).toBe(200)
    for (const wallet of wallets) {
      expect(isAddress(wallet.address, { strict: true })).toBe(true)
      expect(wallet.address).toBe(privateKeyToAddress(wallet.privateKey))
      expect(wallet.path).toBeUndefined()
    }
  })

  it('uses the random source for every key bit and redraws keys outside the curve order', () => {
    let calls = 0
    // First draw: all 0xff (above the order), then keys of 0x01 bytes.
    const fillRandom = (bytes: Uint8Array) => {
      bytes.fill(calls++ === 0 ? 0xff : 0x01)
      return bytes
    }
    const wallets = generateRandomWallets({ count: 2, fillRandom })
    expect(wallets.map((wallet) => wallet.privateKey)).toEqual([
      `0x${'01'.repeat(32)}`,
      `0x${'01'.repeat(32)}`,
    ])
    expect(calls).toBe(3)
  })

  it('draws more keys than one getRandomValues call may fill (64 KiB)', () => {
    const wallets = generateRandomWallets({ count: 2_100 })
    expect(new Set(wallets.map((wallet) => wallet.privateKey)).size).toBe(2_100)
    expect(wallets.at(-1)?.privateKey).not.toBe(`0x${'0'.repeat(64)}`)
  })

  it('accepts zero and refuses negative or fractional counts', () => {
    expect(generateRandomWallets({ count: 0 })).toEqual([])
    expect(() => generateRandomWallets({ count: -1 })).toThrow(RangeError)
    expect(() => generateRandomWallets({ count: 1.5 })).toThrow(RangeError)
  })
})

describe('deriveMnemonicWallets', () => {
  it('gives the Hardhat dev accounts from "test test ... junk" along the usual path', () => {
    const wallets = deriveMnemonicWallets({
      mnemonic: hardhatMnemonic,
      path: derivationPathPresets.standard,
      start: 0,
      count: 3,
    })
    expect(wallets.map((wallet) => wallet.address)).toEqual(hardhatAccounts)
    expect(wallets[0]).toMatchObject({
      index: 0,
      path: "m/44'/60'/0'/0/0",
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
  })

  it('equals viem mnemonicToAccount on the usual, Ledger Live and custom paths, with a start index', () => {
    const mnemonic = createMnemonic(24)
    const cases: [template: string, viemPath: (i: number) => string][] = [
      [derivationPathPresets.standard, (i) => `m/44'/60'/0'/0/${i}`],
      [derivationPathPresets.ledgerLive, (i) => `m/44'/60'/${i}'/0/0`],
      ["m/44'/60'/7'/{i}/3", (i) => `m/44'/60'/7'/${i}/3`],
      ["m/44'/60'/0'/0'/{i}'", (i) => `m/44'/60'/0'/0'/${i}'`],
      ['m/{i}', (i) => `m/${i}`],
    ]
    for (const [template, viemPath] of cases) {
      const wallets = deriveMnemonicWallets({ mnemonic, path: template, start: 40, count: 4 })
      expect(wallets.map((wallet) => wallet.index)).toEqual([40, 41, 42, 43])
      for (const wallet of wallets) {
        const account = mnemonicToAccount(mnemonic, { path: viemPath(wallet.index) as `m/44'/60'/${string}` })
        expect(wallet.address, `${template} #${wallet.index}`).toBe(account.address)
        expect(wallet.path).toBe(viemPath(wallet.index))
        expect(privateKeyToAddress(wallet.privateKey as Hex)).toBe(wallet.address)
      }
    }
  })

  it('derives the same wallet whatever the batch it is in (workers split the range)', () => {
    const derive = createMnemonicWalletDeriver({
      mnemonic: hardhatMnemonic,
      path: derivationPathPresets.standard,
    })
    const whole = deriveMnemonicWallets({
      mnemonic: hardhatMnemonic,
      path: derivationPathPresets.standard,
      start: 0,
      count: 6,
    })
    expect(derive(4)).toEqual(whole[4])
    expect(new Set(whole.map((wallet) => wallet.address)).size).toBe(6)
  })

  it('refuses a last index above 2^31-1 and a bad path', () => {
    expect(() =>
      deriveMnemonicWallets({
        mnemonic: hardhatMnemonic,
        path: derivationPathPresets.standard,
        start: 0x7fff_ffff,
        count: 2,
      }),
    ).toThrow(RangeError)
    expect(() => createMnemonicWalletDeriver({ mnemonic: hardhatMnemonic, path: "m/44'/60'" })).toThrow(
      /path/,
    )
  })
})

describe('parseDerivationPath', () => {
  it('reads fixed and wallet levels, hardened by quote or h', () => {
    expect(parseDerivationPath("m/44'/60h/{i}'/0")).toEqual({
      ok: true,
      segments: [
        { kind: 'fixed', index: 44, hardened: true },
        { kind: 'fixed', index: 60, hardened: true },
        { kind: 'wallet', hardened: true },
        { kind: 'fixed', index: 0, hardened: false },
      ],
    })
    expect(formatDerivationPath(" m/44'/60'/0'/0/{i} ", 12)).toBe("m/44'/60'/0'/0/12")
  })

  it('names what is wrong', () => {
    expect(parseDerivationPath("44'/60'/{i}")).toEqual({ ok: false, issue: 'format' })
    expect(parseDerivationPath("m/44'/x/{i}")).toEqual({ ok: false, issue: 'format' })
    expect(parseDerivationPath('m//{i}')).toEqual({ ok: false, issue: 'format' })
    expect(parseDerivationPath('m')).toEqual({ ok: false, issue: 'format' })
    expect(parseDerivationPath("m/44'/60'/0'/0/0")).toEqual({ ok: false, issue: 'noPlaceholder' })
    expect(parseDerivationPath('m/{i}/{i}')).toEqual({ ok: false, issue: 'manyPlaceholders' })
    expect(parseDerivationPath('m/2147483648/{i}')).toEqual({ ok: false, issue: 'indexTooLarge' })
  })
})

describe('mnemonics', () => {
  it('creates valid 12 and 24 word phrases, different each time', () => {
    const twelve = createMnemonic(12)
    expect(twelve.split(' ')).toHaveLength(12)
    expect(createMnemonic(24).split(' ')).toHaveLength(24)
    expect(checkMnemonic(twelve)).toEqual({ ok: true, mnemonic: twelve })
    expect(createMnemonic(12)).not.toBe(twelve)
  })

  it('normalises pasted text and names unknown words, bad length and bad checksum', () => {
    expect(checkMnemonic('  Test test\ntest test test test　test test test test test JUNK ')).toEqual({
      ok: true,
      mnemonic: hardhatMnemonic,
    })
    expect(checkMnemonic('   ')).toEqual({ ok: false, issue: { kind: 'empty' } })
    expect(checkMnemonic('test tset test test test test test test test test test junkk')).toEqual({
      ok: false,
      issue: { kind: 'unknownWords', words: ['tset', 'junkk'] },
    })
    expect(checkMnemonic('test test test')).toEqual({ ok: false, issue: { kind: 'wordCount', count: 3 } })
    expect(checkMnemonic('test test test test test test test test test test test test')).toEqual({
      ok: false,
      issue: { kind: 'checksum' },
    })
  })
})
