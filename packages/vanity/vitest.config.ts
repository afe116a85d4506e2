import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // the tests run against the real build output, so build it first (skipped when up to date)
    globalSetup: ['./src/testing/buildWasm.ts'],
    testTimeout: 60_000,
  },
})
