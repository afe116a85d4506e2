import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type LocalNetworkName, localNetworks } from './localNetworks.ts'
import { type LocalNode, startLocalNodeProcess } from './localNodeProcess.ts'

const require = createRequire(import.meta.url)

/** npm's package with the anvil binary for each platform (what `@foundry-rs/anvil` picks). */
const anvilPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The anvil binary installed by the `@foundry-rs/anvil` dev dependency (its platform package).
 * Called directly, not through the package's Node wrapper, so a PID we hold is anvil's own.
 *
 * @example
 * spawn(anvilBinary(), ['--version'])
 */
export function anvilBinary(): string {
  const platform = `${process.platform}-${process.arch}`
  const name = anvilPackages[platform]
  if (!name) throw new Error(`anvil has no npm package for ${platform}`)
  const file = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const binary = join(dirname(require.resolve(`${name}/package.json`)), 'bin', file)
    if (existsSync(binary)) return binary
  } catch {
    // Not installed: npm skipped the optional platform package.
  }
  // Then the wrapper's install script fetched the same binary from the npm registry beside itself.
  try {
    const binary = join(dirname(require.resolve('@foundry-rs/anvil/bin.mjs')), file)
    if (existsSync(binary)) return binary
  } catch {
    // The wrapper is missing too.
  }
  throw new Error(`anvil is not installed (${name}): run npm install, which installs @foundry-rs/anvil`)
}

export type AnvilArgsParameters = {
  network: LocalNetworkName
  hostname: string
  /** Without it there is no `--port` (startLocalNodeProcess adds its own). */
  port?: number | undefined
  /**
   * anvil's `--state` file: loaded at start when it exists, written on exit (SIGINT / SIGTERM) and
   * every `stateIntervalSeconds`. Without it the chain lives in memory only.
   */
  stateFile?: string | undefined
  /** How often the state file is rewritten while the node runs; default 5 s. */
  stateIntervalSeconds?: number | undefined
  /**
   * Mine an empty block every this many seconds as well as one per transaction (anvil's interval
   * mining beside automine): the chain's clock, which the pages read from the last block, moves on
   * while nobody sends anything, so a countdown reaching zero flips. Default: none (a block only
   * for a transaction, as the tests want). `make start` uses {@link localIdleBlockSeconds}.
   */
  idleBlockSeconds?: number | undefined
}

/**
 * The idle block period of `make start`'s chains: a countdown that reaches zero flips on the page
 * within about this plus the page's block polling (4 s). Each empty block adds about 1.75 KB to
 * the state file (measured with anvil 1.7.1: 42,350 bytes after 24 blocks, 7,214 at genesis), so
 * 5 s costs about 1.3 MB for each hour the chain runs, where 1 s would cost 6.3 MB; `make start`
 * prints the state's size at start and `make reset` empties it.
 */
export const localIdleBlockSeconds = 5

/**
 * The command line of a local chain's anvil node (core's localNetworks: chain id and hardfork),
 * shared by `make start` and startAnvilNode so both run the same chain. 20 dev accounts, as
 * Hardhat's node has (the 20th receives the local chains' donations).
 *
 * @example
 * const args = anvilArgs({ network: 'berlin', hostname: '127.0.0.1', port: 8546, stateFile: 'data/chains/berlin/state.json' })
 */
export function anvilArgs(parameters: AnvilArgsParameters): string[] {
  const local = localNetworks.find((candidate) => candidate.network === parameters.network)
  if (!local) throw new Error(`Unknown local network ${parameters.network}`)
  const args = [
    '--host',
    parameters.hostname,
    ...(parameters.port === undefined ? [] : ['--port', String(parameters.port)]),
    '--chain-id',
    String(local.chainId),
    '--hardfork',
    local.hardfork,
    '--accounts',
    '20',
  ]
  if (parameters.stateFile) {
    // A periodic dump as well as the one on exit: a terminal closed or a machine stopped without
    // Ctrl-C (SIGKILL, power) loses at most these last seconds, not the whole session.
    args.push(
      '--state',
      parameters.stateFile,
      '--state-interval',
      String(parameters.stateIntervalSeconds ?? 5),
    )
  }
  if (parameters.idleBlockSeconds !== undefined) {
    if (!Number.isInteger(parameters.idleBlockSeconds) || parameters.idleBlockSeconds < 1) {
      throw new Error(
        `idleBlockSeconds must be a whole number of seconds >= 1, not ${parameters.idleBlockSeconds}`,
      )
    }
    args.push('--block-time', String(parameters.idleBlockSeconds), '--mixed-mining')
  }
  return args
}

export type StartAnvilNodeParameters = {
  /** Which local chain (core's localNetworks); default `default` (chain 31337). */
  network?: LocalNetworkName
  /** Port to listen on; default: one the system gives the node (port 0, read from what it prints). */
  port?: number
  /** Host to bind; default 127.0.0.1. */
  hostname?: string
  /** Keep the chain in this file across restarts (anvil's `--state`); default: memory only. */
  stateFile?: string
  /** How long to wait for the RPC to answer, in ms; default 60,000. */
  timeoutMs?: number
  /** An empty block every this many seconds besides one per transaction (see {@link AnvilArgsParameters}); default none. */
  idleBlockSeconds?: number
}

/**
 * Starts a local chain as an anvil node (chain id and hardfork from core's localNetworks, 20 funded
 * dev accounts of the usual test mnemonic, the deterministic deployment proxy already in place)
 * on a free loopback port and waits until its JSON-RPC answers. With `stateFile` the chain is
 * loaded from that file and written back when `stop` ends the node, so a later start goes on
 * where this one stopped.
 *
 * @example
 * const node = await startAnvilNode({ network: 'berlin', stateFile: '/tmp/berlin.json' })
 * try {
 *   const client = createPublicClient({ transport: http(node.url) })
 *   console.log(await client.getChainId()) // 31338
 * } finally {
 *   await node.stop() // writes /tmp/berlin.json
 * }
 */
export async function startAnvilNode(parameters: StartAnvilNodeParameters = {}): Promise<LocalNode> {
  const hostname = parameters.hostname ?? '127.0.0.1'
  // anvil writes the state file but does not create its folder (it says nothing when it cannot).
  if (parameters.stateFile) mkdirSync(dirname(parameters.stateFile), { recursive: true })
  return await startAnvilProcess({
    args: anvilArgs({
      network: parameters.network ?? 'default',
      hostname,
      stateFile: parameters.stateFile,
      idleBlockSeconds: parameters.idleBlockSeconds,
    }),
    port: parameters.port,
    timeoutMs: parameters.timeoutMs ?? 60_000,
  })
}

/**
 * Starts anvil with `args` (and `--port`, see startLocalNodeProcess) and a home folder of its own.
 * anvil moves the states of older blocks to disk, under $HOME/.foundry/anvil/tmp, and removes them
 * only when it exits on its own: a node killed at the end of a test left its folder behind (up to
 * 4 GB each; 73 GB after a few days of test runs). The node's own home is removed once it has
 * stopped, and when this process exits without stopping it. Every node the tests and benches start
 * goes through here; `make start`'s nodes keep the user's home (they stop on Ctrl-C, cleanly).
 *
 * @example
 * const node = await startAnvilProcess({ args: ['--host', '127.0.0.1', '--hardfork', 'cancun'], timeoutMs: 60_000 })
 */
export async function startAnvilProcess(parameters: {
  args: string[]
  port?: number | undefined
  timeoutMs: number
}): Promise<LocalNode> {
  const home = mkdtempSync(join(tmpdir(), 'tokenbox-anvil-'))
  const removeHome = () => rmSync(home, { recursive: true, force: true })
  process.once('exit', removeHome)
  let node: LocalNode
  try {
    node = await startLocalNodeProcess({
      name: 'The anvil node',
      command: anvilBinary(),
      args: parameters.args,
      env: { ...process.env, HOME: home },
      port: parameters.port,
      listening: anvilListeningUrl,
      timeoutMs: parameters.timeoutMs,
    })
  } catch (error) {
    process.removeListener('exit', removeHome)
    removeHome()
    throw error
  }
  return {
    ...node,
    stop: async () => {
      await node.stop()
      process.removeListener('exit', removeHome)
      removeHome()
    },
  }
}

/**
 * Where an anvil node says it listens ("Listening on 127.0.0.1:41327"), as a URL; undefined until
 * it has said so.
 *
 * @example
 * anvilListeningUrl('...\nListening on 127.0.0.1:41327\n') // 'http://127.0.0.1:41327'
 */
export function anvilListeningUrl(output: string): string | undefined {
  const found = /Listening on (\S+):(\d+)/.exec(output)
  return found ? `http://${found[1]}:${found[2]}` : undefined
}
