import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ChildExitedError, ChildStalledError, processCpuSeconds, waitForProgress } from './waitForProgress.ts'

/**
 * The times are make start's scaled down: a stall time of about a second stands for its 120 s, so
 * a child that works for longer than the stall time (beyond any fixed deadline of that length)
 * shows that the wait does not give up on progress, in seconds of test time.
 */
const children: ChildProcess[] = []

/** A Node child running `code`, its output piped (as make start's server's). */
function child(code: string): ChildProcess {
  const started = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(started)
  return started
}

/**
 * A Node child that is already up, held until `go()`: it runs `code` only when told. A test
 * whose stall time stands for seconds of make start's then times the code alone, not Node's own
 * start, which takes longer than a test's stall time on a loaded machine (two of these tests gave
 * up on a child still starting, at load 18).
 */
async function heldChild(code: string): Promise<{ started: ChildProcess; go: () => void }> {
  const gate = `process.stdin.once('data', () => { ${code} }); require('node:fs').writeSync(3, 'up')`
  const started = spawn(process.execPath, ['-e', gate], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] })
  children.push(started)
  const signal = started.stdio[3] as NodeJS.ReadableStream
  await new Promise<void>((resolve, reject) => {
    signal.once('data', () => resolve())
    started.once('exit', (code) => reject(new Error(`the held child exited (${code}) before it was up`)))
  })
  return { started, go: () => started.stdin?.write('go\n') }
}

/** Whether `child` has printed `text` so far: the tests' readiness check. */
function printed(started: ChildProcess, text: string): () => Promise<boolean> {
  let output = ''
  started.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return async () => output.includes(text)
}

afterEach(() => {
  for (const started of children.splice(0)) started.kill('SIGKILL')
})

const hasProc = existsSync('/proc/self/stat')

describe('waitForProgress', () => {
  it('waits on a child that keeps printing progress for longer than the stall time', async () => {
    // 25 steps 100 ms apart, then ready: 2.5 s, beyond the stall time.
    const { started: server, go } = await heldChild(`
      let step = 0
      const timer = setInterval(() => {
        step++
        console.log('server: migrating the database: ' + step + ' of 25')
        if (step === 25) { clearInterval(timer); console.log('listening'); setInterval(() => {}, 1000) }
      }, 100)`)
    const reports: string[] = []
    const waited = waitForProgress({
      child: server,
      what: 'the server',
      isReady: printed(server, 'listening'),
      stallMs: 1500,
      reportEveryMs: 500,
      pollMs: 50,
      // Output alone: this test is about lines, not CPU.
      cpuSeconds: () => undefined,
      describeLine: (line) => line.replace(/^server:\s*/, ''),
      onReport: (message) => reports.push(message),
    })
    go()
    const result = await waited
    expect(result.seconds).toBeGreaterThan(2)
    expect(server.exitCode).toBeNull()
    // It said what it waited for, the latest step without the server's prefix.
    expect(reports.length).toBeGreaterThan(0)
    expect(reports[0]).toMatch(/^waiting for the server: migrating the database: \d+ of 25 \(\d+ s\)$/)
  })

  it.skipIf(!hasProc)('counts CPU time as progress: a long silent step is not given up on', async () => {
    // One "migration" that computes for 2 s, printing nothing, then ready.
    const code = `
      const end = Date.now() + 2000
      while (Date.now() < end) {}
      console.log('listening')
      setInterval(() => {}, 1000)`
    const busy = child(code)
    const result = await waitForProgress({
      child: busy,
      what: 'the server',
      isReady: printed(busy, 'listening'),
      stallMs: 800,
      pollMs: 50,
      cpuProgressSeconds: 0.05,
      onReport: () => undefined,
    })
    expect(result.seconds).toBeGreaterThan(0.8)
    expect(processCpuSeconds(busy.pid!)).toBeGreaterThan(0.1)

    // The same child judged by its output alone is given up on: CPU is what kept it.
    const judgedByOutput = child(code)
    await expect(
      waitForProgress({
        child: judgedByOutput,
        what: 'the server',
        isReady: printed(judgedByOutput, 'listening'),
        stallMs: 800,
        pollMs: 50,
        cpuSeconds: () => undefined,
        onReport: () => undefined,
      }),
    ).rejects.toBeInstanceOf(ChildStalledError)
  })

  it('gives up on a child that stalls, naming what it was last doing', async () => {
    // A step, then nothing: no output, no CPU (a timer that never fires in time).
    const { started: stuck, go } = await heldChild(`
      console.log('server: migrating the database: 3 of 11 (0003_admin_sessions_and_roles)')
      setTimeout(() => {}, 60_000)`)
    const reports: string[] = []
    const waited = waitForProgress({
      child: stuck,
      what: 'the server',
      isReady: async () => false,
      stallMs: 700,
      reportEveryMs: 200,
      pollMs: 50,
      describeLine: (line) => line.replace(/^server:\s*/, ''),
      onReport: (message) => reports.push(message),
    }).catch((caught: unknown) => caught)
    go()
    const error = await waited
    expect(error).toBeInstanceOf(ChildStalledError)
    expect((error as Error).message).toMatch(
      /^the server made no progress for 1 s \(no new output(, no CPU)?\) and is given up on after \d+ s; it was last doing: migrating the database: 3 of 11 \(0003_admin_sessions_and_roles\)$/,
    )
    expect((error as ChildStalledError).lastLine).toBe(
      'server: migrating the database: 3 of 11 (0003_admin_sessions_and_roles)',
    )
    // Before it gave up, it said that it was coming to that.
    expect(
      reports.some((report) =>
        /^waiting for the server: migrating the database: 3 of 11 \(0003_admin_sessions_and_roles\) \(\d+ s.*; no output or CPU for \d+ s, given up on after 1 s\)$/.test(
          report,
        ),
      ),
    ).toBe(true)
    // It stops nothing: the caller decides.
    expect(stuck.exitCode).toBeNull()
  })

  it('reports a child that exits before it is ready, with its last line', async () => {
    const failing = child(`
      console.log('server: opening the database')
      console.error('server failed to start: EACCES data/tokenbox.db')
      process.exit(3)`)
    const error = await waitForProgress({
      child: failing,
      what: 'the server',
      isReady: async () => false,
      stallMs: 10_000,
      pollMs: 50,
      onReport: () => undefined,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChildExitedError)
    expect((error as Error).message).toMatch(
      /^the server exited \(3\) after \d+ s, before it was ready; its last line: "server failed to start: EACCES data\/tokenbox\.db"$/,
    )
  })
})
