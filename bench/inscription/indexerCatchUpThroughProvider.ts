/**
 * The inscription indexer catching up a backlog through a rate-limited endpoint (issue 74): a fresh
 * anvil node gets a backlog of blocks with inscription traffic (produceInscriptionChain: about one
 * block in eight carries 4 to 28 transactions, mostly inscriptions), then the server's follower
 * indexes it from genesis through the provider-like proxy (packages/core/testing/providerProxy.ts:
 * 25 calls per rolling second, beyond it HTTP 429 with Retry-After: 1 in the BSC public node's
 * wording, which names no rate), one request per call as for a public chain, at 0, 120 and 300 ms
 * round trips. Each latency runs twice in the same run, on a fresh SQLite database and proxy:
 *   before: the follower of commit f2c76bbd (the code the issue measured), imported from a
 *           temporary `git worktree` of that commit made here and removed at the end;
 *   after:  this checkout's follower (core's pacer, rounds that shrink and grow).
 * A run ends when the stored position is the head, or after `--cap` seconds (what the code before
 * reached by then is recorded). The follower logs through pino as the server's does (the `err`
 * serializer included), so the log figures are the bytes an operator would get. A run that
 * catches up must hold exactly the index worked out while the chain was built, or the bench exits
 * 1 with no figure.
 *
 *   node bench/inscription/indexerCatchUpThroughProvider.ts            measure and print
 *   node bench/inscription/indexerCatchUpThroughProvider.ts --write    also write bench/results/inscription-indexer-provider.json and .md
 *   node bench/inscription/indexerCatchUpThroughProvider.ts --blocks 100 --cap 20   a quick look (--write refuses it)
 *
 * Ports 18710 (anvil) and 18720-18739 (one proxy per run, so nothing one run learned about an
 * endpoint carries into the next). Timing depends on the machine and on what else runs on it: the
 * load average at start and end is recorded beside the figures. Not part of `make test`.
 */

import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import type pinoType from 'pino'
import { createDatabase } from '../../apps/server/src/db/createDatabase.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrateToLatest.ts'
import { createInscriptionFollower } from '../../apps/server/src/inscriptions/inscriptionFollower.ts'
import { readInscriptionPosition } from '../../apps/server/src/inscriptions/inscriptionStore.ts'
import type { MachineAtStartAndEnd } from '../benchResult.ts'
import { loadAverages, machineAtStartAndEnd, reportResult, writtenAndMeasured } from '../benchResult.ts'
import { checkInscriptionIndex, readStoredInscriptionIndex } from './checkInscriptionIndex.ts'
import {
  type InscriptionBacklog,
  inscriptionBacklog,
  produceInscriptionChain,
} from './produceInscriptionChain.ts'

const { values } = parseArgs({
  options: {
    write: { type: 'boolean' },
    blocks: { type: 'string', default: '400' },
    cap: { type: 'string', default: '60' },
  },
})
const blockCount = Number(values.blocks)
const capSeconds = Number(values.cap)
if (values.write && (blockCount !== 400 || capSeconds !== 60))
  throw new Error('--write records the 400-block run with a 60 s cap only')
const beforeCommit = 'f2c76bbd'
const chainId = 31337
const requestsPerSecond = 25
const latencies = [0, 120, 300]
const provider = 'bsc'
const repository = join(import.meta.dirname, '../..')
const rerun = 'node bench/inscription/indexerCatchUpThroughProvider.ts --write (from the repository root)'
const pino = createRequire(join(repository, 'apps/server/package.json'))('pino') as typeof pinoType

const round = (value: number, digits = 0) => Number(value.toFixed(digits))

type Follower = typeof createInscriptionFollower

/**
 * A worktree of `commit` whose packages resolve to its own workspaces (`@tokenbox/*`) and to this
 * checkout's installed dependencies and generated contract modules (neither is in git), so its
 * code runs as it ran then. Returns its folder and a remover.
 */
function checkOutBefore(commit: string) {
  const folder = join(repository, '.cache', `bench-before-${commit}`)
  if (existsSync(folder)) execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: repository })
  execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { cwd: repository, stdio: 'ignore' })
  const modules = join(folder, 'node_modules')
  mkdirSync(modules)
  for (const name of readdirSync(join(repository, 'node_modules'))) {
    if (name === '@tokenbox') continue
    symlinkSync(join(repository, 'node_modules', name), join(modules, name))
  }
  mkdirSync(join(modules, '@tokenbox'))
  // The same relative links (../../packages/core): they land in the worktree's own workspaces.
  for (const name of readdirSync(join(repository, 'node_modules/@tokenbox')))
    symlinkSync(
      readlinkSync(join(repository, 'node_modules/@tokenbox', name)),
      join(modules, '@tokenbox', name),
    )
  symlinkSync(join(repository, 'packages/core/src/contracts'), join(folder, 'packages/core/src/contracts'))
  return {
    folder,
    remove: () => {
      // The links only (rmSync does not follow them), then the worktree itself.
      rmSync(modules, { recursive: true, force: true })
      rmSync(join(folder, 'packages/core/src/contracts'), { force: true })
      execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: repository })
    },
  }
}

type Run = {
  code: 'before' | 'after'
  latencyMs: number
  caughtUp: boolean
  seconds: number
  blocksIndexed: number
  calls: number
  callsPerMethod: Record<string, number>
  rateLimitRefusals: number
  httpRequests: number
  logLines: number
  logBytes: number
  largestLogLineBytes: number
  /** The follower's messages, in order (the first 12). */
  messages: string[]
}

/** One follower from genesis to the head (or the cap) through a fresh proxy and database. */
async function catchUp(
  code: Run['code'],
  follower: Follower,
  { upstream, head, latencyMs, port }: { upstream: string; head: bigint; latencyMs: number; port: number },
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-indexer-provider-bench-'))
  const handle = createDatabase({ dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') })
  const proxy = await startProviderProxy({ upstream, provider, requestsPerSecond, latencyMs, port })
  const lines: string[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
  try {
    await migrateToLatest(handle.db)
    const running = follower({
      database: handle.db,
      chains: [{ chainId, rpcUrl: proxy.url, start: 'genesis' }],
      log,
    })
    const began = performance.now()
    running.start()
    let position = await readInscriptionPosition(handle.db, chainId)
    while (position?.number !== head && performance.now() - began < capSeconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      position = await readInscriptionPosition(handle.db, chainId)
    }
    const seconds = (performance.now() - began) / 1000
    // The caught-up line is written at the next round, which finds nothing more to read.
    const caughtUp = position?.number === head
    if (caughtUp && code === 'after') {
      const settle = performance.now()
      while (!lines.some((line) => line.includes('caught up')) && performance.now() - settle < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await running.close()
    const index = caughtUp ? await readStoredInscriptionIndex(handle.db, chainId) : undefined
    const counts = proxy.counts()
    const run: Run = {
      code,
      latencyMs,
      caughtUp,
      seconds: round(seconds, 1),
      blocksIndexed: position ? Number(position.number) + 1 : 0,
      calls: Object.values(counts).reduce((sum, count) => sum + count, 0),
      callsPerMethod: counts,
      rateLimitRefusals: proxy.refusals().rateLimit,
      httpRequests: proxy.httpRequests(),
      logLines: lines.length,
      logBytes: lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0),
      largestLogLineBytes: Math.max(0, ...lines.map((line) => Buffer.byteLength(line) - 1)),
      messages: lines.slice(0, 12).map((line) => (JSON.parse(line) as { msg: string }).msg),
    }
    return { run, index }
  } finally {
    await proxy.stop()
    await handle.db.destroy()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const loadAtStart = loadAverages()
const before = checkOutBefore(beforeCommit)
const node = await startAnvilNode({ port: 18710 })
try {
  const beforeFollower = (
    (await import(
      pathToFileURL(join(before.folder, 'apps/server/src/inscriptions/inscriptionFollower.ts')).href
    )) as { createInscriptionFollower: Follower }
  ).createInscriptionFollower
  const chain = await produceInscriptionChain(node.url, { blocks: blockCount })
  const blocks = Number(chain.head) + 1
  console.error(
    `chain: ${blocks} blocks (${chain.counts.blocksWithTransactions} with transactions), ${chain.counts.transactions} transactions, ${chain.counts.inscriptions} inscriptions`,
  )
  const runs: Run[] = []
  let port = 18720
  for (const latencyMs of latencies) {
    for (const [code, follower] of [
      ['before', beforeFollower],
      ['after', createInscriptionFollower],
    ] as const) {
      const { run, index } = await catchUp(code, follower, {
        upstream: node.url,
        head: chain.head,
        latencyMs,
        port: port++,
      })
      if (index) checkInscriptionIndex(`${code} at ${latencyMs} ms`, index, chain.expected)
      if (code === 'after' && !run.caughtUp)
        throw new Error(
          `after at ${latencyMs} ms: ${run.blocksIndexed} of ${blocks} blocks in ${capSeconds} s`,
        )
      console.error(
        `${code} at ${latencyMs} ms: ${run.caughtUp ? `caught up in ${run.seconds} s` : `${run.blocksIndexed} of ${blocks} blocks after ${run.seconds} s`}, ${run.calls} calls, ${run.rateLimitRefusals} refused, ${run.logLines} log lines (largest ${run.largestLogLineBytes} bytes)`,
      )
      runs.push(run)
    }
  }
  const result = {
    benchmark: `Inscription indexer catching up ${blocks} blocks through a ${requestsPerSecond} calls/s endpoint (issue 74)`,
    rerun,
    measuredAt: new Date().toISOString(),
    machine: machineAtStartAndEnd(loadAtStart),
    endpoint: {
      requestsPerSecond,
      retryAfterSeconds: 1,
      wording: provider,
      batchRequests: false,
      latenciesMs: latencies,
    },
    chain: inscriptionBacklog(blocks, chain.counts),
    before: { commit: beforeCommit, capSeconds },
    runs,
    indexChecked: true,
  }
  reportResult('inscription-indexer-provider', result, markdownOf, values.write)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await node.stop()
  before.remove()
}

function markdownOf(result: {
  measuredAt: string
  machine: MachineAtStartAndEnd
  chain: InscriptionBacklog
  before: { commit: string; capSeconds: number }
  runs: Run[]
}): string {
  const { machine, chain, runs } = result
  const row = (run: Run) => {
    const outcome = run.caughtUp
      ? `caught up in ${run.seconds} s`
      : `**not caught up**: ${run.blocksIndexed} of ${chain.blocks} blocks after ${run.seconds} s`
    const methods = Object.entries(run.callsPerMethod)
      .map(([method, count]) => `${method.replace('eth_', '')} ${count}`)
      .join(', ')
    return `| ${run.latencyMs} ms | ${run.code} | ${outcome} | ${run.calls} (${methods}) | ${run.rateLimitRefusals} | ${run.httpRequests} | ${run.logLines} | ${run.largestLogLineBytes} |`
  }
  const sample = runs.find((run) => run.code === 'after' && run.latencyMs === 120) ?? runs.at(-1)
  const old = runs.find((run) => run.code === 'before' && run.logLines > 0)
  return `# Inscription indexer catching up through a rate-limited endpoint (issue 74)

${writtenAndMeasured(rerun, result.measuredAt, machine)}

Backlog: a fresh anvil node, ${chain.blocks} blocks from genesis, ${chain.blocksWithTransactions} of them with ${chain.transactions} transactions (${chain.inscriptions} inscriptions, ${chain.eventInscriptions} of them ESIP-3 events). Endpoint: the provider-like proxy in front of it, ${requestsPerSecond} calls per rolling second (each call of a batch counts), beyond it HTTP 429 with Retry-After: 1 in the BSC public node's wording ("Too many requests": no rate named), one request per call as the follower reads a public chain. The server's follower from genesis to the head on a fresh SQLite database, before (commit ${result.before.commit}, from a temporary worktree, stopped after ${result.before.capSeconds} s) and after, in the same run. Every run that caught up holds exactly the index worked out while the chain was built.

| round trip | code | outcome | JSON-RPC calls received | refused with 429 | HTTP requests | log lines | largest line (bytes) |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |
${runs.map(row).join('\n')}

What the follower said after (${sample?.latencyMs} ms), its first lines:
${(sample?.messages ?? []).map((message) => `- \`${message}\``).join('\n')}
${old ? `\nWhat it said before (${old.latencyMs} ms), the first line's message (the line itself is ${old.largestLogLineBytes} bytes at most, with the whole viem error):\n- \`${old.messages[0]}\`\n` : ''}`
}
