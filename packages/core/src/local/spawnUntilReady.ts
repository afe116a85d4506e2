import { type ChildProcess, spawn } from 'node:child_process'

export type SpawnUntilReadyParameters = {
  /** Names the process in errors, e.g. "The Hardhat node". */
  name: string
  command: string
  args: string[]
  cwd?: string | undefined
  /** The whole environment of the process; default this process's. */
  env?: NodeJS.ProcessEnv | undefined
  /** Where it answers, for error messages. */
  url: string
  /** Whether it answers yet; asked every `pollMs` until true. */
  isReady: () => Promise<boolean>
  timeoutMs: number
  /** Default 100. */
  pollMs?: number | undefined
  /** How long `stop` waits after SIGTERM before SIGKILL. */
  stopTimeoutMs: number
}

/** A process started by {@link spawnUntilReady}. */
export type ReadyProcess = {
  pid: number
  /** Stops it (SIGTERM, then SIGKILL after `stopTimeoutMs`) and resolves once it has exited. Safe to call twice. */
  stop: () => Promise<void>
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolveExit(true)
    })
  })
}

/**
 * Runs `command` (itself, so the PID is the process's) and waits until `isReady` says it answers;
 * throws with its last output when it exits first or does not answer in `timeoutMs`. It is killed
 * if this process exits without stopping it. The one way the local nodes and the tests' server are
 * started.
 *
 * @example
 * const server = await spawnUntilReady({
 *   name: 'The server', command: process.execPath, args: ['apps/server/src/main.ts'], url,
 *   isReady: async () => (await fetch(`${url}/api/health`)).ok, timeoutMs: 60_000, stopTimeoutMs: 5000,
 * })
 * await server.stop()
 */
export async function spawnUntilReady(parameters: SpawnUntilReadyParameters): Promise<ReadyProcess> {
  const { name, url, isReady, timeoutMs, pollMs = 100, stopTimeoutMs } = parameters
  const child = spawn(parameters.command, parameters.args, {
    cwd: parameters.cwd,
    env: parameters.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Keep the last output for error messages, and keep the pipes drained so the process never blocks.
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const pid = child.pid
  if (pid === undefined) throw new Error(`Could not start ${name}`)

  // Safety net for a test process that exits without calling stop (a crash, a timeout): the child
  // must not outlive it. The listener goes away once stop runs.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL')
  }
  process.once('exit', killOnExit)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    process.removeListener('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(pid, 'SIGTERM')
      if (!(await waitForExit(child, stopTimeoutMs))) {
        process.kill(pid, 'SIGKILL')
        await waitForExit(child, 5000)
      }
    }
    child.stdout?.destroy()
    child.stderr?.destroy()
  }

  const deadline = Date.now() + timeoutMs
  while (!(await isReady())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(`${name} exited before answering on ${url}:\n${output}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((wait) => setTimeout(wait, pollMs))
  }
  return { pid, stop }
}
