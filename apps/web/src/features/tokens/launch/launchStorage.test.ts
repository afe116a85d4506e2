import { defaultLaunchFormValues, toLaunchPlan } from '@tokenbox/core/launch/launchFormValues.ts'
import { serializeLaunchPlan } from '@tokenbox/core/launch/types.ts'
import { describe, expect, it } from 'vitest'
import { clearLaunchPlan, launchStorageKey, loadLaunchPlan, saveLaunchPlan } from './launchStorage.ts'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** The Storage interface over a Map: what the browser's localStorage offers. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const plan = toLaunchPlan(
  {
    ...defaultLaunchFormValues(account, 'standard'),
    name: 'Saved',
    symbol: 'SVD',
    initialSupply: '1000',
    poolRouter: weth,
    poolTokenAmount: '10',
    poolPrice: '1',
  },
  { chainId: 56, account, wrappedNative: weth, tokenDecimals: 18, quoteDecimals: 18, nowMs: 0 },
)

describe('launch storage', () => {
  it('keeps one launch per chain and wallet, and forgets it on request', () => {
    const storage = memoryStorage()
    saveLaunchPlan(storage, plan)
    expect(loadLaunchPlan(storage, 56, account)).toEqual(plan)
    expect(loadLaunchPlan(storage, 1, account)).toBeUndefined()
    clearLaunchPlan(storage, 56, account)
    expect(loadLaunchPlan(storage, 56, account)).toBeUndefined()
  })

  it('drops a saved plan that does not parse, or that belongs to another chain', () => {
    const storage = memoryStorage()
    storage.setItem(launchStorageKey(56, account), '{"version":1')
    expect(loadLaunchPlan(storage, 56, account)).toBeUndefined()
    expect(storage.getItem(launchStorageKey(56, account))).toBeNull()
    storage.setItem(launchStorageKey(1, account), serializeLaunchPlan(plan))
    expect(loadLaunchPlan(storage, 1, account)).toBeUndefined()
  })
})
