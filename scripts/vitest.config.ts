import { defineConfig } from 'vitest/config'

/**
 * The tests of the repository's own scripts (make start, make reset): they start small Node
 * processes, no chain and no build, so they need no global setup. scripts/test.ts runs them in the
 * core suite.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 30_000,
  },
})
