import { defineConfig } from 'vitest/config'

const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1)

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    // The generated contract modules and the vanity WebAssembly, then the web app and the extension,
    // built when missing or stale, once before any file runs (harness/buildBrowserApps.ts).
    globalSetup: ['../scripts/buildForTests.ts', './harness/buildBrowserApps.ts'],
    // Each file's CPU, for the summary of a full run (E2E_FILE_CPU; harness/fileCpu.ts).
    setupFiles: ['./harness/fileCpu.ts'],
    // Each file starts its own chains, server and browser on free ports, so files can run side by
    // side: scripts/test.ts runs three at a time on two cores in a full run (E2E_WORKERS); one at a
    // time otherwise (a file or a few, `--serial`).
    fileParallelism: e2eWorkers > 1,
    maxWorkers: e2eWorkers,
    // A worker runs its files one after another in one process: the harness's modules (viem, core,
    // Playwright) load once, and so does Chromium (launchBrowser's shared browser; each file gets a
    // fresh context of it). The files keep no state outside their stacks.
    isolate: false,
    testTimeout: 120_000,
    // A file's tests that wait on something slower than the machine (realEndpoint's six lists, each
    // paced by its own rate-limited endpoint) run side by side, all six at once.
    maxConcurrency: 6,
    hookTimeout: 300_000,
    // expect.poll gives up after 1 s by default: a loaded 2-core CI machine (a lazy screen, a node
    // mining under load) overran it. A poll still ends the moment its condition holds.
    expect: { poll: { timeout: 15_000 } },
  },
})
