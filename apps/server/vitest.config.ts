import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Provides the PostgreSQL URL (TEST_DATABASE_URL or a throwaway cluster) to every test file.
    globalSetup: ['./test/globalSetup.ts'],
    // Creating a PostgreSQL database per suite and spawning the server take a few seconds on 2 cores.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
