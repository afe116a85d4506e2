import { createServer } from 'node:net'
import { spawnUntilReady } from './spawnUntilReady.ts'

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

/**
 * Asks the OS for a port nobody listens on now (bind to port 0, read it, release it). Someone may
 * take it the moment after: a process of ours listens on port 0 instead (startLocalNodeProcess).
 */
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

/**
 * Runs a node's command (`command` itself, so the PID is the node's) and waits until its JSON-RPC
 * answers; throws with the node's last output when it exits first or does not answer in
 * `timeoutMs`. The node is killed if this process exits without stopping it.
 *
 * Without `port`, the node is told to listen on port 0 (`args` end with `--port 0`, as anvil and
 * Hardhat's node both spell it): the system gives the port to the node itself, so no other node or
 * server started meanwhile can have it.
 * Either way the node counts as started only once it has said where it listens (`listening`): a
 * node that could not listen on a port someone else holds is never taken for the one answering
 * there (see spawnUntilReady).
 */
export async function startLocalNodeProcess(parameters: {
  /** Names the node in errors, e.g. "The Hardhat node". */
  name: string
  command: string
  /** Its arguments but the port. */
  args: string[]
  cwd?: string | undefined
  /** The whole environment of the node; default this process's. */
  env?: NodeJS.ProcessEnv | undefined
  /** A port to listen on; default: one the system picks for the node (port 0). */
  port?: number | undefined
  /** The URL the node prints once it listens, e.g. from "Listening on 127.0.0.1:41327". */
  listening: (output: string) => string | undefined
  timeoutMs: number
}): Promise<LocalNode> {
  const { port } = parameters
  const { pid, url, stop } = await spawnUntilReady({
    ...parameters,
    args: [...parameters.args, '--port', String(port ?? 0)],
    url: parameters.listening,
    isReady: rpcAnswers,
    // anvil writes its state file on the way out: give it the time a large state takes.
    stopTimeoutMs: 15_000,
  })
  return { url, port: Number(new URL(url).port), pid, stop }
}
