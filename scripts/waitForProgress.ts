/**
 * Waits for a child process to become ready for as long as it makes progress: `make start` waits
 * so on the server (migrations, the first indexer pass) and on the local chains (loading their
 * state).
 *
 * A fixed deadline killed servers that were working (issue 72: 30 s, when a loaded 2-core machine
 * needed 19-20 s for a start and a fresh one more than 30 s). Progress is a new line of output
 * (the server says what it prepares: "server: migrating the database: 3 of 11 ...") or CPU time
 * (Linux: /proc/<pid>/stat), so one long migration that prints nothing still counts. The wait gives
 * up only when the child exits, or when it made no progress for `stallMs`; either way the error
 * names the last thing it said. Every `reportEveryMs` it reports what it waits for.
 *
 * @example
 * await waitForProgress({
 *   child: server,
 *   what: 'the server',
 *   isReady: () => healthAnswers(url),
 *   onReport: (message) => console.log(`start: ${message}`),
 * })
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** USER_HZ, the unit of /proc/<pid>/stat's times (100 on Linux's usual builds). */
const clockTicks = 100

/**
 * CPU seconds `pid` has used, its reaped children included (utime, stime, cutime, cstime of
 * /proc/<pid>/stat), or undefined where there is no /proc (macOS, Windows: output alone counts).
 */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After "pid (comm) ": utime is field 14, stime 15, cutime 16, cstime 17 (state is field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / clockTicks
  } catch {
    return undefined
  }
}

export type WaitForProgressParameters = {
  child: ChildProcess
  /** What is waited for, in a sentence: "the server". */
  what: string
  /** Whether the child is ready (a health check); polled every `pollMs`, never two at once. */
  isReady: () => Promise<boolean>
  /** Give up after this long without progress. Default 120 s. */
  stallMs?: number
  /** How often to report what it waits for. Default 12 s. */
  reportEveryMs?: number
  /** How often to check. Default 250 ms. */
  pollMs?: number
  /**
   * CPU seconds that count as progress, summed since the last progress. Default 0.5: a process
   * waiting on a timer or a socket uses a few milliseconds a minute; one working uses far more.
   */
  cpuProgressSeconds?: number
  /** The status shown for the child's last line (e.g. without its own "server: " prefix). */
  describeLine?: (line: string) => string
  /** The status while the child has said nothing yet. Default "starting". */
  startingStatus?: string
  /** Receives "waiting for the server: migrating the database: 3 of 11 (25 s)". */
  onReport: (message: string) => void
  /** The CPU reader; a test replaces it. Default {@link processCpuSeconds}. */
  cpuSeconds?: (pid: number) => number | undefined
}

export type WaitForProgressReturnType = {
  /** Seconds from the call until it was ready. */
  seconds: number
  lastLine: string | undefined
}

/** The child never became ready; `lastLine` is what it last printed, if anything. */
export class WaitForProgressError extends Error {
  /** The child's last line of output, if it printed any. */
  readonly lastLine: string | undefined
  constructor(message: string, lastLine: string | undefined) {
    super(message)
    this.lastLine = lastLine
  }
}

/** The child exited before it was ready. */
export class ChildExitedError extends WaitForProgressError {
  override name = 'ChildExitedError'
}

/** The child made no progress (no output, no CPU) for the stall time. */
export class ChildStalledError extends WaitForProgressError {
  override name = 'ChildStalledError'
}

/** A line of output as a status: one line, not too long for a terminal. */
function shorten(line: string): string {
  return line.length > 160 ? `${line.slice(0, 157)}...` : line
}

/**
 * Resolves once `isReady` says so; rejects with {@link ChildExitedError} when the child exits
 * first, with {@link ChildStalledError} when it made no progress for `stallMs`. It stops nothing:
 * the caller decides what to do with a child that stalled.
 */
export function waitForProgress(parameters: WaitForProgressParameters): Promise<WaitForProgressReturnType> {
  const {
    child,
    what,
    isReady,
    stallMs = 120_000,
    reportEveryMs = 12_000,
    pollMs = 250,
    cpuProgressSeconds = 0.5,
    describeLine = (line: string) => line,
    startingStatus = 'starting',
    onReport,
    cpuSeconds = processCpuSeconds,
  } = parameters
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  let lastProgress = started
  let lastLine: string | undefined
  let lastLineAt: number | undefined
  let lastReport = started
  const cpuAtStart = child.pid === undefined ? undefined : cpuSeconds(child.pid)
  /** CPU seconds at the last progress; undefined without /proc. */
  let cpuMark = cpuAtStart

  // Complete lines only: a chunk may end mid-line.
  const pending = new Map<NodeJS.ReadableStream, string>()
  const listeners: [NodeJS.ReadableStream, (chunk: Buffer) => void][] = []
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue
    const onData = (chunk: Buffer) => {
      const lines = `${pending.get(stream) ?? ''}${chunk.toString()}`.split('\n')
      pending.set(stream, lines.pop() ?? '')
      const complete = lines.map((line) => line.trim()).filter((line) => line.length > 0)
      if (complete.length === 0) return
      lastLine = complete.at(-1)
      lastLineAt = performance.now()
      lastProgress = lastLineAt
    }
    stream.on('data', onData)
    listeners.push([stream, onData])
  }

  const status = () => (lastLine === undefined ? startingStatus : shorten(describeLine(lastLine)))
  const said = () => (lastLine === undefined ? 'it printed nothing' : `its last line: "${shorten(lastLine)}"`)

  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined
    let settled = false
    let exited = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child.off('exit', onExit)
      for (const [stream, onData] of listeners) stream.off('data', onData)
      outcome()
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      exited = true
      const fail = () =>
        settle(() =>
          reject(
            new ChildExitedError(
              `${what} exited (${code ?? signal}) after ${elapsed().toFixed(0)} s, before it was ready; ${said()}`,
              lastLine,
            ),
          ),
        )
      // Its last words may still be in the pipes: wait for them to close, briefly (a grandchild
      // could hold them open).
      child.once('close', fail)
      setTimeout(fail, 200)
    }
    child.on('exit', onExit)
    if (child.exitCode !== null || child.signalCode !== null) return onExit(child.exitCode, child.signalCode)

    const tick = async () => {
      // Output that arrived meanwhile first: on a loaded machine a late tick must not take a child
      // whose lines are waiting in the pipe for a stalled one.
      await new Promise((resolve) => setImmediate(resolve))
      if (settled || exited) return
      let ready = false
      try {
        ready = await isReady()
      } catch {
        // not ready
      }
      if (settled || exited) return
      if (ready) return settle(() => resolve({ seconds: elapsed(), lastLine }))
      const now = performance.now()
      const cpu = child.pid === undefined ? undefined : cpuSeconds(child.pid)
      if (cpu !== undefined && cpuMark !== undefined && cpu - cpuMark >= cpuProgressSeconds) {
        cpuMark = cpu
        lastProgress = now
      }
      if (now - lastProgress >= stallMs) {
        const cpuNote = cpuMark === undefined ? 'no new output' : 'no new output, no CPU'
        return settle(() =>
          reject(
            new ChildStalledError(
              `${what} made no progress for ${(stallMs / 1000).toFixed(0)} s (${cpuNote}) and is given up on after ${elapsed().toFixed(0)} s; it was last doing: ${status()}`,
              lastLine,
            ),
          ),
        )
      }
      if (now - lastReport >= reportEveryMs) {
        lastReport = now
        // Why it still waits, when the status alone would not say: busy without output, or
        // idle and on its way to being given up on.
        const quiet =
          now - lastProgress >= reportEveryMs
            ? `; no output or CPU for ${((now - lastProgress) / 1000).toFixed(0)} s, given up on after ${(stallMs / 1000).toFixed(0)} s`
            : lastLineAt !== undefined && now - lastLineAt >= reportEveryMs
              ? `; busy, no new output for ${((now - lastLineAt) / 1000).toFixed(0)} s`
              : ''
        const cpuUsed =
          cpu !== undefined && cpuAtStart !== undefined ? `, ${(cpu - cpuAtStart).toFixed(1)} s of CPU` : ''
        onReport(`waiting for ${what}: ${status()} (${elapsed().toFixed(0)} s${cpuUsed}${quiet})`)
      }
      timer = setTimeout(tick, pollMs)
    }
    timer = setTimeout(tick, pollMs)
  })
}
