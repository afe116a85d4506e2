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
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describeMachine, loadAverages, writeResultJson } from '../benchResult.ts'
import { hammerVipLookups, percentile, startBenchServer } from './benchServer.ts'
import { seedVipDatabase, vipRowCount } from './seedVipDatabase.ts'

const concurrency = 32
const warmupMs = 2_000
const measureMs = 10_000
const args = new Set(process.argv.slice(2))

const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-vip-bench-'))
await seedVipDatabase(dataDir)

const server = await startBenchServer({ dataDir }).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true })
  throw error
})
try {
  const base = server.url
  const loadBefore = loadAverages()
  const until = (end: number) => () => performance.now() < end

  await hammerVipLookups(base, concurrency, until(performance.now() + warmupMs))
  const started = performance.now()
  const { latencies, wrong, failed } = await hammerVipLookups(base, concurrency, until(started + measureMs))
  const elapsedSeconds = (performance.now() - started) / 1000
  const loadAfter = loadAverages()
  latencies.sort((a, b) => a - b)

  const result = {
    benchmark:
      'VIP lookups: GET /api/v1/web/vip/info against a server in a second process on loopback, SQLite',
    rerun: 'node bench/server/vipLoadBench.ts --write (from the repository root)',
    measuredAt: new Date().toISOString(),
    machine: describeMachine({}),
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
    loadAverage: { before: loadBefore, after: loadAfter },
  }
  console.log(JSON.stringify(result, null, 2))
  if (args.has('--write')) {
    writeResultJson('server-load.json', result)
    console.log('wrote bench/results/server-load.json')
  }
  if (wrong > 0 || failed > 0) process.exitCode = 1
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
