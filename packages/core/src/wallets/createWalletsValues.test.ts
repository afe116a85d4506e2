import { describe, expect, it } from 'vitest'
import {
  initialCreateWalletsValues,
  toWalletRequest,
  validateCustomPath,
  validateGivenMnemonic,
  validateStartIndex,
  validateWalletCount,
} from './createWalletsValues.ts'
import { splitWalletRequest } from './walletJob.ts'

describe('Create Wallets validation', () => {
  it('takes 1..10,000 wallets', () => {
    expect(validateWalletCount('1')).toBeUndefined()
    expect(validateWalletCount(' 10000 ')).toBeUndefined()
    expect(validateWalletCount('')).toEqual({ key: 'validation.empty', params: { field: 'create.count' } })
    for (const bad of ['0', '10001', '2.5', '-3', 'abc', '1e3'])
      expect(validateWalletCount(bad)?.key, bad).toBe('validation.count')
  })

  it('keeps the last derivation index below 2^31', () => {
    expect(validateStartIndex('0', '100')).toBeUndefined()
    expect(validateStartIndex('2147483548', '100')).toBeUndefined()
    expect(validateStartIndex('2147483549', '100')).toMatchObject({ key: 'validation.start' })
    expect(validateStartIndex('-1', '1')).toMatchObject({ key: 'validation.start' })
    expect(validateStartIndex('', '1')).toMatchObject({ key: 'validation.empty' })
  })

  it('checks custom paths and given mnemonics with a reason each', () => {
    expect(validateCustomPath("m/44'/60'/0'/0/{i}")).toBeUndefined()
    expect(validateCustomPath("m/44'/60'/0'/0/0")).toEqual({ key: 'validation.path.noPlaceholder' })
    expect(validateCustomPath('44/{i}')).toEqual({ key: 'validation.path.format' })
    expect(
      validateGivenMnemonic('test test test test test test test test test test test junk'),
    ).toBeUndefined()
    expect(validateGivenMnemonic('test test test test test test test test test test test junq')).toEqual({
      key: 'validation.mnemonicWords',
      params: { words: 'junq' },
    })
    expect(validateGivenMnemonic('test test test')).toEqual({
      key: 'validation.mnemonicLength',
      params: { count: 3 },
    })
    expect(validateGivenMnemonic('test test test test test test test test test test test test')).toEqual({
      key: 'validation.mnemonicChecksum',
    })
  })

  it('makes the request: random, a new mnemonic of the chosen length, or the given one normalised', () => {
    expect(toWalletRequest({ ...initialCreateWalletsValues, count: ' 25 ' })).toEqual({
      mode: 'random',
      count: 25,
    })
    const fresh = toWalletRequest({ ...initialCreateWalletsValues, mode: 'mnemonic', words: 24 })
    expect(fresh.mode === 'mnemonic' && fresh.mnemonic.split(' ').length).toBe(24)
    expect(
      toWalletRequest({
        ...initialCreateWalletsValues,
        mode: 'mnemonic',
        source: 'given',
        mnemonic: 'TEST test test test test test test test test test test junk',
        pathPreset: 'ledgerLive',
        start: '3',
      }),
    ).toEqual({
      mode: 'mnemonic',
      mnemonic: 'test test test test test test test test test test test junk',
      path: "m/44'/60'/{i}'/0/0",
      start: 3,
      count: 10,
    })
  })
})

describe('splitting work over workers', () => {
  it('gives contiguous near-equal shares that cover the request exactly', () => {
    expect(splitWalletRequest({ mode: 'random', count: 5 }, 2)).toEqual([
      { mode: 'random', first: 0, count: 3 },
      { mode: 'random', first: 3, count: 2 },
    ])
    const shares = splitWalletRequest({ mode: 'mnemonic', mnemonic: 'm', path: 'p', start: 10, count: 2 }, 4)
    expect(shares.map((share) => [share.first, share.count])).toEqual([
      [10, 1],
      [11, 1],
    ])
  })
})
