import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    // The generated contract modules and the vanity WebAssembly, built when missing or stale (the
    // web build itself is e2e/harness/ensureWebBuild.ts's).
    globalSetup: ['../scripts/buildForTests.ts'],
    // Each file starts its own chain, server and browser; on two shared cores one at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // expect.poll gives up after 1 s by default: a loaded 2-core CI machine (a lazy screen, a node
    // mining under load) overran it. A poll still ends the moment its condition holds.
    expect: { poll: { timeout: 15_000 } },
  },
})
