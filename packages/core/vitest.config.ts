import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The generated contract modules and the vanity WebAssembly, built when missing or stale: one
    // test file runs on a fresh clone (a no-op under scripts/test.ts, which built them first).
    globalSetup: ['../../scripts/buildForTests.ts'],
    // Chain tests start a Hardhat node and mine real transactions: a few seconds each on the
    // shared 2-core machines, far more than a unit test needs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: each chain test file starts its own node, and several nodes at once
    // on 2 cores make every test slower, not faster.
    fileParallelism: false,
    // One module graph for every file (viem, the generated contracts): measured on an idle 2-core
    // machine, 357 -> 236 CPU s and 315 -> 225 s. No core test mocks a module or a global.
    isolate: false,
  },
})
