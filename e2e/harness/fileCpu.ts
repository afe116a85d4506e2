import { appendFileSync } from 'node:fs'
import { basename } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { type TreeUse, treeUse } from '../../scripts/cpuWatch.ts'

/**
 * Vitest setup file of the browser suite: with E2E_FILE_CPU set (scripts/test.ts sets it in a full
 * run), each test file appends one JSON line to that file: its name, wall seconds, and the CPU
 * seconds and minor faults of its worker's process tree meanwhile (the test process, its server,
 * chains and Chromium: a worker runs one file at a time, e2e/vitest.config.ts). So the summary can
 * say which files the suite's CPU goes to; a suite's own total says only how much.
 */
const output = process.env.E2E_FILE_CPU

if (output) {
  let started: { at: number; use: TreeUse | undefined } | undefined
  beforeAll(() => {
    started = { at: performance.now(), use: treeUse() }
  })
  afterAll(() => {
    const ended = treeUse()
    if (!started?.use || !ended) return
    const file = basename(expect.getState().testPath ?? 'unknown')
    appendFileSync(
      output,
      `${JSON.stringify({
        file,
        seconds: Math.round((performance.now() - started.at) / 100) / 10,
        cpu: Math.round(Math.max(0, ended.seconds - started.use.seconds) * 10) / 10,
        faults: Math.max(0, ended.faults - started.use.faults),
      })}\n`,
    )
  })
}
