/// <reference lib="dom" />
/**
 * The dashboard's first load in Chromium against a one-page Vite + React + antd + wagmi starter
 * (bench/web/starter/, built in the same run with the workspace's own versions of those
 * libraries), both served the same way: each by its own TokenBox server (`node
 * apps/server/src/main.ts`, the e2e harness's startServer) with the same settings (the local
 * chain enabled, the same security headers, compression and cache rules), the starter's build
 * given as that server's WEB_DIST. The page is the one a first-time visitor without a wallet
 * extension opens: `/` on a fresh profile.
 *
 * Each run: a new tab, the browser's HTTP cache and the origin's storage cleared (cold cache),
 * CPU throttled 4x through CDP (Emulation.setCPUThrottlingRate), the viewport 1280 x 860.
 * Requests are recorded through CDP (Network.*), long tasks and the first contentful paint by
 * PerformanceObserver in the page.
 *
 * Definitions (the figures of bench/results/first-load.json and .md):
 * - FCP: the `first-contentful-paint` paint entry.
 * - Interactive (TTI, as Lighthouse defines it): the end of the last long task (a main-thread
 *   task over 50 ms) before the first 5 s window that starts at or after FCP and holds no long
 *   task and never more than 2 requests in flight; FCP when no long task comes before that
 *   window. The run waits until such a window has been seen (at most 60 s).
 * - Requests before interactive: every request the page started (documents, scripts, styles,
 *   API calls, RPC calls to the local chain) up to the interactive time.
 * - JS gzip: each JavaScript file the page loaded, gzipped at level 9 from the build (as
 *   bench/bundle/bundleSize.ts counts), summed; "first paint" counts those requested before FCP,
 *   "whole" every one the page loaded until the end of the run.
 * - Transferred: bytes on the wire (headers and bodies as the server sent them, compressed).
 *
 * Usage (from the repository root, Node >= 22; starts a Hardhat node and two servers on free ports):
 *   node bench/web/firstLoad.ts                 3 runs of each app, print the medians
 *   node bench/web/firstLoad.ts --runs 5        more runs
 *   node bench/web/firstLoad.ts --write         also write bench/results/first-load.json and .md
 *   node bench/web/firstLoad.ts --runs 1 --timeline   each load's requests and long tasks in order
 *
 * Timing depends on the machine and its load (the results record the load average): this bench
 * is not part of `make test`; the deterministic byte and file budget is (bench/bundle/bundleSize.ts).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { localNetworks } from '@tokenbox/core/local/localNetworks.ts'
import react from '@vitejs/plugin-react'
import type { BrowserContext } from 'playwright-core'
import { build } from 'vite'
import { precompressAssets } from '../../apps/web/build/precompressAssets.ts'
import { chromiumPath } from '../../e2e/harness/launchBrowser.ts'
import { startServer } from '../../e2e/harness/startServer.ts'
import { startStack } from '../../e2e/harness/startStack.ts'
import { openColdPage } from './openColdPage.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const resultJson = join(repoRoot, 'bench/results/first-load.json')
const resultMd = join(repoRoot, 'bench/results/first-load.md')
const argv = process.argv.slice(2)
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 3
const timeline = argv.includes('--timeline')
const cpuThrottling = 4
const quietWindowMs = 5000
const longTaskMs = 50
const maxInFlight = 2
const maxRunMs = 60_000

export type RequestRecord = {
  url: string
  type: string
  startMs: number
  endMs: number | undefined
  transferredBytes: number
  responseHeaderBytes: number
  failed: boolean
}

export type RunResult = {
  fcpMs: number
  interactiveMs: number
  requestsBeforeInteractive: number
  requestsTotal: number
  jsFilesFirstPaint: number
  jsFilesWhole: number
  jsGzipFirstPaintBytes: number
  jsGzipWholeBytes: number
  transferredBytes: number
  meanResponseHeaderBytes: number
  longTasks: { startMs: number; durationMs: number }[]
  /** Every JavaScript file loaded: its path, when it was requested and its gzip size. */
  scripts: { path: string; startMs: number; gzipBytes: number }[]
}

/**
 * Lighthouse's TTI over recorded long tasks and requests (times in ms from navigation start).
 * Returns `undefined` while no quiet window fits before `observedUntilMs`.
 *
 * @example
 * interactiveTime({ fcpMs: 900, longTasks: [{ startMs: 1000, durationMs: 120 }], requests: [], observedUntilMs: 7000 }) // 1120
 */
export function interactiveTime(input: {
  fcpMs: number
  longTasks: readonly { startMs: number; durationMs: number }[]
  requests: readonly { startMs: number; endMs: number | undefined }[]
  observedUntilMs: number
}): number | undefined {
  const tasks = [...input.longTasks].sort((a, b) => a.startMs - b.startMs)
  // Moments where more than `maxInFlight` requests are open: a sweep over starts and ends.
  const edges = input.requests.flatMap((request) => [
    { at: request.startMs, delta: 1 },
    { at: request.endMs ?? Number.POSITIVE_INFINITY, delta: -1 },
  ])
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta)
  const busy: { from: number; to: number }[] = []
  let open = 0
  let busySince = 0
  for (const edge of edges) {
    const before = open
    open += edge.delta
    if (before <= maxInFlight && open > maxInFlight) busySince = edge.at
    if (before > maxInFlight && open <= maxInFlight) busy.push({ from: busySince, to: edge.at })
  }
  if (open > maxInFlight) busy.push({ from: busySince, to: Number.POSITIVE_INFINITY })

  let windowStart = input.fcpMs
  let interactive = input.fcpMs
  for (;;) {
    const windowEnd = windowStart + quietWindowMs
    const task = tasks.find(
      (candidate) => candidate.startMs + candidate.durationMs > windowStart && candidate.startMs < windowEnd,
    )
    if (task) {
      windowStart = task.startMs + task.durationMs
      interactive = Math.max(interactive, windowStart)
      continue
    }
    const network = busy.find((period) => period.to > windowStart && period.from < windowEnd)
    if (network) {
      windowStart = network.to
      continue
    }
    return windowEnd <= input.observedUntilMs ? interactive : undefined
  }
}

/** Where the JavaScript file behind `url` is in `dist`, for its gzip size. */
function gzipBytesOf(dist: string, url: string): number {
  const path = join(dist, new URL(url).pathname)
  return existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0
}

/**
 * `--timeline`: what one load did in order, requests (start, end, type, path) and long tasks
 * among them, up to the first contentful paint and a little after: where the waits between tasks
 * come from.
 */
function printTimeline(
  url: string,
  snapshot: { longTasks: { startMs: number; durationMs: number }[]; fcpMs: number },
  requests: RequestRecord[],
): void {
  const untilMs = snapshot.fcpMs + 500
  const events = [
    ...requests
      .filter((request) => request.startMs <= untilMs)
      .map((request) => ({
        atMs: request.startMs,
        text: `request ${request.type.padEnd(10)} ${Math.round(request.startMs)}-${request.endMs === undefined ? '…' : Math.round(request.endMs)} ms ${new URL(request.url).pathname}`,
      })),
    ...snapshot.longTasks.map((task) => ({
      atMs: task.startMs,
      text: `LONG TASK  ${Math.round(task.startMs)}-${Math.round(task.startMs + task.durationMs)} ms (${Math.round(task.durationMs)} ms)`,
    })),
    { atMs: snapshot.fcpMs, text: `FCP        ${Math.round(snapshot.fcpMs)} ms` },
  ].sort((a, b) => a.atMs - b.atMs)
  console.log(`timeline of ${url}:\n${events.map((event) => `  ${event.text}`).join('\n')}`)
}

/** One cold load of `url` in a new tab; returns what the definitions above measure. */
async function measureOnce(context: BrowserContext, url: string, dist: string): Promise<RunResult> {
  const { page, cdp } = await openColdPage(context, new URL(url).origin, cpuThrottling)
  await page.addInitScript(() => {
    const record = { longTasks: [] as { startMs: number; durationMs: number }[], fcpMs: 0 }
    ;(window as unknown as { __firstLoad: typeof record }).__firstLoad = record
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') record.fcpMs = entry.startTime
    }).observe({ type: 'paint', buffered: true })
  })

  const requests = new Map<string, RequestRecord & { startSeconds: number }>()
  let navigationSeconds: number | undefined
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return
    navigationSeconds ??= event.timestamp
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      startSeconds: event.timestamp,
      startMs: 0,
      endMs: undefined,
      transferredBytes: 0,
      responseHeaderBytes: 0,
      failed: false,
    })
  })
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const request = requests.get(event.requestId)
    if (!request) return
    request.responseHeaderBytes =
      event.headersText?.length ??
      Object.entries(event.headers).reduce(
        (sum, [name, value]) => sum + name.length + String(value).length + 4,
        0,
      )
  })
  const end = (requestId: string, seconds: number, bytes: number, failed: boolean) => {
    const request = requests.get(requestId)
    if (!request || navigationSeconds === undefined) return
    request.endMs = (seconds - navigationSeconds) * 1000
    request.transferredBytes = bytes
    request.failed = failed
  }
  cdp.on('Network.loadingFinished', (event) =>
    end(event.requestId, event.timestamp, event.encodedDataLength, false),
  )
  cdp.on('Network.loadingFailed', (event) => end(event.requestId, event.timestamp, 0, true))

  await page.goto(url, { waitUntil: 'load' })
  const began = Date.now()
  let interactive: number | undefined
  let snapshot = { longTasks: [] as { startMs: number; durationMs: number }[], fcpMs: 0 }
  let list: RequestRecord[] = []
  for (;;) {
    snapshot = await page.evaluate(() => (window as unknown as { __firstLoad: typeof snapshot }).__firstLoad)
    const observedUntilMs = await page.evaluate(() => performance.now())
    list = [...requests.values()].map(({ startSeconds, ...request }) => ({
      ...request,
      startMs: (startSeconds - (navigationSeconds ?? startSeconds)) * 1000,
    }))
    if (snapshot.fcpMs > 0) {
      interactive = interactiveTime({
        fcpMs: snapshot.fcpMs,
        longTasks: snapshot.longTasks,
        requests: list,
        observedUntilMs,
      })
      if (interactive !== undefined) break
    }
    if (Date.now() - began > maxRunMs) throw new Error(`${url}: no quiet window within ${maxRunMs / 1000} s`)
    await new Promise((wait) => setTimeout(wait, 250))
  }
  await page.close()
  if (timeline) printTimeline(url, snapshot, list)

  const ownOrigin = new URL(url).origin
  const scripts = list.filter(
    (request) => request.type === 'Script' && request.url.startsWith(ownOrigin) && !request.failed,
  )
  const firstPaintScripts = scripts.filter((request) => request.startMs < snapshot.fcpMs)
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const withHeaders = list.filter((request) => request.responseHeaderBytes > 0)
  return {
    fcpMs: Math.round(snapshot.fcpMs),
    interactiveMs: Math.round(interactive),
    requestsBeforeInteractive: list.filter((request) => request.startMs <= interactive).length,
    requestsTotal: list.length,
    jsFilesFirstPaint: firstPaintScripts.length,
    jsFilesWhole: scripts.length,
    jsGzipFirstPaintBytes: sum(firstPaintScripts.map((request) => gzipBytesOf(dist, request.url))),
    jsGzipWholeBytes: sum(scripts.map((request) => gzipBytesOf(dist, request.url))),
    transferredBytes: sum(list.map((request) => request.transferredBytes)),
    meanResponseHeaderBytes: Math.round(
      sum(withHeaders.map((request) => request.responseHeaderBytes)) / Math.max(1, withHeaders.length),
    ),
    longTasks: snapshot.longTasks.map((task) => ({
      startMs: Math.round(task.startMs),
      durationMs: Math.round(task.durationMs),
    })),
    scripts: scripts.map((request) => ({
      path: new URL(request.url).pathname,
      startMs: Math.round(request.startMs),
      gzipBytes: gzipBytesOf(dist, request.url),
    })),
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

type Summary = Omit<RunResult, 'longTasks' | 'scripts'> & { longTaskCount: number; longTaskTotalMs: number }

function summarise(results: RunResult[]): Summary {
  const pick = (key: keyof Summary & keyof RunResult) => median(results.map((result) => result[key]))
  return {
    fcpMs: pick('fcpMs'),
    interactiveMs: pick('interactiveMs'),
    requestsBeforeInteractive: pick('requestsBeforeInteractive'),
    requestsTotal: pick('requestsTotal'),
    jsFilesFirstPaint: pick('jsFilesFirstPaint'),
    jsFilesWhole: pick('jsFilesWhole'),
    jsGzipFirstPaintBytes: pick('jsGzipFirstPaintBytes'),
    jsGzipWholeBytes: pick('jsGzipWholeBytes'),
    transferredBytes: pick('transferredBytes'),
    meanResponseHeaderBytes: pick('meanResponseHeaderBytes'),
    longTaskCount: median(results.map((result) => result.longTasks.length)),
    longTaskTotalMs: median(results.map((result) => result.longTasks.reduce((s, t) => s + t.durationMs, 0))),
  }
}

/** Builds the starter the way apps/web builds (Vite, React plugin, precompressed files). */
async function buildStarter(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'tokenbox-starter-'))
  await build({
    root: join(import.meta.dirname, 'starter'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompressAssets()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  })
  return outDir
}

async function main(): Promise<void> {
  // The web app, built when stale (as the e2e suite builds it); the starter, built now.
  const stack = await startStack({ motion: true, userEngine: true })
  const starterDist = await buildStarter()
  const webDist = join(repoRoot, 'apps/web/dist')
  const starterData = mkdtempSync(join(tmpdir(), 'tokenbox-starter-data-'))
  const deploymentsFile = localNetworks.find((local) => local.network === 'default')!.deploymentsFile
  const starterServer = await startServer({
    dataDir: starterData,
    webDist: starterDist,
    localDeployments: [join(stack.dataDir, deploymentsFile)],
  })
  const apps = {
    starter: { url: `${starterServer.url}/`, dist: starterDist, results: [] as RunResult[] },
    dashboard: { url: `${stack.baseUrl}/`, dist: webDist, results: [] as RunResult[] },
  }
  try {
    // A first load of each warms the servers (file system cache, JIT), not the browser: its cache is
    // cleared before every measured run.
    if (!argv.includes('--dashboard-only'))
      for (const app of Object.values(apps)) await measureOnce(stack.context, app.url, app.dist)
    for (let run = 0; run < runs; run++) {
      for (const [name, app] of Object.entries(apps)) {
        if (argv.includes('--dashboard-only') && name !== 'dashboard') continue
        const result = await measureOnce(stack.context, app.url, app.dist)
        app.results.push(result)
        if (argv.includes('--verbose'))
          for (const script of result.scripts)
            console.log(
              `  ${String(script.startMs).padStart(6)} ms ${(script.gzipBytes / 1000).toFixed(1).padStart(6)} kB ${script.path}`,
            )
        console.log(
          `${name.padEnd(9)} run ${run + 1}: FCP ${result.fcpMs} ms, interactive ${result.interactiveMs} ms, ` +
            `${result.requestsBeforeInteractive} requests before interactive (${result.requestsTotal} in all), ` +
            `JS ${(result.jsGzipFirstPaintBytes / 1000).toFixed(1)} / ${(result.jsGzipWholeBytes / 1000).toFixed(1)} kB gzip ` +
            `(${result.jsFilesFirstPaint} / ${result.jsFilesWhole} files), long tasks ${result.longTasks.map((t) => `${t.durationMs}@${t.startMs}`).join(' ') || 'none'}`,
        )
      }
    }
  } finally {
    await starterServer.stop()
    await stack.stop()
    rmSync(starterDist, { recursive: true, force: true })
    rmSync(starterData, { recursive: true, force: true })
  }

  const starter = summarise(apps.starter.results)
  const dashboard = summarise(apps.dashboard.results)
  const targets = {
    interactiveNoLaterThanStarter: dashboard.interactiveMs <= starter.interactiveMs,
    requestsBeforeInteractiveAtMost30: dashboard.requestsBeforeInteractive <= 30,
    wholeJsGzipAtMost300kB: dashboard.jsGzipWholeBytes <= 300_000,
    firstPaintJsGzipAtMost220kB: dashboard.jsGzipFirstPaintBytes <= 220_000,
  }
  const chromium = execFileSync(chromiumPath, ['--version']).toString().trim()
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) },
    chromium,
    cpuThrottling,
    runs,
    definitions: {
      interactive: `end of the last long task (> ${longTaskMs} ms) before the first ${quietWindowMs / 1000} s window after FCP with no long task and at most ${maxInFlight} requests in flight (FCP if none)`,
      jsGzip: 'each JavaScript file loaded, gzip level 9, summed; first paint: requested before FCP',
    },
    medians: { starter, dashboard },
    targets,
    runsDetail: { starter: apps.starter.results, dashboard: apps.dashboard.results },
  }
  console.log(JSON.stringify({ medians: result.medians, targets }, null, 2))
  if (argv.includes('--write')) {
    writeFileSync(resultJson, `${JSON.stringify(result, null, 2)}\n`)
    writeFileSync(resultMd, markdown(result))
    console.log(`Wrote ${resultJson} and ${resultMd}`)
  }
}

function markdown(result: {
  date: string
  machine: { cpus: number; loadAverage: number[] }
  chromium: string
  runs: number
  medians: { starter: Summary; dashboard: Summary }
  targets: Record<string, boolean>
}): string {
  const { starter, dashboard } = result.medians
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  const rows: [string, (summary: Summary) => string][] = [
    ['First contentful paint', (s) => `${s.fcpMs} ms`],
    ['Interactive (TTI)', (s) => `${s.interactiveMs} ms`],
    ['Requests before interactive', (s) => String(s.requestsBeforeInteractive)],
    ['Requests in all', (s) => String(s.requestsTotal)],
    ['JS gzip, first paint', (s) => `${kB(s.jsGzipFirstPaintBytes)} (${s.jsFilesFirstPaint} files)`],
    ['JS gzip, whole load', (s) => `${kB(s.jsGzipWholeBytes)} (${s.jsFilesWhole} files)`],
    ['Transferred (compressed, with headers)', (s) => kB(s.transferredBytes)],
    ['Mean response header size', (s) => `${s.meanResponseHeaderBytes} B`],
    ['Long tasks (count, total)', (s) => `${s.longTaskCount}, ${s.longTaskTotalMs} ms`],
  ]
  return `# Dashboard first load against a Vite + React + antd + wagmi starter

Measured by \`node bench/web/firstLoad.ts --write\` on ${result.date} (${result.chromium}, ${result.machine.cpus} cores,
load average ${result.machine.loadAverage.join(' / ')} at the end of the run). Medians of ${result.runs} cold loads each,
CPU throttled 4x, both apps served by a TokenBox server (\`apps/server\`, local chain enabled) on loopback
over HTTP/1.1, the starter's build given as that server's \`WEB_DIST\`.

| | Starter | Dashboard |
|---|---|---|
${rows.map(([label, cell]) => `| ${label} | ${cell(starter)} | ${cell(dashboard)} |`).join('\n')}

Interactive: the end of the last long task (a main-thread task over 50 ms) before the first 5 s window
that starts at or after the first contentful paint with no long task and at most 2 requests in flight
(Lighthouse's TTI); the first contentful paint when no long task comes before that window.
JS gzip: every JavaScript file the page loaded, gzipped at level 9 from the build; "first paint" counts
the files requested before the first contentful paint. Requests: every request the page started
(document, scripts, API and RPC calls) up to the interactive time.

Targets (issue 17): ${Object.entries(result.targets)
    .map(([name, met]) => `${name} ${met ? 'met' : 'MISSED'}`)
    .join('; ')}.
`
}

if (import.meta.main) await main()
