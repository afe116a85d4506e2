import { describe, expect, it } from 'vitest'
import { workerCountFor } from './walletWorkerPool.ts'

describe('the wallet worker pool', () => {
  it('uses one worker per core, fewer for small runs', () => {
    expect(workerCountFor(10_000, 2)).toBe(2)
    expect(workerCountFor(10_000, 16)).toBe(8)
    expect(workerCountFor(100, 8)).toBe(1)
    expect(workerCountFor(600, 8)).toBe(3)
  })
})
