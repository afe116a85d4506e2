import { beforeEach, describe, expect, it } from 'vitest'
import { loadSendTask, saveSendTask } from '../features/batch/send/sendTaskStore.ts'
import { readRememberedWallets, rememberWallet } from '../features/multisig/rememberedWallets.ts'
import {
  chainStorageKey,
  forgetReplacedLocalChains,
  localChainInstancesStorageKey,
} from './localChainInstances.ts'

const instance = (digit: string) => `0x${digit.repeat(64)}`
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const task = { prepared: {}, plan: {}, rows: [] } as unknown as Parameters<typeof saveSendTask>[2]

/** Issue 18 §2: whatever a local chain forgets (`make reset`), the browser forgets too. */
describe('forgetReplacedLocalChains', () => {
  beforeEach(() => localStorage.clear())

  const seed = () => {
    for (const chainId of [31337, 31338, 56]) {
      rememberWallet(chainId, wallet)
      saveSendTask(chainId, account, task)
    }
    localStorage.setItem('tokenbox.settings', '{"compact":true}')
  }

  it('makes every per-chain key in one shape', () => {
    expect(chainStorageKey('sendTask', 31337, '0xabc')).toBe('tokenbox.sendTask.31337.0xabc')
    expect(chainStorageKey('multisig.wallets', 56)).toBe('tokenbox.multisig.wallets.56')
  })

  it('keeps what this browser stored while the local chain is the same instance', () => {
    seed()
    expect(forgetReplacedLocalChains([{ chainId: 31337, instanceId: instance('a') }])).toEqual([31337])
    rememberWallet(31337, wallet)
    saveSendTask(31337, account, task)
    expect(forgetReplacedLocalChains([{ chainId: 31337, instanceId: instance('a') }])).toEqual([])
    expect(readRememberedWallets(31337)).toEqual([wallet])
    expect(loadSendTask(31337, account)).toBeDefined()
  })

  it('forgets the send tasks and multisig wallets of a reset local chain, and nothing else', () => {
    localStorage.setItem(
      localChainInstancesStorageKey,
      JSON.stringify({ 31337: instance('a'), 31338: instance('b') }),
    )
    seed()
    expect(
      forgetReplacedLocalChains([
        { chainId: 31337, instanceId: instance('c') },
        { chainId: 31338, instanceId: instance('b') },
      ]),
    ).toEqual([31337])
    expect(readRememberedWallets(31337)).toEqual([])
    expect(loadSendTask(31337, account)).toBeUndefined()
    // The other local chain, a real chain and the settings stay.
    expect(readRememberedWallets(31338)).toEqual([wallet])
    expect(loadSendTask(31338, account)).toBeDefined()
    expect(readRememberedWallets(56)).toEqual([wallet])
    expect(loadSendTask(56, account)).toBeDefined()
    expect(localStorage.getItem('tokenbox.settings')).toBe('{"compact":true}')
    expect(JSON.parse(localStorage.getItem(localChainInstancesStorageKey)!)).toEqual({
      31337: instance('c'),
      31338: instance('b'),
    })
  })

  it('does nothing without local chains, instance ids or storage', () => {
    seed()
    expect(forgetReplacedLocalChains([])).toEqual([])
    expect(forgetReplacedLocalChains([{ chainId: 31337 }])).toEqual([])
    expect(forgetReplacedLocalChains([{ chainId: 31337, instanceId: instance('a') }], null)).toEqual([])
    expect(readRememberedWallets(31337)).toEqual([wallet])
  })
})
