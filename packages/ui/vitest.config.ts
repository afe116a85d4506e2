import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file in a new thread of one process rather than a new process: 0.25 -> 0.10 M page
    // faults (see apps/web/vite.config.ts's `pool`).
    pool: 'threads',
    testTimeout: 60_000,
  },
})
