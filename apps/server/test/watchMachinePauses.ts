import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

// A separate process's 10 ms timer: how late it fires is the machine's doing (other processes on the
// same cores, the scheduler, memory), never this process's event loop.
const watcher = `
let longest = 0
let last = performance.now()
const timer = setInterval(() => {
  const now = performance.now()
  longest = Math.max(longest, now - last - 10)
  last = now
}, 10)
process.stdin.on('end', () => {
  clearInterval(timer)
  process.stdout.write(String(longest))
})
process.stdin.resume()
process.stdout.write('ready\\n')
`

/** A watch started by {@link watchMachinePauses}; `stop` answers the longest pause it saw, in ms. */
export type MachinePauseWatch = { stop: () => Promise<number> }

/**
 * Starts watching how long the machine stalls a process that does nothing but keep time, from a
 * child process of its own: what a timing test's bound should allow for on a loaded machine, as
 * distinct from what the code under test blocks. Resolves once the watcher runs.
 *
 * @example
 * const pauses = await watchMachinePauses()
 * const waits = await measureLookups()
 * expect(Math.max(...waits)).toBeLessThan(200 + (await pauses.stop()))
 */
export async function watchMachinePauses(): Promise<MachinePauseWatch> {
  const child: ChildProcess = spawn(process.execPath, ['-e', watcher], { stdio: ['pipe', 'pipe', 'inherit'] })
  let output = ''
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    output += chunk
  })
  while (!output.includes('ready\n')) await once(child.stdout!, 'data')
  return {
    async stop() {
      const exited = once(child, 'exit')
      child.stdin?.end()
      await exited
      return Number(output.slice(output.indexOf('ready\n') + 'ready\n'.length)) || 0
    },
  }
}
