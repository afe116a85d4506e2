import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A local chain node started by this process (Hardhat's or anvil). */
export type LocalNode = {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:53121`. */
  url: string
  port: number
  /** PID of the node process (the one `stop` ends). */
  pid: number
  /**
   * Stops the node by PID (SIGTERM, so anvil writes its state file) and resolves once it has
   * exited. Safe to call twice.
   */
  stop: () => Promise<void>
}

/** Asks the OS for a port nobody listens on (bind to port 0, read it, release it). */
export async function getFreePort(hostname = '127.0.0.1'): Promise<number> {
  return await new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, hostname, () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port)
        else reject(new Error('Could not read the port of a probe server'))
      })
    })
  })
}

/** Whether a JSON-RPC node answers `eth_chainId` at `url` (within a second). */
export async function rpcAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    return response.ok && typeof ((await response.json()) as { result?: unknown }).result === 'string'
  } catch {
    return false
  }
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
 * Runs a node's command (`command` itself, so the PID is the node's) and waits until its JSON-RPC
 * answers at `url`; throws with the node's last output when it exits first or does not answer in
 * `timeoutMs`. The node is killed if this process exits without stopping it.
 */
export async function startLocalNodeProcess(parameters: {
  /** Names the node in errors, e.g. "The Hardhat node". */
  name: string
  command: string
  args: string[]
  cwd?: string | undefined
  url: string
  port: number
  timeoutMs: number
}): Promise<LocalNode> {
  const { name, url, port, timeoutMs } = parameters
  const child = spawn(parameters.command, parameters.args, {
    cwd: parameters.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Keep the last output for error messages, and keep the pipes drained so the node never blocks.
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const pid = child.pid
  if (pid === undefined) throw new Error(`Could not start ${name}`)

  // Safety net for a test process that exits without calling stop (a crash, a timeout): the node
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
      // anvil writes its state file on the way out: give it the time a large state takes.
      if (!(await waitForExit(child, 15_000))) {
        process.kill(pid, 'SIGKILL')
        await waitForExit(child, 5000)
      }
    }
    child.stdout?.destroy()
    child.stderr?.destroy()
  }

  const deadline = Date.now() + timeoutMs
  while (!(await rpcAnswers(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(`${name} exited before answering on ${url}:\n${output}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return { url, port, pid, stop }
}
