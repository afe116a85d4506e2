import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePort, type LocalNode, startLocalNodeProcess } from './localNodeProcess.ts'

export { getFreePort } from './localNodeProcess.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..')

export type StartHardhatNodeParameters = {
  /** Port to listen on; default: a free port chosen by the operating system. */
  port?: number
  /** Host to bind; default 127.0.0.1 (Hardhat alone would bind every interface). */
  hostname?: string
  /** Hardhat project folder; default `<repo>/contracts`. */
  cwd?: string
  /** How long to wait for the RPC to answer, in ms; default 180,000. */
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
  // Hardhat's CLI took 45 to 70 s to answer on a 2-core machine at load average 11 to 14
  // (2026-11-25): 60 s failed the gas bench and chain tests there. A caller's own timeout is the
  // limit that matters; this one only catches a node that never comes up.
  const timeoutMs = parameters.timeoutMs ?? 180_000
  const port = parameters.port ?? (await getFreePort(hostname))
  const url = `http://${hostname}:${port}`

  const require = createRequire(join(cwd, 'package.json'))
  const cli = join(dirname(require.resolve('hardhat/package.json')), 'dist', 'src', 'cli.js')
  const network = parameters.network ?? 'default'
  const args = [cli, 'node', '--hostname', hostname, '--port', String(port)]
  if (network !== 'default') args.push('--network', network)
  return await startLocalNodeProcess({
    name: 'The Hardhat node',
    command: process.execPath,
    args,
    cwd,
    url,
    port,
    timeoutMs,
  })
}
