/**
 * `npm start` / `make start`: the whole product on the local chain.
 *
 * 1. Generates the contract artifacts (a no-op when no Solidity source changed).
 * 2. Builds the web app unless dist/ was built from exactly the current sources.
 * 3. Starts the local chain (Hardhat EDR node, 127.0.0.1:8545, chain 31337).
 * 4. Deploys the infrastructure contracts, or reuses data/local-deployments.json when every
 *    contract in it is on the chain and was built from the current sources.
 * 5. Starts the server (API + built web app, SQLite at data/tokenbox.db) on 127.0.0.1:8080.
 *
 * Ctrl-C stops what it started, by PID. Ports: CHAIN_PORT (8545), PORT (8080), HOST (127.0.0.1).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 8080)
const chainPort = Number(process.env.CHAIN_PORT || 8545)
const dataDir = process.env.DATA_DIR || path.join(root, 'data')
/** Hardhat's 20th dev account (mnemonic "test test ... junk", index 19). */
const localDonationAddress = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'
const deploymentsFile = path.join(dataDir, 'local-deployments.json')
const webDist = path.join(root, 'apps/web/dist')
const children: ChildProcess[] = []

function run(label: string, command: string, args: string[], cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) fail(`${label} failed (exit ${result.status ?? result.signal})`)
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

async function waitForRpc(url: string, timeoutMs = 30_000) {
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
  fail(`the local chain did not answer on ${url} within ${timeoutMs / 1000} s`)
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
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => `[${label}] ${line}\n`)
        .join('')
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

  for (const [what, p] of [
    ['local chain', chainPort],
    ['server', port],
  ] as const) {
    if (!(await portIsFree(p)))
      fail(
        `port ${p} (${what}) is in use on ${host}: stop what holds it, or set ${what === 'server' ? 'PORT' : 'CHAIN_PORT'}`,
      )
  }

  const rpcUrl = `http://${host}:${chainPort}`
  const chain = startChild(
    'chain',
    path.join(root, 'node_modules/.bin/hardhat'),
    ['node', '--hostname', host, '--port', String(chainPort)],
    { cwd: path.join(root, 'contracts'), logFile: path.join(dataDir, 'chain.log') },
  )
  await waitForRpc(rpcUrl)
  console.log(`start: local chain pid ${chain.pid} at ${rpcUrl} (chain id 31337)`)

  run('deploy', 'node', ['contracts/scripts/deploy-local.ts', '--rpc', rpcUrl, '--out', deploymentsFile])

  const server = startChild('server', 'node', ['apps/server/src/main.ts'], {
    env: {
      HOST: host,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOCAL_DEPLOYMENTS: deploymentsFile,
      WEB_DIST: webDist,
      // One JSON line per request would drown the URL and the first admin login in a terminal.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // The Donate page works on the local chain out of the box: gifts go to the node's last dev
      // account. Only for chain 31337: that key is public, so it must never receive real coins.
      DONATION_ADDRESS_31337: process.env.DONATION_ADDRESS_31337 || localDonationAddress,
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
  console.log(`\nTokenBox is running: ${url}  (server pid ${server.pid}, chain pid ${chain.pid})`)
  console.log(
    `Local chain RPC ${rpcUrl}, chain id 31337; deployments in ${path.relative(root, deploymentsFile)}`,
  )
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
    console.log('start: stopped')
    process.exit(0)
  })
}

await main()
