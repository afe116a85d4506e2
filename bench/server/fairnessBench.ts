/**
 * Fairness under load (issue 76): VIP lookups (`GET /api/v1/web/vip/info`, 32 concurrent loops over
 * loopback, every answer checked) alone, then beside each kind of abusive client, one kind at a
 * time, all in one run with a CPU hog (a process spinning on one core) running the whole time, on
 * SQLite and, when PostgreSQL's server binaries are installed, on a throwaway PostgreSQL cluster.
 * The server (apps/server/src/main.ts) runs in a second process on a seeded database: 20,000 VIP
 * rows, 100,000 feedback rows, console operators of the lowest role (visitor).
 *
 * The abusive kinds (issue 76 points 1-5):
 * - search: two console sessions looping `feedback/list?q=` for text that matches nothing and for
 *   text in every row, alternately;
 * - export: two operators looping the whole 100,000-row export (accepting br, as a browser);
 * - nested body: one anonymous client looping the sign-in route with
 *   `{"password":"x","z":[[[...500,000 deep]]]}` (1 MB);
 * - slow clients: 800 connections (from another loopback address, 127.0.0.2) each sending a POST
 *   body a byte per second and reconnecting a second after the server closed it.
 * Each abusive kind connects from a loopback address of its own (127.0.0.2-5), as separate clients
 * would: the server caps connections per client.
 *
 * Goal: beside any one of them, lookups keep at least 0.6x their rate alone and p99 under 100 ms.
 *
 *   node bench/server/fairnessBench.ts            measure and print
 *   node bench/server/fairnessBench.ts --write    also write bench/results/server-fairness.json and .md
 *   --phase-ms N                                  length of each phase (default 8,000)
 *   --sqlite-only                                 skip PostgreSQL
 *   --postgres-only                               skip SQLite (to look into PostgreSQL; not with --write)
 *   --kinds search,export                         only these abusive kinds (search, export, nested,
 *                                                 slow; not with --write: results stay whole)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBrotliDecompress } from 'node:zlib'
import type { DatabaseConfig } from '../../apps/server/src/config.ts'
import { findPostgresBinDir, startPostgres } from '../../scripts/postgres.ts'
import { writeResultJson, writeResultText } from '../benchResult.ts'
import { lookUpRandomVip, percentile, signIn, startBenchServer } from './benchServer.ts'
import { seedFeedbackExport } from './seedFeedbackExport.ts'
import { seedVipDatabase, vipRowCount } from './seedVipDatabase.ts'

const args = process.argv.slice(2)
const write = args.includes('--write')
const kindsArgument = args.indexOf('--kinds')
const onlyKinds = kindsArgument === -1 ? undefined : (args[kindsArgument + 1] ?? '').split(',')
if (write && (onlyKinds !== undefined || args.includes('--postgres-only')))
  throw new Error('--write measures everything: the committed results stay one whole run')
const phaseArgument = args.indexOf('--phase-ms')
const phaseMs = phaseArgument === -1 ? 8_000 : Number(args[phaseArgument + 1])
const concurrency = 32
const feedbackRows = 100_000
const operators = ['searcher1', 'searcher2', 'exporter1', 'exporter2']
const slowClientCount = 800
const repoRoot = join(import.meta.dirname, '../..')

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

type Phase = {
  beside: string
  /** Lookups per second alone, measured right before this phase: the ratio's base. */
  aloneLookupsPerSecond: number
  lookupsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  ratio: number
  meetsGoal: boolean
  wrongAnswers: number
  failedLookups: number
  /** Why lookups failed: an HTTP status, or the error's cause code. */
  failures: Record<string, number>
  /** What the abusive client got: answers by code or status, and how many it sent. */
  abuser: Record<string, number>
  /**
   * Cores the server process and its database's processes used while the abuser ran alone (no
   * lookups) for `abuserAloneMs`, from /proc: what the abuse takes from everyone else, in the same
   * run as the ratios (on a machine others load, both move; this one says what the server let the
   * abuser take). Null alone, or without /proc.
   */
  abuserAloneCores: number | null
}

/** How long each abuser runs alone while the cores it takes are counted. */
const abuserAloneMs = 4_000
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const clockTicks = 100

/**
 * CPU seconds `pid` has used, from /proc/<pid>/stat (with `reaped`, also those of its children that
 * ended: PostgreSQL's parallel workers come and go); undefined where there is no /proc.
 */
function cpuSecondsOf(pid: number, reaped = false): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // After the command: state, then utime and stime at 11 and 12, cutime and cstime at 13 and 14.
    const ticks = [11, 12, ...(reaped ? [13, 14] : [])].reduce((sum, index) => sum + Number(fields[index]), 0)
    return Number.isFinite(ticks) ? ticks / clockTicks : undefined
  } catch {
    return undefined
  }
}

/** CPU seconds of a PostgreSQL cluster: its postmaster, the backends it runs and those that ended. */
function postgresCpuSeconds(postmaster: number): number | undefined {
  const own = cpuSecondsOf(postmaster, true)
  if (own === undefined) return undefined
  let children: number[] = []
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0)
  } catch {
    return undefined
  }
  return children.reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), own)
}

/** A whole export download, counted as it arrives and dropped. */
function downloadExport(base: string, token: string): Promise<string> {
  return new Promise((resolve) => {
    const call = request(
      `${base}/prod-api/vue-element-admin/feedback/export`,
      { headers: { 'x-token': token, 'accept-encoding': 'br' }, localAddress: '127.0.0.3' },
      (response) => {
        const body =
          response.headers['content-encoding'] === 'br' ? response.pipe(createBrotliDecompress()) : response
        let head = ''
        body.on('data', (chunk: Buffer) => {
          if (head.length < 40) head += chunk.toString('utf8', 0, 40)
        })
        body.on('end', () => resolve(/^\{"code":(\d+)/.exec(head)?.[1] ?? `http ${response.statusCode}`))
        body.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code ?? error.message}`))
      },
    )
    call.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code ?? error.message}`))
    call.end()
  })
}

/**
 * One request from `localAddress` (each abusive kind is a client of its own, as it would be: the
 * server caps connections per client); resolves the status and the body's text.
 */
function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (text.length < 200) text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(options.body)
  })
}

/** One abusive kind: started, it loops until `stop()`, then reports what it got. */
type Abuser = { stop: () => Promise<Record<string, number>> }

function loop(body: (count: (outcome: string) => void) => Promise<void>, parallel: number): Abuser {
  let running = true
  const outcomes: Record<string, number> = {}
  const count = (outcome: string) => {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  }
  const loops = Array.from({ length: parallel }, async () => {
    while (running) await body(count)
  })
  return {
    stop: async () => {
      running = false
      await Promise.all(loops)
      return outcomes
    },
  }
}

function slowClients(base: string): Abuser {
  const { hostname, port } = new URL(base)
  let running = true
  const sockets = new Set<Socket>()
  const outcomes: Record<string, number> = { opened: 0, closedByServer: 0 }
  const open = () => {
    if (!running) return
    const socket = connect({ host: hostname, port: Number(port), localAddress: '127.0.0.2' })
    sockets.add(socket)
    socket.on('connect', () => {
      outcomes.opened = (outcomes.opened ?? 0) + 1
      socket.write(
        'POST /api/v1/web/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
      )
    })
    socket.on('data', () => {})
    socket.on('error', () => {})
    socket.on('close', () => {
      sockets.delete(socket)
      if (!running) return
      outcomes.closedByServer = (outcomes.closedByServer ?? 0) + 1
      // Back a second later: a client refused or timed out that keeps trying (a tighter loop would
      // mostly measure this process's own socket churn, which shares the machine with the server).
      setTimeout(open, 1000)
    })
  }
  for (let index = 0; index < slowClientCount; index++) open()
  const drip = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write(' ')
  }, 1000)
  return {
    stop: async () => {
      running = false
      clearInterval(drip)
      outcomes.openAtEnd = sockets.size
      for (const socket of sockets) socket.destroy()
      return outcomes
    },
  }
}

async function measureOn(
  label: string,
  database: DatabaseConfig | undefined,
  dataDir: string,
  /** The PostgreSQL cluster's data directory (its postmaster.pid), to count its CPU too. */
  postgresDataDir?: string,
): Promise<Phase[]> {
  await seedVipDatabase(dataDir, database)
  await seedFeedbackExport(dataDir, { rows: feedbackRows, operators, database })
  const server = await startBenchServer({
    dataDir,
    logLevel: 'error',
    databaseUrl: database?.dialect === 'postgres' ? database.url : '',
  })
  const serverPid = server.process.pid ?? -1
  try {
    const base = server.url
    const tokens = await Promise.all(operators.map((operator) => signIn(base, operator)))
    const [search1, search2, export1, export2] = tokens as [string, string, string, string]

    async function lookups(ms: number) {
      const latencies: number[] = []
      let wrong = 0
      let failed = 0
      const failures: Record<string, number> = {}
      const fail = (why: string) => {
        failed++
        failures[why] = (failures[why] ?? 0) + 1
      }
      const end = performance.now() + ms
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < end) {
            try {
              const answer = await lookUpRandomVip(base)
              latencies.push(answer.ms)
              if (!answer.ok) fail(`http ${answer.status}`)
              else if (!answer.right) wrong++
            } catch (error) {
              const cause = (error as { cause?: { code?: string; message?: string } }).cause
              fail(cause?.code ?? cause?.message ?? String(error))
            }
          }
        }),
      )
      latencies.sort((a, b) => a - b)
      return { latencies, wrong, failed, failures, seconds: ms / 1000 }
    }

    const deep = `{"username":"x","password":"x","z":${'['.repeat(500_000)}${']'.repeat(500_000)}}`
    const kinds: { id: string; beside: string; start: () => Abuser }[] = [
      { id: 'alone', beside: 'nothing (alone)', start: () => ({ stop: async () => ({}) }) },
      {
        id: 'search',
        beside: 'search: 2 console sessions looping feedback/list?q=',
        start: () => {
          let turn = 0
          return loop(async (count) => {
            turn++
            const q = turn % 2 === 0 ? 'nothing-matches-this' : 'unlock date'
            const reply = await fetch(
              `${base}/prod-api/vue-element-admin/feedback/list?q=${encodeURIComponent(q)}`,
              {
                headers: { 'x-token': turn % 4 < 2 ? search1 : search2 },
              },
            )
            count(String(((await reply.json()) as { code: number }).code))
          }, 2)
        },
      },
      {
        id: 'export',
        beside: 'export: 2 operators looping the 100,000-row export',
        start: () => {
          let turn = 0
          return loop(async (count) => {
            turn++
            count(await downloadExport(base, turn % 2 === 0 ? export1 : export2))
          }, 2)
        },
      },
      {
        id: 'nested',
        beside: 'nested body: 1 anonymous client looping 500,000-deep JSON at sign-in',
        start: () =>
          loop(async (count) => {
            try {
              const reply = await call(`${base}/prod-api/vue-element-admin/user/login`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: deep,
                localAddress: '127.0.0.5',
              })
              count(`${reply.status} ${/"code":(\d+)/.exec(reply.text)?.[1] ?? ''}`.trim())
            } catch {
              count('connection closed')
            }
          }, 1),
      },
      {
        id: 'slow',
        beside: `slow clients: ${slowClientCount} bodies a byte a second`,
        start: () => slowClients(base),
      },
    ].filter((kind) => kind.id === 'alone' || onlyKinds === undefined || onlyKinds.includes(kind.id))

    await lookups(2_000) // warm-up
    const phases: Phase[] = []
    let aloneRate = 0
    for (const kind of kinds) {
      // Each kind's ratio is taken against lookups alone measured right before it: the machine's
      // other work changes over a run, and a phase compared with one minutes earlier would show it.
      if (phases.length > 0) {
        const alone = await lookups(phaseMs)
        aloneRate = Math.round(alone.latencies.length / alone.seconds)
      }
      const abuser = kind.start()
      // The abuser gets going before the lookups are counted.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const measured = await lookups(phaseMs)
      const outcomes = await abuser.stop()
      let abuserAloneCores: number | null = null
      if (kind.id !== 'alone') {
        const postmaster =
          postgresDataDir === undefined
            ? undefined
            : Number(readFileSync(join(postgresDataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
        const cpu = () => {
          const server = cpuSecondsOf(serverPid)
          const cluster = postmaster === undefined ? 0 : postgresCpuSeconds(postmaster)
          return server === undefined || cluster === undefined ? undefined : server + cluster
        }
        // Settled from the phase with lookups before it is counted alone.
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const alone = kind.start()
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const before = cpu()
        const started = performance.now()
        await new Promise((resolve) => setTimeout(resolve, abuserAloneMs))
        const after = cpu()
        const seconds = (performance.now() - started) / 1000
        await alone.stop()
        if (before !== undefined && after !== undefined) abuserAloneCores = round((after - before) / seconds)
      }
      const rate = Math.round(measured.latencies.length / measured.seconds)
      if (phases.length === 0) aloneRate = rate
      const p99 = percentile(measured.latencies, 0.99, 1)
      const ratio = round(rate / aloneRate)
      phases.push({
        beside: kind.beside,
        aloneLookupsPerSecond: aloneRate,
        lookupsPerSecond: rate,
        p50Ms: percentile(measured.latencies, 0.5, 1),
        p99Ms: p99,
        maxMs: percentile(measured.latencies, 1, 1),
        ratio,
        meetsGoal: ratio >= 0.6 && p99 < 100,
        wrongAnswers: measured.wrong,
        failedLookups: measured.failed,
        failures: measured.failures,
        abuser: outcomes,
        abuserAloneCores,
      })
      console.log(label, JSON.stringify(phases[phases.length - 1]))
      // Let the server settle (slow connections closed, exports ended) before the next kind.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    return phases
  } finally {
    await server.stop()
  }
}

const hog: ChildProcess = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
const loadBefore = loadavg()
const results: { database: string; phases: Phase[] }[] = []
try {
  if (!args.includes('--postgres-only')) {
    const sqliteDir = mkdtempSync(join(tmpdir(), 'tokenbox-fairness-'))
    try {
      results.push({ database: 'sqlite', phases: await measureOn('sqlite', undefined, sqliteDir) })
    } finally {
      rmSync(sqliteDir, { recursive: true, force: true })
    }
  }
  if (!args.includes('--sqlite-only') && findPostgresBinDir() !== undefined) {
    const postgres = await startPostgres({ database: 'tokenbox_fairness' })
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-fairness-pg-'))
    try {
      const database: DatabaseConfig = { dialect: 'postgres', url: postgres.url }
      results.push({
        database: 'postgres',
        phases: await measureOn('postgres', database, dir, postgres.dataDir),
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await postgres.stop()
    }
  }
} finally {
  hog.kill('SIGKILL')
}
const loadAfter = loadavg()

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: repoRoot,
  encoding: 'utf8',
}).trim()
const when = new Date().toISOString()
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`
const rerun = `node bench/server/fairnessBench.ts --write${phaseArgument === -1 ? '' : ` --phase-ms ${phaseMs}`} (from the repository root)`
if (write) {
  writeResultJson('server-fairness.json', {
    rerun,
    when,
    commit,
    machine,
    loadBefore,
    loadAfter,
    phaseMs,
    concurrency,
    feedbackRows,
    vipRows: vipRowCount,
    goal: 'beside each abusive kind: lookups/s >= 0.6 x alone and p99 < 100 ms',
    results,
  })
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
  const lines = [
    '# Fairness under load (issue 76)',
    '',
    `Written by \`${rerun}\` at ${when}, commit ${commit}, ${machine}; load average ${load(loadBefore)} before, ${load(loadAfter)} after (other work shares this machine).`,
    '',
    `VIP lookups (${concurrency} concurrent loops over loopback, every answer checked) for ${phaseMs / 1000} s alone, then beside each abusive kind in turn (each kind's ratio against lookups alone measured for ${phaseMs / 1000} s right before it), with a CPU hog (a process spinning on one core) running the whole time; server in a second process, ${feedbackRows.toLocaleString('en')} feedback rows and ${vipRowCount.toLocaleString('en')} VIP rows. Goal: beside each kind, lookups keep >= 0.6 x their rate alone and p99 < 100 ms. Ratios compare phases of one run.`,
    '',
    `The last column counts the cores the server process and its database's processes used while the abuser ran alone (no lookups) for ${abuserAloneMs / 1000} s (/proc CPU times): what the server let the abuse take from everyone else.`,
    '',
    '| database | beside | alone just before, lookups/s | lookups/s | ratio | p50 ms | p99 ms | max ms | goal | wrong / failed | the abuser got | cores the abuser alone took |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|---|---:|',
    ...results.flatMap(({ database, phases }) =>
      phases.map(
        (phase) =>
          `| ${database} | ${phase.beside} | ${phase.aloneLookupsPerSecond} | ${phase.lookupsPerSecond} | ${phase.ratio} | ${phase.p50Ms} | ${phase.p99Ms} | ${phase.maxMs} | ${phase.meetsGoal ? 'met' : '**missed**'} | ${phase.wrongAnswers} / ${phase.failedLookups}${
            phase.failedLookups > 0
              ? ` (${Object.entries(phase.failures)
                  .map(([key, value]) => `${key}: ${value}`)
                  .join(', ')})`
              : ''
          } | ${Object.entries(phase.abuser)
            .map(([key, value]) => `${key}: ${value}`)
            .join(', ')} | ${phase.abuserAloneCores ?? ''} |`,
      ),
    ),
    '',
  ]
  writeResultText('server-fairness.md', `${lines.join('\n')}\n`)
  console.log('wrote bench/results/server-fairness.json and .md')
}
if (results.some(({ phases }) => phases.some((phase) => phase.wrongAnswers > 0))) process.exitCode = 1
