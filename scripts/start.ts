/**
 * `npm start` / `make start`: the whole product on the local chains.
 *
 * 1. Generates the contract artifacts (a no-op when no Solidity source changed).
 * 2. Builds the web app unless dist/ was built from exactly the current sources.
 * 3. Starts the local chains side by side (anvil nodes, core's localNetworks): the default one on
 *    127.0.0.1:8545 (chain 31337) and the older Berlin one on 127.0.0.1:8546 (chain 31338). Each
 *    keeps its state in data/chains/<network>/state.json (written every few seconds and on exit), so
 *    a restart goes on with the tokens, locks and wallets of the last run; `make reset` deletes it.
 * 4. Deploys the infrastructure contracts to each, in the build its node runs (probed), or reuses
 *    data/local-deployments.json / data/local-deployments-berlin.json when every contract in it is
 *    on this chain instance and was built from the current sources.
 * 5. Starts the server (API + built web app, SQLite at data/tokenbox.db) on 127.0.0.1:8080.
 *
 * The server forgets its records of a local chain whose instance changed (apps/server/src/local/
 * forgetReplacedLocalChains.ts) and the browser forgets what it stored for it (apps/web/src/wallet/
 * forgetReplacedLocalChains.ts): a random id kept in the chain's state and recorded in its
 * deployments file names the instance.
 *
 * Ctrl-C stops what it started, by PID. Ports: CHAIN_PORT (8545), CHAIN_PORT_BERLIN (8546),
 * PORT (8080), HOST (127.0.0.1).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LocalNetwork, localChainStateFile, localNetworks } from '@tokenbox/core/local/localNetworks.ts'
import { anvilArgs, anvilBinary } from '@tokenbox/core/local/startAnvilNode.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 8080)
const dataDir = process.env.DATA_DIR || path.join(root, 'data')
/** Hardhat's 20th dev account (mnemonic "test test ... junk", index 19). */
const localDonationAddress = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'

/** Each local chain as this start runs it: its port variable, node log and deployments file. */
type LocalChainRun = LocalNetwork & {
  portVariable: string
  chainPort: number
  label: string
  logFile: string
  /** anvil's --state file: the chain as the last run left it. */
  stateFile: string
  /** Holds the node's PID while it runs, so `make reset` can refuse to pull the state from under it. */
  pidFile: string
}
const localChains: LocalChainRun[] = localNetworks.map((local) => {
  const suffix = local.network === 'default' ? '' : `_${local.network.toUpperCase()}`
  const portVariable = `CHAIN_PORT${suffix}`
  return {
    ...local,
    portVariable,
    chainPort: Number(process.env[portVariable] || local.port),
    label: local.network === 'default' ? 'chain' : `chain ${local.network}`,
    logFile: path.join(dataDir, local.network === 'default' ? 'chain.log' : `chain-${local.network}.log`),
    stateFile: path.join(dataDir, localChainStateFile(local.network)),
    pidFile: path.join(dataDir, path.dirname(localChainStateFile(local.network)), 'node.pid'),
  }
})
const webDist = path.join(root, 'apps/web/dist')
const children: ChildProcess[] = []
/** The nodes' PID files, removed once they have stopped. */
const pidFiles: string[] = []

function run(label: string, command: string, args: string[], cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) fail(`${label} failed (exit ${result.status ?? result.signal})`)
}

/** Each non-empty line of `chunk` as `[label] line`, so parallel outputs stay readable. */
function prefixLines(label: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => `[${label}] ${line}\n`)
    .join('')
}

/** Runs a command to its end with its output prefixed by `label`, so parallel runs stay readable. */
function runPrefixed(label: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const prefix = (chunk: Buffer) => prefixLines(label, chunk)
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else fail(`${label} failed (exit ${code ?? signal})`)
    })
  })
}

function fail(message: string): never {
  console.error(`\nstart: ${message}`)
  stopAll()
  process.exit(1)
}

/** Every file under the given paths, hashed with its relative name, in a stable order. */
function hashTree(paths: string[]): string {
  const hash = createHash('sha256')
  const visit = (p: string) => {
    if (!existsSync(p)) return
    const stat = statSync(p)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p).sort()) {
        if (entry === 'node_modules' || entry === 'dist') continue
        visit(path.join(p, entry))
      }
    } else {
      hash.update(path.relative(root, p))
      hash.update(readFileSync(p))
    }
  }
  for (const p of paths) visit(path.join(root, p))
  return hash.digest('hex')
}

function buildWebIfStale() {
  const stampFile = path.join(webDist, '.tokenbox-build-stamp')
  const stamp = hashTree(['apps/web', 'packages/core/src', 'packages/vanity/assembly', 'package-lock.json'])
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log('start: web build is current, reusing apps/web/dist')
    return
  }
  run('web build', 'npm', ['run', 'build', '--silent', '-w', '@tokenbox/web'])
  writeFileSync(stampFile, stamp)
}

function portIsFree(p: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(p, host, () => server.close(() => resolve(true)))
  })
}

async function waitForRpc(url: string, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  fail(`${what} did not answer on ${url} within ${timeoutMs / 1000} s`)
}

function startChild(
  label: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile?: string },
) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (options.logFile) {
    // The node prints every RPC call it serves: that goes to a file, not the terminal.
    const log = createWriteStream(options.logFile)
    child.stdout?.pipe(log)
    child.stderr?.pipe(log)
  } else {
    const prefix = (chunk: Buffer) => prefixLines(label, chunk)
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  }
  child.on('exit', (code, signal) => {
    const where = options.logFile ? `; see ${path.relative(root, options.logFile)}` : ''
    if (!stopping) fail(`${label} (pid ${child.pid}) exited unexpectedly (${code ?? signal})${where}`)
  })
  children.push(child)
  return child
}

let stopping = false
function stopAll() {
  if (stopping) return
  stopping = true
  for (const child of children.reverse()) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      console.log(`start: stopping pid ${child.pid}`)
      try {
        process.kill(child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
}

async function main() {
  mkdirSync(dataDir, { recursive: true })
  run('contract build', 'npm', ['run', 'build', '--silent', '-w', '@tokenbox/contracts'])
  buildWebIfStale()

  for (const { what, p, variable } of [
    ...localChains.map((local) => ({ what: local.label, p: local.chainPort, variable: local.portVariable })),
    { what: 'server', p: port, variable: 'PORT' },
  ]) {
    if (!(await portIsFree(p)))
      fail(`port ${p} (${what}) is in use on ${host}: stop what holds it, or set ${variable}`)
  }

  // The nodes start and get their contracts side by side: neither waits for the other.
  const started = await Promise.all(
    localChains.map(async (local) => {
      const rpcUrl = `http://${host}:${local.chainPort}`
      const deploymentsPath = path.join(dataDir, local.deploymentsFile)
      const stateDir = path.dirname(local.stateFile)
      mkdirSync(stateDir, { recursive: true })
      const reusing = existsSync(local.stateFile)
      console.log(
        reusing
          ? `start: ${local.label}: reusing the local chain state from ${path.relative(root, stateDir)} (make reset starts afresh)`
          : `start: ${local.label}: new local chain (its state will be kept in ${path.relative(root, stateDir)})`,
      )
      const node = startChild(
        local.label,
        anvilBinary(),
        anvilArgs({
          network: local.network,
          hostname: host,
          port: local.chainPort,
          stateFile: local.stateFile,
        }),
        { logFile: local.logFile },
      )
      writeFileSync(local.pidFile, `${node.pid}\n`)
      pidFiles.push(local.pidFile)
      await waitForRpc(rpcUrl, local.label)
      console.log(`start: ${local.label} pid ${node.pid} at ${rpcUrl} (chain id ${local.chainId})`)
      await runPrefixed(`deploy ${local.network}`, 'node', [
        'contracts/scripts/deploy-local.ts',
        '--rpc',
        rpcUrl,
        '--out',
        deploymentsPath,
      ])
      return { ...local, node, rpcUrl, deploymentsPath }
    }),
  )

  const server = startChild('server', 'node', ['apps/server/src/main.ts'], {
    env: {
      HOST: host,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The default local chain first: the app lists (and starts on) them in this order.
      LOCAL_DEPLOYMENTS: started.map((local) => local.deploymentsPath).join(','),
      WEB_DIST: webDist,
      // One JSON line per request would drown the URL and the first admin login in a terminal.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // The Donate page works on the local chains out of the box: gifts go to the nodes' last dev
      // account. Only for the local chain ids: that key is public, so it must never receive real coins.
      ...Object.fromEntries(
        started.map(({ chainId }) => [
          `DONATION_ADDRESS_${chainId}`,
          process.env[`DONATION_ADDRESS_${chainId}`] || localDonationAddress,
        ]),
      ),
    },
  })
  const url = `http://${host}:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) fail('the server did not become healthy within 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  const chainPids = started.map((local) => `${local.label} pid ${local.node.pid}`).join(', ')
  console.log(`\nTokenBox is running: ${url}  (server pid ${server.pid}, ${chainPids})`)
  for (const local of started) {
    console.log(
      `Local chain ${local.network}: RPC ${local.rpcUrl}, chain id ${local.chainId}; deployments in ${path.relative(root, local.deploymentsPath)}`,
    )
  }
  console.log('Press Ctrl-C to stop.\n')
}

/** Waits for every child to exit; whatever ignores SIGTERM for 5 s gets SIGKILL. */
async function waitForChildren() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const timer = setTimeout(() => {
            if (child.pid) process.kill(child.pid, 'SIGKILL')
          }, 5000)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
        }),
    ),
  )
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    stopAll()
    await waitForChildren()
    for (const file of pidFiles) rmSync(file, { force: true })
    console.log('start: stopped (the local chains wrote their state to data/chains)')
    process.exit(0)
  })
}

await main()
