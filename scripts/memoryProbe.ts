/**
 * How long this machine takes to hand a new process fresh memory, per 4 KiB page: a child Node
 * process allocates and writes 256 MiB it never had. On a usual Linux machine a page costs a
 * microsecond or two; on a virtual machine that returns freed memory to its host (free page
 * reporting) each new page is faulted in from the host again, about ten times slower, and every
 * suite that starts processes (a browser per test file, a vitest worker per file) pays for it.
 * scripts/test.ts prints the figure beside the run's time and judges the budget by it.
 *
 * @example
 * probeFreshMemory() // { microsecondsPerPage: 1.4 }
 */
import { execFileSync } from 'node:child_process'

const mebibytes = 256

/** Above this, a machine's fresh memory is slow: its runs are not measured against the budget. */
export const slowFreshMemoryMicroseconds = 5

/**
 * What a page of fresh memory cost on the slow kind of machine of issue 72 (13 us at the least;
 * the probe read 13 to 60 there). The summary prices the run's page faults at it, so that a change
 * that touches fewer pages shows what it saves there, measured on any machine.
 */
export const slowPageMicroseconds = 13

export function probeFreshMemory(): { microsecondsPerPage: number } {
  try {
    return { microsecondsPerPage: measure() }
  } catch (error) {
    // No figure is no excuse: the budget then holds as on any idle machine.
    console.error(`memoryProbe: could not measure fresh memory (${String(error).split('\n')[0]})`)
    return { microsecondsPerPage: 0 }
  }
}

function measure(): number {
  const script = `
    const started = performance.now()
    const kept = []
    for (let i = 0; i < ${mebibytes / 16}; i++) kept.push(Buffer.alloc(16 * 1024 * 1024, 1))
    process.stdout.write(String(performance.now() - started))`
  const milliseconds = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
  const pages = (mebibytes * 1024 * 1024) / 4096
  if (!Number.isFinite(milliseconds)) throw new Error(`the probe printed no time`)
  return (milliseconds * 1000) / pages
}
