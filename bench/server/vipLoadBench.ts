/**
 * Load benchmark of the public VIP lookup (`GET /api/v1/web/vip/info`, issue 8): a TokenBox server
 * in a second process on loopback, SQLite, 20,000 VIP rows (some expired), hammered by this process
 * with lookups of random addresses (about a third of them without a level) at a fixed concurrency
 * over HTTP keep-alive. Reports lookups per second and latency percentiles; every answer is checked
 * against the level that was seeded, so a fast wrong server does not score.
 *
 *   node bench/server/vipLoadBench.ts           measure and print
 *   node bench/server/vipLoadBench.ts --write   also write bench/results/server-load.json
 *
 * The load generator shares the machine with the server (2 cores on the build machines, and other
 * work may run there too): the figures are a floor for a dedicated server, and the load average
 * before and after is recorded to judge them.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import {
  expectedVipLevel,
  seedVipDatabase,
  vipAddressOf,
  vipChainIds,
  vipRowCount,
} from './seedVipDatabase.ts'

const concurrency = 32
const warmupMs = 2_000
const measureMs = 10_000
const args = new Set(process.argv.slice(2))
const repoRoot = join(import.meta.dirname, '../..')

const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-vip-bench-'))
await seedVipDatabase(dataDir)

const server = spawn(process.execPath, [join(repoRoot, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-password-not-used',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})

async function serverUrl(): Promise<string> {
  const lines = createInterface({ input: server.stdout! })
  for await (const line of lines) {
    const match = /listening on (http:\/\/\S+)/.exec(line)
    if (match?.[1]) return match[1]
  }
  throw new Error('the server exited before listening')
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 1000) / 1000
}

try {
  const base = await serverUrl()
  const loadBefore = loadavg()
  let wrong = 0
  let failed = 0

  /** Runs `concurrency` loops of lookups until `until`; returns the latencies in ms. */
  async function hammer(until: number): Promise<number[]> {
    const latencies: number[] = []
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          // A third of the lookups ask for addresses that have no level.
          const index = Math.floor(Math.random() * vipRowCount * 1.5)
          const chainId = vipChainIds[Math.floor(Math.random() * vipChainIds.length)] as number
          const started = performance.now()
          const reply = await fetch(
            `${base}/api/v1/web/vip/info?address=${vipAddressOf(index)}&chain=${chainId}`,
          )
          const body = (await reply.json()) as { data?: { vip?: number } }
          latencies.push(performance.now() - started)
          if (!reply.ok) failed++
          else if (body.data?.vip !== expectedVipLevel(index, chainId)) wrong++
        }
      }),
    )
    return latencies
  }

  await hammer(performance.now() + warmupMs)
  wrong = 0
  failed = 0
  const started = performance.now()
  const latencies = await hammer(started + measureMs)
  const elapsedSeconds = (performance.now() - started) / 1000
  const loadAfter = loadavg()
  latencies.sort((a, b) => a - b)

  const result = {
    benchmark:
      'VIP lookups: GET /api/v1/web/vip/info against a server in a second process on loopback, SQLite',
    rerun: 'node bench/server/vipLoadBench.ts --write (from the repository root)',
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
    note: 'load generator and server share the machine; figures are a floor for a dedicated server',
    vipRows: vipRowCount,
    concurrency,
    seconds: Math.round(elapsedSeconds * 100) / 100,
    lookups: latencies.length,
    lookupsPerSecond: Math.round(latencies.length / elapsedSeconds),
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99: percentile(latencies, 0.99),
      max: percentile(latencies, 1),
    },
    wrongAnswers: wrong,
    failedRequests: failed,
    loadAverage: {
      before: loadBefore.map((value) => Math.round(value * 100) / 100),
      after: loadAfter.map((value) => Math.round(value * 100) / 100),
    },
  }
  console.log(JSON.stringify(result, null, 2))
  if (args.has('--write')) {
    writeFileSync(join(repoRoot, 'bench/results/server-load.json'), `${JSON.stringify(result, null, 2)}\n`)
    console.log('wrote bench/results/server-load.json')
  }
  if (wrong > 0 || failed > 0) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
