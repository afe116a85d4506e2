import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LocalNode, startLocalNodeProcess } from '../src/local/localNodeProcess.ts'

export { getFreePort } from '../src/local/localNodeProcess.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

export type StartHardhatNodeParameters = {
  /** Port to listen on; default: one the system gives the node (port 0, read from what it prints). */
  port?: number
  /** Host to bind; default 127.0.0.1 (Hardhat alone would bind every interface). */
  hostname?: string
  /** Hardhat project folder; default `<repo>/contracts`. */
  cwd?: string
  /**
   * How long to wait for the RPC to answer, in ms; default 180,000. Loading Hardhat takes about 3 s
   * on an idle machine but 33 s at a load of 12 on two cores (measured), and over 60 s while other
   * work trees install packages: a test that starts a node must not fail on the machine's load.
   */
  timeoutMs?: number
  /**
   * Which simulated chain: `default` (Hardhat's current hardfork, chain 31337, EIP-1559 gas) or
   * `berlin`, the older local chain of contracts/hardhat.config.ts (hardfork Berlin, chain 31338:
   * no PUSH0 / MCOPY / TSTORE, no base fee, legacy type-0 gas).
   */
  network?: 'default' | 'berlin'
}

export type HardhatNode = LocalNode

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
  const timeoutMs = parameters.timeoutMs ?? 180_000
  const require = createRequire(join(cwd, 'package.json'))
  const cli = join(dirname(require.resolve('hardhat/package.json')), 'dist', 'src', 'cli.js')
  const network = parameters.network ?? 'default'
  const args = [cli, 'node', '--hostname', hostname]
  if (network !== 'default') args.push('--network', network)
  return await startLocalNodeProcess({
    name: 'The Hardhat node',
    command: process.execPath,
    args,
    cwd,
    port: parameters.port,
    // "Started HTTP and WebSocket JSON-RPC server at http://127.0.0.1:41327/"
    listening: (output) => /JSON-RPC server at (http:\/\/[^\s/]+)/.exec(output)?.[1],
    timeoutMs,
  })
}
