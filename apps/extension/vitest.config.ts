import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The generated contract modules, built when missing or stale (core's checks read them).
    globalSetup: ['../../scripts/buildForTests.ts'],
    testTimeout: 60_000,
  },
})
