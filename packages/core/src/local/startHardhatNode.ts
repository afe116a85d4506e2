import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..')

export type StartHardhatNodeParameters = {
  /** Port to listen on; default: a free port chosen by the operating system. */
  port?: number
  /** Host to bind; default 127.0.0.1 (Hardhat alone would bind every interface). */
  hostname?: string
  /** Hardhat project folder; default `<repo>/contracts`. */
  cwd?: string
  /** How long to wait for the RPC to answer, in ms; default 60,000. */
  timeoutMs?: number
  /**
   * Which simulated chain: `default` (Hardhat's current hardfork, chain 31337, EIP-1559 gas) or
   * `berlin`, the older local chain of contracts/hardhat.config.ts (hardfork Berlin, chain 31338:
   * no PUSH0 / MCOPY / TSTORE, no base fee, legacy type-0 gas).
   */
  network?: 'default' | 'berlin'
}

export type HardhatNode = {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:53121`. */
  url: string
  port: number
  /** PID of the node process (the one `stop` ends). */
  pid: number
  /** Stops the node by PID and resolves once it has exited. Safe to call twice. */
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

async function rpcAnswers(url: string): Promise<boolean> {
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
 * Starts a Hardhat EDR node (chain 31337, funded dev accounts; chain 31338 at hardfork Berlin with
 * `network: 'berlin'`) on a free loopback port and waits until its JSON-RPC answers. The Hardhat CLI runs directly under the current Node binary, so the
 * returned PID is the node's own and `stop` ends exactly that process.
 *
 * @example
 * const node = await startHardhatNode()
 * try {
 *   const client = createPublicClient({ transport: http(node.url) })
 *   console.log(await client.getChainId()) // 31337
 * } finally {
 *   await node.stop()
 * }
 * const older = await startHardhatNode({ network: 'berlin' }) // chain 31338, no base fee
 */
export async function startHardhatNode(parameters: StartHardhatNodeParameters = {}): Promise<HardhatNode> {
  const hostname = parameters.hostname ?? '127.0.0.1'
  const cwd = parameters.cwd ?? join(repoRoot, 'contracts')
  const timeoutMs = parameters.timeoutMs ?? 60_000
  const port = parameters.port ?? (await getFreePort(hostname))
  const url = `http://${hostname}:${port}`

  const require = createRequire(join(cwd, 'package.json'))
  const cli = join(dirname(require.resolve('hardhat/package.json')), 'dist', 'src', 'cli.js')
  const network = parameters.network ?? 'default'
  const args = [cli, 'node', '--hostname', hostname, '--port', String(port)]
  if (network !== 'default') args.push('--network', network)
  const child = spawn(process.execPath, args, {
    cwd,
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
  if (pid === undefined) throw new Error('Could not start the Hardhat node')

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
      if (!(await waitForExit(child, 5000))) {
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
      throw new Error(`The Hardhat node exited before answering on ${url}:\n${output}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The Hardhat node did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return { url, port, pid, stop }
}
