/**
 * Fairness of the console's feedback export (issue 54 point 3, "Exports starve everyone else"): a
 * TokenBox server in a second process on loopback, SQLite with 20,000 VIP rows and 100,000 feedback
 * rows (a 75 MB export), three console operators of the lowest role (visitor). This process measures
 * the public VIP lookup (`GET /api/v1/web/vip/info`, 32 concurrent loops as bench/server/vipLoadBench.ts)
 * alone, then while each of the three operators downloads the whole export at once, in the same run:
 * lookups per second and p50/p99 latency side by side, with each export's duration, rows and answer
 * (an export beyond the server's caps is refused with 42900, and the lookups are then measured while
 * the admitted ones run). The export rounds repeat so the "during" window holds enough lookups.
 *
 *   node bench/server/exportFairnessBench.ts           measure and print
 *   node bench/server/exportFairnessBench.ts --write   also write bench/results/server-export-fairness.json and .md
 *   --encoding br|gzip|identity                         what the downloads accept (default: br, as a browser)
 *   --before DIR                                        first measure the server of an earlier checkout in DIR
 *                                                       (e.g. `git archive 69200e7a apps/server | tar -x -C DIR`
 *                                                       and a node_modules link), in the same run, for comparison
 *
 * The goal (issue 54): while exports run, lookup p99 under 50 ms and at least half the lookups per
 * second of the lookups alone. Every lookup answer is checked against the seeded level and every
 * admitted export's rows are counted, so a fast wrong server does not score. The load generator and
 * the export downloads share the machine with the server (2 cores on the build machines, other work
 * may run there too); the load average before and after is recorded to judge the figures.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip } from 'node:zlib'
import { describeMachine, loadAverages, writeResultJson, writeResultText } from '../benchResult.ts'
import { hammerVipLookups, percentile, serverMain, signIn, startBenchServer } from './benchServer.ts'
import { seedFeedbackExport } from './seedFeedbackExport.ts'
import { seedVipDatabase, vipRowCount } from './seedVipDatabase.ts'

const concurrency = 32
const warmupMs = 2_000
const aloneMs = 10_000
const feedbackRows = 100_000
const operators = ['exporter1', 'exporter2', 'exporter3']
const exportRounds = 3
const args = process.argv.slice(2)
const encodingArgument = args.indexOf('--encoding')
const encoding = encodingArgument === -1 ? 'br' : (args[encodingArgument + 1] ?? 'br')
if (!['br', 'gzip', 'identity'].includes(encoding)) throw new Error('--encoding must be br, gzip or identity')
const beforeArgument = args.indexOf('--before')
const beforeDir = beforeArgument === -1 ? undefined : resolve(args[beforeArgument + 1] ?? '')
const repoRoot = join(import.meta.dirname, '../..')

const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-export-bench-'))
await seedVipDatabase(dataDir)
await seedFeedbackExport(dataDir, { rows: feedbackRows, operators })

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

type LookupFigures = {
  seconds: number
  lookups: number
  lookupsPerSecond: number
  latencyMs: { p50: number; p90: number; p99: number; max: number }
}

function figuresOf(latencies: number[], seconds: number): LookupFigures {
  latencies.sort((a, b) => a - b)
  return {
    seconds: round(seconds),
    lookups: latencies.length,
    lookupsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99: percentile(latencies, 0.99),
      max: percentile(latencies, 1),
    },
  }
}

type ExportOutcome = {
  operator: string
  /** The envelope's code: 20000 for an export, 42900 when the server's caps refused it. */
  code: number
  message: string
  rows: number
  /** Bytes of JSON (after decompression). */
  bytes: number
  ms: number
}

/**
 * One export download: the rows are counted as the bytes arrive (never held whole: 75 MB of strings
 * would cost this process garbage collection pauses that the lookups would wrongly be charged for).
 */
function downloadExport(base: string, operator: string, token: string): Promise<ExportOutcome> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const call = request(
      `${base}/prod-api/vue-element-admin/feedback/export`,
      { headers: { 'x-token': token, 'accept-encoding': encoding } },
      (response) => {
        const contentEncoding = response.headers['content-encoding']
        let body: Readable = response
        if (contentEncoding === 'br') body = response.pipe(createBrotliDecompress())
        else if (contentEncoding === 'gzip') body = response.pipe(createGunzip())
        let rows = 0
        let bytes = 0
        let head = ''
        let tail = ''
        body.setEncoding('utf8')
        body.on('data', (chunk: string) => {
          bytes += Buffer.byteLength(chunk)
          if (head.length < 300) head += chunk.slice(0, 300)
          // A row's start may straddle two chunks: search the tail of the last one with this one.
          const text = tail + chunk
          for (let at = text.indexOf('{"id":'); at !== -1; at = text.indexOf('{"id":', at + 1))
            if (at + 6 > tail.length) rows++
          tail = text.slice(-300)
        })
        body.on('error', reject)
        body.on('end', () => {
          const envelope = /^\{"code":(\d+),"message":"((?:[^"\\]|\\.)*)"/.exec(head)
          const total = /"total":(\d+)/.exec(tail)?.[1]
          if (envelope?.[1] === '20000' && Number(total) !== rows)
            return reject(new Error(`${operator}: counted ${rows} rows, the export says ${total}`))
          resolve({
            operator,
            code: Number(envelope?.[1] ?? 0),
            message: envelope?.[2] ?? head.slice(0, 100),
            rows,
            bytes,
            ms: round(performance.now() - started, 0),
          })
        })
      },
    )
    call.on('error', reject)
    call.end()
  })
}

type Measurement = {
  server: string
  alone: LookupFigures
  duringExports: LookupFigures
  throughputRatio: number
  meetsGoal: boolean
  exportRounds: ExportOutcome[][]
  admittedPerRound: number
  wrongAnswers: number
  failedRequests: number
  exportsFailed: number
}

/** Starts `serverMain` on the seeded database, measures lookups alone and during exports, stops it. */
async function measure(main: string): Promise<Measurement> {
  const server = await startBenchServer({ dataDir, main })
  try {
    const base = server.url
    const tokens = await Promise.all(operators.map((operator) => signIn(base, operator)))
    let wrong = 0
    let failed = 0

    /** Runs `concurrency` loops of lookups while `running()`, counting their wrong and failed answers. */
    async function hammer(running: () => boolean): Promise<number[]> {
      const lookups = await hammerVipLookups(base, concurrency, running)
      wrong += lookups.wrong
      failed += lookups.failed
      return lookups.latencies
    }
    const until = (end: number) => () => performance.now() < end

    await hammer(until(performance.now() + warmupMs))
    wrong = 0
    failed = 0
    const aloneStarted = performance.now()
    const aloneLatencies = await hammer(until(aloneStarted + aloneMs))
    const alone = figuresOf(aloneLatencies, (performance.now() - aloneStarted) / 1000)

    // The same lookups while the three operators export at once, round after round.
    const duringLatencies: number[] = []
    const rounds: ExportOutcome[][] = []
    let duringSeconds = 0
    for (let index = 0; index < exportRounds; index++) {
      let exporting = true
      const started = performance.now()
      const exports = Promise.all(
        operators.map((operator, at) => downloadExport(base, operator, tokens[at] as string)),
      ).finally(() => {
        exporting = false
      })
      const [outcomes, latencies] = await Promise.all([exports, hammer(() => exporting)])
      duringSeconds += (performance.now() - started) / 1000
      duringLatencies.push(...latencies)
      rounds.push(outcomes)
    }
    const during = figuresOf(duringLatencies, duringSeconds)
    const throughputRatio = round(during.lookupsPerSecond / alone.lookupsPerSecond)
    const outcomes = rounds.flat()
    return {
      server: relative(repoRoot, main),
      alone,
      duringExports: during,
      throughputRatio,
      meetsGoal: during.latencyMs.p99 < 50 && throughputRatio >= 0.5,
      exportRounds: rounds,
      admittedPerRound: outcomes.filter((outcome) => outcome.code === 20000).length / exportRounds,
      wrongAnswers: wrong,
      failedRequests: failed,
      exportsFailed: outcomes.filter((outcome) => outcome.code !== 20000 && outcome.code !== 42900).length,
    }
  } finally {
    await server.stop()
  }
}

try {
  const loadBefore = loadAverages()
  const before =
    beforeDir === undefined ? undefined : await measure(join(beforeDir, 'apps/server/src/main.ts'))
  const after = await measure(serverMain)
  const loadAfter = loadAverages()
  const result = {
    benchmark:
      'VIP lookups alone and while three console operators export 100,000 feedback rows each (GET /prod-api/vue-element-admin/feedback/export), server in a second process on loopback, SQLite',
    rerun: `node bench/server/exportFairnessBench.ts --write${beforeDir === undefined ? '' : ' --before <checkout of the earlier commit>'} (from the repository root)`,
    measuredAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim(),
    machine: describeMachine({}),
    note: 'load generator, export downloads and server share the machine; figures are a floor for a dedicated server',
    vipRows: vipRowCount,
    feedbackRows,
    concurrency,
    exportAcceptEncoding: encoding,
    goal: 'while exports run: lookup p99 < 50 ms and lookups per second >= 0.5 x alone (issue 54)',
    ...after,
    before: before ?? null,
    reported: {
      source:
        'issue 54 review, on the code before the export slots (commit 69200e7a), its own machine and client',
      alone: { latencyMs: { p50: 1, p99: 8 }, lookupsPerSecond: 6766 },
      duringExports: { latencyMs: { p50: 28, p99: 363 }, lookupsPerSecond: 204 },
    },
    loadAverage: { before: loadBefore, after: loadAfter },
  }
  console.log(JSON.stringify(result, null, 2))
  if (args.includes('--write')) {
    writeResultJson('server-export-fairness.json', result)
    writeResultText('server-export-fairness.md', markdownOf(result))
    console.log('wrote bench/results/server-export-fairness.json and .md')
  }
  const measurements = before === undefined ? [after] : [before, after]
  if (measurements.some((it) => it.wrongAnswers > 0 || it.failedRequests > 0 || it.exportsFailed > 0))
    process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

type Figures = { latencyMs: { p50: number; p99: number }; lookupsPerSecond: number }

function markdownOf(result: {
  rerun: string
  measuredAt: string
  commit: string
  machine: { cpus: number; model: string; node: string }
  exportAcceptEncoding: string
  alone: LookupFigures
  duringExports: LookupFigures
  throughputRatio: number
  meetsGoal: boolean
  exportRounds: ExportOutcome[][]
  before: Measurement | null
  reported: { source: string; alone: Figures; duringExports: Figures }
  loadAverage: { before: number[]; after: number[] }
}): string {
  const row = (name: string, figures: Figures) =>
    `| ${name} | ${figures.latencyMs.p50} | ${figures.latencyMs.p99} | ${figures.lookupsPerSecond} |`
  const exportRows = (name: string, rounds: ExportOutcome[][]) =>
    rounds.flatMap((outcomes, index) =>
      outcomes.map(
        (outcome) =>
          `| ${name} | ${index + 1} | ${outcome.operator} | ${outcome.code}${outcome.code === 20000 ? '' : ` ${outcome.message}`} | ${outcome.rows} | ${round(outcome.bytes / 1e6, 1)} | ${round(outcome.ms / 1000)} |`,
      ),
    )
  const { before, reported } = result
  return [
    '# Feedback export fairness (issue 54 point 3)',
    '',
    `Written by \`${result.rerun}\` at ${result.measuredAt}, commit ${result.commit}, ${result.machine.cpus} × ${result.machine.model}, Node ${result.machine.node}; load average ${result.loadAverage.before.join(' / ')} before, ${result.loadAverage.after.join(' / ')} after (other work shares this machine).`,
    '',
    `VIP lookups (32 concurrent loops over loopback) alone, then while three operators each export 100,000 feedback rows at once (downloads accept \`${result.exportAcceptEncoding}\`), ${result.exportRounds.length} rounds; all figures of one run, one seeded database.`,
    `Goal: while exports run, p99 < 50 ms and at least 0.5 × the lookups per second alone: **${result.meetsGoal ? 'met' : 'missed'}** (${result.throughputRatio} ×${before ? `; before: ${before.meetsGoal ? 'met' : 'missed'}, ${before.throughputRatio} ×` : ''}).`,
    '',
    '| lookups | p50 ms | p99 ms | lookups/s |',
    '|---|---:|---:|---:|',
    row('alone', result.alone),
    row('during exports', result.duringExports),
    ...(before
      ? [
          row('before (this run, previous code): alone', before.alone),
          row('before: during exports', before.duringExports),
        ]
      : []),
    row(`reported alone (${reported.source})`, reported.alone),
    row('reported during 3 exports', reported.duringExports),
    '',
    '| code | round | operator | answer | rows | MB | seconds |',
    '|---|---:|---|---|---:|---:|---:|',
    ...exportRows('this', result.exportRounds),
    ...(before ? exportRows('before', before.exportRounds) : []),
    '',
  ].join('\n')
}
