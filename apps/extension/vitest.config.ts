import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { webScreenStubs } from './vite.shared.ts'

export default defineConfig({
  plugins: [webScreenStubs(), react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The generated contract modules, built when missing or stale (core's checks read them).
    globalSetup: ['../../scripts/buildForTests.ts'],
    testTimeout: 60_000,
  },
})
