import { type ChildProcess, spawn } from 'node:child_process'

export type SpawnUntilReadyParameters = {
  /** Names the process in errors, e.g. "The Hardhat node". */
  name: string
  command: string
  args: string[]
  cwd?: string | undefined
  /** The whole environment of the process; default this process's. */
  env?: NodeJS.ProcessEnv | undefined
  /**
   * Where it answers: a URL, or for a process told to listen on port 0, how to read the URL from
   * what it prints (undefined until it has said). Port 0 is the race-free way: the port is the
   * process's from the moment the system picks it. A port picked beforehand (`getFreePort`) is
   * free only until someone else takes it, and on a machine starting many nodes and servers at
   * once someone does: the process then fails to listen while `isReady` sees the other one answer
   * on that port, and two tests share a chain, each breaking the other's.
   */
  url: string | ((output: string) => string | undefined)
  /** Whether it answers yet at `url`; asked every `pollMs` until true. */
  isReady: (url: string) => Promise<boolean>
  timeoutMs: number
  /** Default 100. */
  pollMs?: number | undefined
  /** How long `stop` waits after SIGTERM before SIGKILL. */
  stopTimeoutMs: number
}

/** A process started by {@link spawnUntilReady}. */
export type ReadyProcess = {
  pid: number
  /** Where it answers (as given, or as it said). */
  url: string
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
 *   name: 'The server', command: process.execPath, args: ['apps/server/src/main.ts'],
 *   env: { ...process.env, PORT: '0' },
 *   url: (output) => /listening on (http:\/\/\S+)/.exec(output)?.[1],
 *   isReady: async (url) => (await fetch(`${url}/api/health`)).ok, timeoutMs: 60_000, stopTimeoutMs: 5000,
 * })
 * console.log(server.url) // http://127.0.0.1:40513
 * await server.stop()
 */
export async function spawnUntilReady(parameters: SpawnUntilReadyParameters): Promise<ReadyProcess> {
  const { name, isReady, timeoutMs, pollMs = 100, stopTimeoutMs } = parameters
  const child = spawn(parameters.command, parameters.args, {
    cwd: parameters.cwd,
    env: parameters.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Keep the last output for error messages, and keep the pipes drained so the process never blocks.
  // Until the process has said where it listens, everything it printed is kept to read that from.
  const readUrl = typeof parameters.url === 'string' ? undefined : parameters.url
  let url = typeof parameters.url === 'string' ? parameters.url : undefined
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (url === undefined && readUrl) url = readUrl(output)
    if (url !== undefined) output = output.slice(-4000)
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
  const where = () => url ?? 'the port it was to name'
  while (url === undefined || !(await isReady(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(`${name} exited before answering on ${where()}:\n${output.slice(-4000)}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${name} did not answer on ${where()} within ${timeoutMs} ms:\n${output.slice(-4000)}`)
    }
    await new Promise((wait) => setTimeout(wait, pollMs))
  }
  return { pid, url, stop }
}
