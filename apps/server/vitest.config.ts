import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The generated contract modules (built when missing or stale, so one test file runs on a fresh
    // clone), then the PostgreSQL URL (TEST_DATABASE_URL or a throwaway cluster) for every test file.
    globalSetup: ['../../scripts/buildForTests.ts', './test/globalSetup.ts'],
    // Creating a PostgreSQL database per suite and spawning the server take a few seconds on 2 cores.
    hookTimeout: 60_000,
    // Sign-in tests hash passwords for real (about 11 s alone): room for a loaded 2-core machine.
    testTimeout: 60_000,
    // One module graph per worker instead of one per file: measured on an idle 2-core machine,
    // 227 -> 155 CPU s and 220 -> 164 s. No server test mocks a module or a global.
    isolate: false,
  },
})
