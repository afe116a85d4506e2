import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Chain tests start a Hardhat node and mine real transactions: a few seconds each on the
    // shared 2-core machines, far more than a unit test needs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: each chain test file starts its own node, and several nodes at once
    // on 2 cores make every test slower, not faster.
    fileParallelism: false,
  },
})
