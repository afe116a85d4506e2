/**
 * `npm start` / `make start`: the whole product on the local chains.
 *
 * Each stage says what it does as it starts, and the end prints the time each took (with the
 * dependency install that scripts/with-node.sh ran before, passed in TOKENBOX_SETUP_TIMES).
 *
 * 1. Generates the product's contract artifacts (`generate.ts --product`: the test-only contracts
 *    are built when tests need them; a no-op when no Solidity source changed), with the vanity
 *    WebAssembly built beside it (Hardhat compiles on one core of two).
 * 2. Builds the web app unless dist/ was built from exactly the current sources. It reads the
 *    generated contract modules, so it waits for 1; the chains start and get their contracts
 *    (3, 4) beside it, as they need only the contracts too. The browser extension builds beside
 *    them (apps/extension/tokenbox-extension.zip, for the URL this start prints; the server offers
 *    it at /downloads/tokenbox-extension.zip) unless it was built from the current sources for that URL.
 * 3. Starts the local chains side by side (anvil nodes, core's localNetworks): the default one on
 *    127.0.0.1:8545 (chain 31337) and the older Berlin one on 127.0.0.1:8546 (chain 31338). Each
 *    keeps its state in data/chains/<network>/state.json (written every few seconds and on exit), so
 *    a restart goes on with the tokens, locks and wallets of the last run; `make reset` deletes it.
 *    Besides a block per transaction, each mines an empty block every 5 s while idle (core's
 *    localIdleBlockSeconds), so the pages' clock, the last block's time, moves on: a presale's or a
 *    lock's countdown that reaches zero flips without anyone sending a transaction.
 * 4. Deploys the infrastructure contracts to each, in the build its node runs (probed), or reuses
 *    data/local-deployments.json / data/local-deployments-berlin.json when every contract in it is
 *    on this chain instance and was built from the current sources.
 * 5. Starts the server (API + built web app, SQLite at data/tokenbox.db) on 127.0.0.1:8080.
 *
 * The chains and the server are waited on for as long as they make progress (scripts/
 * waitForProgress.ts: a new line of output or CPU time), not for a fixed time: on a busy machine a
 * first start's migrations and indexer pass took more than 30 s. The start gives up when one exits,
 * or says nothing and uses no CPU for TOKENBOX_START_STALL_SECONDS (120), and says what it was
 * last doing; meanwhile it says what it waits for every 12 s.
 *
 * The server forgets its records of a local chain whose instance changed (apps/server/src/local/
 * forgetReplacedLocalChains.ts) and the browser forgets what it stored for it (apps/web/src/wallet/
 * forgetReplacedLocalChains.ts): a random id kept in the chain's state and recorded in its
 * deployments file names the instance.
 *
 * Ctrl-C stops what it started, by PID. Ports: CHAIN_PORT (8545), CHAIN_PORT_BERLIN (8546),
 * PORT (8080), HOST (127.0.0.1); DATA_DIR (data/).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LocalNetwork, localChainStateFile, localNetworks } from '@tokenbox/core/local/localNetworks.ts'
import { rpcAnswers } from '@tokenbox/core/local/localNodeProcess.ts'
import { anvilArgs, anvilBinary, localIdleBlockSeconds } from '@tokenbox/core/local/startAnvilNode.ts'
import { normalizeSiteUrl } from '../apps/extension/src/settings/siteUrl.ts'
import {
  currentExtensionBuild,
  extensionBuildInputs,
  hashBuildInputs,
  webBuildIsCurrent,
  webDist,
} from './buildStamp.ts'
import { findRunningLocalNode, writeLocalNodePidFile } from './localNodePidFile.ts'
import { ChildStalledError, waitForProgress } from './waitForProgress.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 8080)
// Absolute: the nodes' PID files and command lines name it, and a copy of the checkout must not match.
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
/** The URL the start prints at its end, and the site the extension it builds opens and asks. */
const siteUrl = `http://${host}:${port}`
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
  /**
   * Names the node while it runs (scripts/localNodePidFile.ts), so `make reset` and another start
   * on this data folder refuse to pull the state from under it.
   */
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
const children: ChildProcess[] = []
/** The nodes' PID files, removed once they have stopped. */
const pidFiles: string[] = []

/** A file size for a log line: `1.3 MB`. */
function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/** Runs a command to its end with the terminal as its output (async, so heartbeats still print). */
function run(label: string, command: string, args: string[], cwd = root): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else fail(`${label} failed (exit ${code ?? signal})`)
    })
  })
}

/** Runs a command to its end with its output in `logFile`; on failure the log's tail is printed. */
function runLogged(
  label: string,
  command: string,
  args: string[],
  logFile: string,
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve) => {
    const log = openSync(logFile, 'w')
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env },
    })
    child.on('exit', (code, signal) => {
      closeSync(log)
      if (code === 0) return resolve()
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n')
      fail(`${label} failed (exit ${code ?? signal}); the end of ${path.relative(root, logFile)}:\n${tail}`)
    })
  })
}

/** Each stage's time, in the order they ended, for the summary at the end. */
const stageTimes: { name: string; seconds: number; note?: string }[] = []

/**
 * Runs one stage of the start: says what it does, repeats that it is still at it every minute (the
 * first contract and web builds run for minutes without output of their own), and records its time.
 * `work` may return a note for the summary (e.g. "up to date").
 */
async function stage(name: string, doing: string, work: () => Promise<string | undefined>): Promise<void> {
  console.log(`start: ${name}: ${doing}`)
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const heartbeat = setInterval(
    () => console.log(`start: ${name}: still working (${elapsed().toFixed(0)} s)`),
    60_000,
  )
  try {
    const note = await work()
    stageTimes.push({ name, seconds: elapsed(), note })
    console.log(`start: ${name}: ${note ?? 'done'} (${elapsed().toFixed(1)} s)`)
  } finally {
    clearInterval(heartbeat)
  }
}

/** The stages' times: what the first run spent where, and what a later one skipped. */
function printStageTimes() {
  // scripts/with-node.sh: "node 9 s, install 164 s" when it fetched Node or installed; empty when not.
  const setup = (process.env.TOKENBOX_SETUP_TIMES ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => {
      const [name = '', seconds = '0'] = entry.split(' ')
      return { name: name === 'node' ? 'Node 24' : name, seconds: Number(seconds), note: undefined }
    })
  const rows = [
    ...(setup.length > 0 ? setup : [{ name: 'install', seconds: 0, note: 'up to date' }]),
    ...stageTimes,
  ]
  const total = setup.reduce((sum, row) => sum + row.seconds, 0) + process.uptime()
  const width = Math.max(...rows.map((row) => row.name.length))
  console.log('Time per stage (the web and extension builds run beside chains and deploy):')
  for (const row of rows)
    console.log(
      `  ${row.name.padEnd(width)} ${row.seconds.toFixed(1).padStart(6)} s${row.note ? `  ${row.note}` : ''}`,
    )
  console.log(
    `  ${'total'.padEnd(width)} ${total.toFixed(1).padStart(6)} s  (${(total / 60).toFixed(1)} min)`,
  )
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

/** Builds the web app unless dist/ was built from exactly the current inputs; returns the summary's note. */
async function buildWebIfStale(): Promise<string | undefined> {
  // By content (scripts/buildStamp.ts): a dist/ built by `make test` or the e2e harness, or copied
  // with the checkout, is reused.
  if (webBuildIsCurrent()) return 'up to date (apps/web/dist)'
  const logFile = path.join(dataDir, 'web-build.log')
  // The build writes the stamp when it succeeds (scripts/buildWeb.ts).
  await runLogged('web build', 'npm', ['run', 'build', '--silent', '-w', '@tokenbox/web'], logFile)
  return `built apps/web/dist (log: ${path.relative(root, logFile)})`
}

/** The zip `npm run build -w @tokenbox/extension` writes: the server's EXTENSION_ZIP by default. */
const extensionZip = path.join(root, 'apps/extension/tokenbox-extension.zip')

/**
 * Builds the browser extension for `siteUrl` (the extension opens and asks that site) unless it was
 * built, by anyone, from exactly the current inputs for the same URL (its stamp, written by the
 * build: scripts/buildStamp.ts). Returns the summary's note.
 */
async function buildExtensionIfStale(): Promise<string | undefined> {
  const built = currentExtensionBuild(hashBuildInputs(extensionBuildInputs))
  if (built && built.siteUrl === normalizeSiteUrl(siteUrl) && existsSync(extensionZip))
    return `up to date (${path.relative(root, extensionZip)})`
  const logFile = path.join(dataDir, 'extension-build.log')
  await runLogged(
    'extension build',
    'npm',
    ['run', 'build', '--silent', '-w', '@tokenbox/extension'],
    logFile,
    { TOKENBOX_SITE_URL: siteUrl },
  )
  return `built ${path.relative(root, extensionZip)} for ${siteUrl} (log: ${path.relative(root, logFile)})`
}

function portIsFree(p: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(p, host, () => server.close(() => resolve(true)))
  })
}

/**
 * How long a starting chain or server may go without progress (no new output, no CPU) before the
 * start gives up on it: TOKENBOX_START_STALL_SECONDS, default 120.
 */
function stallSeconds(): number {
  const text = process.env.TOKENBOX_START_STALL_SECONDS
  if (text === undefined || text === '') return 120
  const seconds = Number(text)
  if (!Number.isFinite(seconds) || seconds <= 0)
    fail(`TOKENBOX_START_STALL_SECONDS must be a number of seconds above 0, not "${text}"`)
  return seconds
}

/** The children being waited on: their exit is reported by the wait, with what they said last. */
const waitedOn = new Set<ChildProcess>()

/**
 * Waits until `isReady`, for as long as `child` makes progress (scripts/waitForProgress.ts), saying
 * every 12 s what it waits for; fails the start when the child exits or stalls.
 */
async function waitWhileProgressing(
  child: ChildProcess,
  what: string,
  isReady: () => Promise<boolean>,
  options: { describeLine?: (line: string) => string; startingStatus?: string } = {},
): Promise<void> {
  waitedOn.add(child)
  try {
    await waitForProgress({
      child,
      what,
      isReady,
      stallMs: stallSeconds() * 1000,
      onReport: (message) => console.log(`start: ${message}`),
      ...options,
    })
  } catch (error) {
    const hint =
      error instanceof ChildStalledError
        ? '. Set TOKENBOX_START_STALL_SECONDS to wait longer on a very busy machine'
        : ''
    fail(`${(error as Error).message}${hint}`)
  } finally {
    waitedOn.delete(child)
  }
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
    if (!stopping && !waitedOn.has(child))
      fail(`${label} (pid ${child.pid}) exited unexpectedly (${code ?? signal})${where}`)
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

/** The local chains, started side by side, then their infrastructure contracts (two stages). */
async function startChainsAndDeploy() {
  const nodes: (LocalChainRun & { node: ChildProcess; rpcUrl: string; deploymentsPath: string })[] = []
  await stage(
    'chains',
    `starting the local chains (anvil: ${localChains.map((local) => local.chainId).join(', ')})`,
    async () => {
      for (const local of localChains) {
        const rpcUrl = `http://${host}:${local.chainPort}`
        const stateDir = path.dirname(local.stateFile)
        mkdirSync(stateDir, { recursive: true })
        console.log(
          existsSync(local.stateFile)
            ? `start: ${local.label}: reusing the local chain state from ${path.relative(root, stateDir)} (${megabytes(statSync(local.stateFile).size)}; make reset starts afresh)`
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
            idleBlockSeconds: localIdleBlockSeconds,
          }),
          { logFile: local.logFile },
        )
        writeLocalNodePidFile(local.pidFile, {
          pid: node.pid!,
          host,
          port: local.chainPort,
          dataDir,
          stateFile: local.stateFile,
        })
        pidFiles.push(local.pidFile)
        nodes.push({ ...local, node, rpcUrl, deploymentsPath: path.join(dataDir, local.deploymentsFile) })
      }
      await Promise.all(
        nodes.map(async (local) => {
          // anvil's output is its banner and RPC calls (the log file): the status says what it does.
          await waitWhileProgressing(local.node, local.label, () => rpcAnswers(local.rpcUrl), {
            describeLine: () => `its JSON-RPC at ${local.rpcUrl}`,
            startingStatus: existsSync(local.stateFile)
              ? `loading ${path.relative(root, local.stateFile)}`
              : `its JSON-RPC at ${local.rpcUrl}`,
          })
          console.log(
            `start: ${local.label} pid ${local.node.pid} at ${local.rpcUrl} (chain id ${local.chainId})`,
          )
        }),
      )
      return undefined
    },
  )
  await stage(
    'deploy',
    'deploying the infrastructure contracts to each chain (about 10 s; reused when current)',
    async () => {
      await Promise.all(
        nodes.map((local) =>
          runPrefixed(`deploy ${local.network}`, 'node', [
            'contracts/scripts/deploy-local.ts',
            '--rpc',
            local.rpcUrl,
            '--out',
            local.deploymentsPath,
          ]),
        ),
      )
      return undefined
    },
  )
  return nodes
}

async function main() {
  mkdirSync(dataDir, { recursive: true })
  // Two nodes on one state file would each write it back over the other's. Only a node proven to
  // be this folder's counts: a copied checkout's PID file names the original's node.
  for (const local of localChains) {
    const node = await findRunningLocalNode({ pidFile: local.pidFile, dataDir, stateFile: local.stateFile })
    if (node.running)
      fail(
        `the ${local.label} of ${dataDir} is already running (pid ${node.pid}${node.port ? `, port ${node.port}` : ''}): another make start uses this data folder; stop it (Ctrl-C), or set DATA_DIR`,
      )
  }
  // Before minutes of building: a port someone else holds would only fail at the end.
  for (const { what, p, variable } of [
    ...localChains.map((local) => ({ what: local.label, p: local.chainPort, variable: local.portVariable })),
    { what: 'server', p: port, variable: 'PORT' },
  ]) {
    if (!(await portIsFree(p)))
      fail(`port ${p} (${what}) is in use on ${host}: stop what holds it, or set ${variable}`)
  }

  await Promise.all([
    stage(
      'contracts',
      'compiling the Solidity contracts the product ships, two EVM builds (first run: 1 to 3 min on a quiet 2-core machine, more on a busy one; skipped when unchanged)',
      async () => {
        await run(
          'contract build',
          process.execPath,
          ['scripts/generate.ts', '--product'],
          path.join(root, 'contracts'),
        )
        return undefined
      },
    ),
    // Independent of the contracts: it builds meanwhile (about 10 s of one core when the machine is quiet).
    stage(
      'vanity',
      'building the vanity WebAssembly (seconds to a minute; skipped when unchanged)',
      async () => {
        await runLogged(
          'vanity build',
          process.execPath,
          ['packages/vanity/scripts/build.ts'],
          path.join(dataDir, 'vanity-build.log'),
        )
        return undefined
      },
    ),
  ])

  // The web build reads the contract modules; the chains need only the contracts too, so they
  // start and get their contracts meanwhile. The extension (core's readers and checks: the
  // contract modules too) builds beside them, its time hidden behind the web build's rather than
  // added after it.
  const [, started] = await Promise.all([
    stage(
      'web build',
      'building the web app with Vite (first run: 1 to 2 min on a quiet 2-core machine; skipped when its sources are unchanged)',
      buildWebIfStale,
    ),
    startChainsAndDeploy(),
    stage(
      'extension',
      `building the browser extension for ${siteUrl} (first run: under a minute on a quiet 2-core machine; skipped when its sources are unchanged)`,
      buildExtensionIfStale,
    ),
  ])
  let server: ChildProcess | undefined
  await stage('server', 'starting the server (API and the built web app, SQLite in data/)', async () => {
    server = await startServer(started)
    return undefined
  })
  const url = siteUrl
  console.log('')
  printStageTimes()
  const chainPids = started.map((local) => `${local.label} pid ${local.node.pid}`).join(', ')
  for (const local of started) {
    console.log(
      `Local chain ${local.network}: RPC ${local.rpcUrl}, chain id ${local.chainId}; deployments in ${path.relative(root, local.deploymentsPath)}`,
    )
  }
  console.log(`\nTokenBox is running: ${url}  (server pid ${server?.pid}, ${chainPids})`)
  console.log(
    'Open it in a browser, connect the "Dev wallet" and follow the README\'s quick start. Press Ctrl-C to stop.\n',
  )
}

/** Starts the server on the deployments of `started` and waits until it is healthy. */
async function startServer(started: { chainId: number; deploymentsPath: string }[]): Promise<ChildProcess> {
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
  // The server says what it prepares ("server: migrating the database: 3 of 11 ..."), one line
  // each step: shown without its own prefix.
  await waitWhileProgressing(
    server,
    'the server',
    async () => {
      try {
        return (await fetch(`${siteUrl}/api/health`, { signal: AbortSignal.timeout(5000) })).ok
      } catch {
        return false // not listening yet
      }
    },
    { describeLine: (line) => line.replace(/^server:\s*/i, '') },
  )
  return server
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
