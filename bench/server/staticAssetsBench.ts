/**
 * Server CPU per file of the built web app (apps/web/dist): what a visitor's first load costs the
 * server, about 200 hashed files under /assets/ a page. Three ways of serving the same folder, each
 * a fresh Fastify in this process, driven with `inject` (no sockets, so only the serving is
 * counted), brotli accepted as browsers do:
 *
 * - TokenBox's web app plugin (apps/server/src/web/webApp.ts): its own route looks the path up in
 *   the build's file list (buildFiles) and @fastify/static sends the file;
 * - @fastify/static as its README registers it (`{ root, preCompressed: true }`, the wildcard route),
 *   the anchor: it reads the folders of the path on every request to check the path's spelling;
 * - @fastify/static with `wildcard: false` (a route per file, listed once at the start, never again).
 *
 * Each round asks for every script of the build once, round after round; the figure is the median
 * round's CPU (user + system) per request. Timing-dependent by nature: not part of `make test`.
 *
 *   node bench/server/staticAssetsBench.ts            print the table
 *   node bench/server/staticAssetsBench.ts --write    also write bench/results/server-static-assets.{json,md}
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { webApp } from '../../apps/server/src/web/webApp.ts'
import {
  loadAverages,
  machineAtStartAndEnd,
  writeResultJson,
  writeResultText,
  writtenAndMeasured,
} from '../benchResult.ts'

const { values: args } = parseArgs({
  options: { write: { type: 'boolean', default: false }, rounds: { type: 'string', default: '7' } },
})
const rounds = Number(args.rounds)
const webDist = resolve(import.meta.dirname, '../../apps/web/dist')
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`No web build at ${webDist}: npm run build -w @tokenbox/web`)
  process.exit(1)
}
const scripts = readdirSync(join(webDist, 'assets')).filter((name) => name.endsWith('.js'))
const buildEntries = readdirSync(join(webDist, 'assets')).length

type Way = { name: string; register: (app: FastifyInstance) => Promise<void> }
const ways: Way[] = [
  {
    name: "TokenBox's web app plugin (the build's file list)",
    register: async (app) => {
      await app.register(webApp, { webDist })
    },
  },
  {
    name: '@fastify/static, README registration (wildcard route)',
    register: async (app) => {
      await app.register(fastifyStatic, { root: webDist, preCompressed: true })
    },
  },
  {
    name: '@fastify/static, wildcard: false (listed once)',
    register: async (app) => {
      await app.register(fastifyStatic, { root: webDist, preCompressed: true, wildcard: false })
    },
  },
]

const cpuMicroseconds = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const loadAtStart = loadAverages()
const rows: { way: string; startMs: number; microsecondsPerRequest: number; rounds: number[] }[] = []
for (const way of ways) {
  const app = Fastify()
  const started = performance.now()
  await way.register(app)
  await app.ready()
  const startMs = Math.round(performance.now() - started)
  const perRound: number[] = []
  // One round more than counted: the first warms the JIT and the file system's caches.
  for (let round = 0; round <= rounds; round++) {
    const before = cpuMicroseconds()
    for (const name of scripts) {
      const reply = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'br, gzip' } })
      if (reply.statusCode !== 200)
        throw new Error(`${way.name}: /assets/${name} answered ${reply.statusCode}`)
    }
    if (round > 0) perRound.push((cpuMicroseconds() - before) / scripts.length)
  }
  await app.close()
  const microsecondsPerRequest = Math.round(median(perRound))
  rows.push({ way: way.name, startMs, microsecondsPerRequest, rounds: perRound.map(Math.round) })
  console.log(`${way.name}: start ${startMs} ms, ${microsecondsPerRequest} us of CPU a request`)
}

if (args.write) {
  const measuredAt = new Date().toISOString()
  const machine = machineAtStartAndEnd(loadAtStart)
  writeResultJson('server-static-assets.json', {
    measuredAt,
    machine,
    scripts: scripts.length,
    assetsFolderEntries: buildEntries,
    rounds,
    rows,
  })
  writeResultText(
    'server-static-assets.md',
    `# Server CPU per file of the web app\n\n${writtenAndMeasured('node bench/server/staticAssetsBench.ts --write', measuredAt, machine)}\n\n` +
      `Every script of the build (${scripts.length} files; assets/ holds ${buildEntries} entries with the .br and .gz copies), ` +
      `asked for once per round with brotli accepted, through Fastify's inject (no sockets); the median of ${rounds} rounds, ` +
      'after one to warm up. CPU is user + system time of the process.\n\n' +
      '| serving | start ms | CPU per request (us) |\n|---|---:|---:|\n' +
      rows.map((row) => `| ${row.way} | ${row.startMs} | ${row.microsecondsPerRequest} |`).join('\n') +
      '\n',
  )
}
