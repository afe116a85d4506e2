/**
 * The token safety check over real endpoints (issue 74): the trap tokens of
 * core/testing/deployTrapTokens on a fresh local chain, each checked through the provider-like
 * proxy (core/testing/providerProxy) at 0, 120 and 300 ms per round trip with a limit of 25
 * JSON-RPC calls a second (HTTP 429 and Retry-After: 1 above it), by
 * - "before": the check of the commit before this work (default f2c76bbd), imported from a
 *   temporary `git worktree` of that commit in this same run (removed at the end);
 * - "after": this tree's check, through the same kind of client (a viem http transport retrying
 *   once as the web app's does, the catalogue entry's chain with Multicall3, viem's multicall
 *   batching on, as wagmi's clients);
 * - "after-batched": this tree's check through a transport that also sends the calls started
 *   together as one JSON-RPC batch (viem http `batch: true`).
 * Each check gets a fresh proxy (its own rate window and counts). Per check: the time, the HTTP
 * requests and JSON-RPC calls the proxy received, its 429s, and whether the verdict (level and
 * every reason with its parameters) is the one "before" gave at that latency, and whether it is the
 * trap set's expected one. The proxy serves eth_simulateV1 (as the local node does), so every
 * verdict is comparable with the trap set's.
 *
 *   node bench/safety/safetyLatencyBench.ts            measure and print
 *   node bench/safety/safetyLatencyBench.ts --write    also write bench/results/safety-latency.{json,md}
 *   node bench/safety/safetyLatencyBench.ts --markdown-only   write the .md again from the .json
 *   --tokens clean,sellTax99   only these traps     --latencies 0,120   only these round trips
 *   --before <commit>          another "before"     --variants before,after   only these
 *
 * Request counts and verdicts are deterministic; times depend on the machine and its load (the
 * latency dominates them: the proxy adds it to every HTTP answer).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { toViemChain } from '@tokenbox/core/chains/toViemChain.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { checkTokenSafety } from '@tokenbox/core/safety/checkTokenSafety.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { type TrapName, trapNames } from '@tokenbox/core/testing/deployTrapTokens.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import { deployTrapChain } from '@tokenbox/core/testing/trapChain.ts'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'

const argv = process.argv.slice(2)
const write = argv.includes('--write')
const markdownOnly = argv.includes('--markdown-only')
const option = (name: string) => {
  const index = argv.indexOf(name)
  return index >= 0 ? argv[index + 1] : undefined
}
const variantNames = ['before', 'after', 'after-batched'] as const
type Variant = (typeof variantNames)[number]
/** The limit of every proxy, in JSON-RPC calls a second (a batch counts each call). */
const requestsPerSecond = 25
/** Issue 74's goals for one check at these round trips, in ms. */
const goals: Record<number, number> = { 120: 3_000, 300: 6_000 }
const resultsFolder = join(import.meta.dirname, '..', 'results')

type CheckFunction = (
  client: PublicClient,
  parameters: { token: Address; entry: ChainEntry },
) => Promise<TokenSafetyReport>

type Row = {
  token: TrapName
  latencyMs: number
  variant: Variant
  ms: number
  httpRequests: number
  calls: number
  callsByMethod: Record<string, number>
  rateLimited: number
  level?: string
  /** The level and reasons the trap set expects (as safetyCheckBench counts "classified right"). */
  right: boolean
  /** The verdict (level and reasons) equals the one "before" gave at this latency. */
  sameVerdictAsBefore?: boolean
  failed?: string
}

type Results = {
  date: string
  machine: string
  before: string
  after: string
  requestsPerSecond: number
  latencies: number[]
  variants: Variant[]
  tokens: TrapName[]
  aggregate: ReturnType<typeof aggregateOf>
  rows: Row[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function aggregateOf(rows: readonly Row[], latencies: readonly number[], variants: readonly Variant[]) {
  return latencies.flatMap((latencyMs) =>
    variants.map((variant) => {
      const of = rows.filter((row) => row.latencyMs === latencyMs && row.variant === variant)
      const goal = goals[latencyMs]
      return {
        latencyMs,
        variant,
        checks: of.length,
        failed: of.filter((row) => row.failed).length,
        classifiedRight: of.filter((row) => row.right).length,
        medianMs: median(of.map((row) => row.ms)),
        meanMs: Math.round(of.reduce((sum, row) => sum + row.ms, 0) / Math.max(1, of.length)),
        maxMs: Math.max(0, ...of.map((row) => row.ms)),
        ...(goal
          ? { withinGoal: of.filter((row) => !row.failed && row.ms <= goal).length, goalMs: goal }
          : {}),
        medianCalls: median(of.map((row) => row.calls)),
        totalCalls: of.reduce((sum, row) => sum + row.calls, 0),
        medianHttpRequests: median(of.map((row) => row.httpRequests)),
        totalHttpRequests: of.reduce((sum, row) => sum + row.httpRequests, 0),
        rateLimited: of.reduce((sum, row) => sum + row.rateLimited, 0),
        ...(variant !== 'before' && variants.includes('before')
          ? { sameVerdictAsBefore: of.filter((row) => row.sameVerdictAsBefore).length }
          : {}),
      }
    }),
  )
}

const root = join(import.meta.dirname, '..', '..')
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()

async function measure(): Promise<Results> {
  const latencies = (option('--latencies') ?? '0,120,300').split(',').map(Number)
  const tokens = (option('--tokens')?.split(',') as TrapName[] | undefined) ?? [...trapNames]
  const variants = (option('--variants')?.split(',') as Variant[] | undefined) ?? [...variantNames]
  const afterCommit = git('rev-parse', '--short', 'HEAD')
  const dirty = git('status', '--porcelain', '--untracked-files=no').length > 0
  const before = git('rev-parse', '--short', option('--before') ?? 'f2c76bbd')

  // "before": the whole tree of that commit in a worktree under .cache (ignored), so its imports of
  // viem resolve to this checkout's node_modules; the generated contract modules (not in git) are
  // this checkout's, which that commit's check was built against too.
  const beforeTree = join(root, '.cache', `safety-before-${before}`)
  let checkBefore: CheckFunction | undefined
  if (variants.includes('before')) {
    if (existsSync(beforeTree)) git('worktree', 'remove', '--force', beforeTree)
    mkdirSync(join(root, '.cache'), { recursive: true })
    git('worktree', 'add', '--detach', beforeTree, before)
    symlinkSync(join(root, 'packages/core/src/contracts'), join(beforeTree, 'packages/core/src/contracts'))
    const module = (await import(
      pathToFileURL(join(beforeTree, 'packages/core/src/safety/checkTokenSafety.ts')).href
    )) as { checkTokenSafety: CheckFunction }
    checkBefore = module.checkTokenSafety
  }
  const checkAfter: CheckFunction = (client, parameters) => checkTokenSafety(client, parameters)

  const loadAtStart = loadavg()
  const chain = await startLocalTestChain()
  const rows: Row[] = []
  const cleanUp = async () => {
    await chain.stop()
    if (checkBefore && existsSync(beforeTree)) {
      git('worktree', 'remove', '--force', beforeTree)
      rmSync(beforeTree, { recursive: true, force: true })
    }
  }
  // Stopped by hand: the node and the worktree go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130))
    })
  try {
    const { entry, ...deployed } = await deployTrapChain(chain)
    const viemChain = toViemChain(entry)
    for (const latencyMs of latencies)
      for (const name of tokens) {
        let beforeVerdict: TokenSafetyReport['verdict'] | undefined
        for (const variant of variants) {
          const check = variant === 'before' ? checkBefore : checkAfter
          if (!check) continue
          const proxy = await startProviderProxy({
            upstream: chain.node.url,
            latencyMs,
            requestsPerSecond,
            retryAfterSeconds: 1,
            // The local node serves eth_simulateV1: so does this endpoint, for comparable verdicts.
            refusedMethods: [],
          })
          // The app's kind of client: the chain with its Multicall3, viem's multicall batching on
          // (wagmi's default), one retry of the transport's own (the web app's switchable RPC
          // transport retries once, honouring Retry-After).
          const client = createPublicClient({
            chain: viemChain,
            transport: http(proxy.url, {
              retryCount: 1,
              ...(variant === 'after-batched' ? { batch: true } : {}),
            }),
            batch: { multicall: true },
          }) as PublicClient
          const started = performance.now()
          let report: TokenSafetyReport | undefined
          let failed: string | undefined
          try {
            report = await check(client, { token: deployed.tokens[name], entry })
          } catch (error) {
            failed = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
          }
          const ms = performance.now() - started
          const callsByMethod = proxy.counts()
          await proxy.stop()
          if (variant === 'before') beforeVerdict = report?.verdict
          const keys = report?.verdict.reasons.map((reason) => reason.key) ?? []
          const expected = deployed.expected[name]
          const row: Row = {
            token: name,
            latencyMs,
            variant,
            ms: Math.round(ms),
            httpRequests: proxy.httpRequests(),
            calls: Object.values(callsByMethod).reduce((sum, count) => sum + count, 0),
            callsByMethod,
            rateLimited: proxy.refusals().rateLimit,
            ...(report ? { level: report.verdict.level } : {}),
            right:
              report?.verdict.level === expected.level && expected.reasons.every((key) => keys.includes(key)),
            ...(variant !== 'before' && checkBefore
              ? {
                  sameVerdictAsBefore:
                    report !== undefined && isDeepStrictEqual(report.verdict, beforeVerdict),
                }
              : {}),
            ...(failed ? { failed } : {}),
          }
          rows.push(row)
          console.log(
            `${String(latencyMs).padStart(3)} ms ${variant.padEnd(14)} ${name.padEnd(20)} ${String(row.ms).padStart(6)} ms ${String(row.calls).padStart(3)} calls ${String(row.httpRequests).padStart(3)} http ${row.rateLimited} 429 ${row.level ?? 'FAILED'}${row.right ? '' : ` (expected ${expected.level})`}${row.sameVerdictAsBefore === false ? ' VERDICT DIFFERS' : ''}${failed ? ` ${failed}` : ''}`,
          )
        }
      }
  } finally {
    await cleanUp()
  }
  const loadAtEnd = loadavg()
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
  return {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${load(loadAtStart)} at the start and ${load(loadAtEnd)} at the end`,
    before,
    after: `${afterCommit}${dirty ? '+changes' : ''}`,
    requestsPerSecond,
    latencies,
    variants,
    tokens,
    aggregate: aggregateOf(rows, latencies, variants),
    rows,
  }
}

const seconds = (ms: number) => (ms / 1_000).toFixed(2)

function markdownOf(results: Results): string {
  const { rows, aggregate, variants } = results
  const withBefore = variants.includes('before')
  const perToken = results.latencies.flatMap((latencyMs) =>
    results.tokens.map((name) => {
      const cell = (variant: Variant) => {
        const row = rows.find(
          (one) => one.latencyMs === latencyMs && one.token === name && one.variant === variant,
        )
        if (!row) return '–'
        if (row.failed) return `failed (${row.failed.slice(0, 60)})`
        return `${seconds(row.ms)} s · ${row.calls} / ${row.httpRequests}${row.rateLimited ? ` · ${row.rateLimited}×429` : ''}`
      }
      const same = rows
        .filter(
          (one) => one.latencyMs === latencyMs && one.token === name && one.sameVerdictAsBefore !== undefined,
        )
        .every((one) => one.sameVerdictAsBefore)
      return `| ${name} | ${latencyMs} | ${variants.map(cell).join(' | ')} | ${withBefore ? (same ? 'yes' : '**no**') : '–'} |`
    }),
  )
  // Checks of this tree over a goal, and what their calls alone take at the endpoint's rate.
  const overGoal = rows.filter(
    (row) =>
      row.variant === 'after' &&
      goals[row.latencyMs] !== undefined &&
      row.ms > (goals[row.latencyMs] as number),
  )
  return [
    '# Token safety check over real latency: before and after (issue 74)',
    '',
    `Measured by \`node bench/safety/safetyLatencyBench.ts --write\` on ${results.date}; machine: ${results.machine}.`,
    '',
    `The ${results.tokens.length} trap tokens of \`packages/core/testing/deployTrapTokens.ts\` on a fresh local anvil chain,`,
    `each checked with \`checkTokenSafety\` (holders, trades, holders' sales, power probe) through the provider-like`,
    `proxy (\`packages/core/testing/providerProxy.ts\`) adding ${results.latencies.join(', ')} ms to every HTTP answer and refusing more`,
    `than ${results.requestsPerSecond} JSON-RPC calls a second (HTTP 429, Retry-After: 1; a batch counts each call). One fresh`,
    "proxy per check. The client is the app's kind: viem http transport retrying once (as the web app's switchable",
    "RPC transport does, honouring Retry-After), the chain with its Multicall3, viem's multicall batching on.",
    'eth_simulateV1 is served, as by the local node.',
    '',
    `- **before**: \`checkTokenSafety\` of ${results.before} (main before this work), imported in the same run from a`,
    '  temporary `git worktree` of that commit;',
    `- **after**: this tree's (${results.after}): independent reads in parallel rounds, contract reads in Multicall3,`,
    "  a contract's storage slots in one call, identical reads once, the deployment-block search stopped at one",
    "  scan chunk, the power probe's tries in eth_simulateV1 (safety/callOutcomes.ts: one block each, the next",
    '  starts after a success guessed and simulated together), at most 25 calls started in any 1.1 s, 429s',
    '  waited out;',
    '- **after-batched**: the same, through a transport that sends calls started together as one JSON-RPC batch.',
    '',
    'Times are wall clock for one whole check; "calls" are the JSON-RPC calls the endpoint received (a',
    'Multicall3 aggregate is one, a simulation is one, a refused call sent again is two), "HTTP" its HTTP',
    'requests (a batch is one). Goals (issue 74): ≤ 3 s at 120 ms, ≤ 6 s at 300 ms, at most',
    `${results.requestsPerSecond} requests a second. "Right": the level and reasons the trap set expects (safetyCheckBench's`,
    '"classified right"); "verdict = before": the level and every reason with its parameters are the same.',
    '',
    '## Aggregate',
    '',
    '| Round trip | Variant | Median | Mean | Max | Within goal | Calls / check (median) | HTTP / check (median) | Calls in all | 429s | Right | Verdict = before |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...aggregate.map(
      (line) =>
        `| ${line.latencyMs} ms | ${line.variant} | ${seconds(line.medianMs)} s | ${seconds(line.meanMs)} s | ${seconds(line.maxMs)} s | ${'withinGoal' in line ? `${line.withinGoal} / ${line.checks}` : '–'} | ${line.medianCalls} | ${line.medianHttpRequests} | ${line.totalCalls} | ${line.rateLimited} | ${line.classifiedRight} / ${line.checks} | ${'sameVerdictAsBefore' in line ? `${line.sameVerdictAsBefore} / ${line.checks}` : '–'} |${line.failed ? ` ${line.failed} failed` : ''}`,
    ),
    '',
    ...(overGoal.length > 0
      ? [
          'Over the goal ("after"): ' +
            overGoal
              .map(
                (row) =>
                  `${row.token} at ${row.latencyMs} ms, ${seconds(row.ms)} s for ${row.calls} calls (${row.callsByMethod.eth_call ?? 0} eth_call), which alone take ${seconds((row.calls / results.requestsPerSecond) * 1_000)} s at ${results.requestsPerSecond} a second`,
              )
              .join('; ') +
            ". The power probe's eth_calls (each function nobody may call, tried with seven argument shapes as nobody and as each candidate) cannot go in a Multicall3 call, which calls as itself.",
          '',
        ]
      : []),
    'About the 429s: at 0 ms "after" is answered within 20 ms, which the paced reader takes for a node on this',
    'machine or network and does not pace until it refuses; then it waits out the Retry-After and keeps to 80% of',
    'what it had started (at most 25 in any 1.1 s). Each check here has a fresh proxy, so each meets that once; on',
    'one endpoint the pace is remembered for the session. At 120 and 300 ms it starts at most 25 calls in any 1.1 s;',
    "the proxy runs in the bench's own process, so a CPU stall on a loaded machine can delay the proxy's count of",
    'arrivals into the next second: any 429 there is that, and is waited out.',
    '',
    '## Per token',
    '',
    'Each cell: time · JSON-RPC calls / HTTP requests (· 429 refusals met).',
    '',
    `| Token | Round trip (ms) | ${variants.join(' | ')} | Same verdict |`,
    `| --- | ---: | ${variants.map(() => '---:').join(' | ')} | --- |`,
    ...perToken,
    '',
  ].join('\n')
}

const results: Results = markdownOnly
  ? (JSON.parse(readFileSync(join(resultsFolder, 'safety-latency.json'), 'utf8')) as Results)
  : await measure()
console.log('\nlatency  variant         median s  mean s  max s  calls  http  429  right  same verdict')
for (const line of results.aggregate)
  console.log(
    `${String(line.latencyMs).padStart(4)} ms  ${line.variant.padEnd(14)}  ${seconds(line.medianMs).padStart(7)}  ${seconds(line.meanMs).padStart(6)}  ${seconds(line.maxMs).padStart(5)}  ${String(line.medianCalls).padStart(5)}  ${String(line.medianHttpRequests).padStart(4)}  ${String(line.rateLimited).padStart(3)}  ${String(line.classifiedRight).padStart(5)}  ${'sameVerdictAsBefore' in line ? `${line.sameVerdictAsBefore}/${line.checks}` : ''}`,
  )
if (write && !markdownOnly)
  writeFileSync(join(resultsFolder, 'safety-latency.json'), `${JSON.stringify(results, null, 2)}\n`)
if (write || markdownOnly) writeFileSync(join(resultsFolder, 'safety-latency.md'), markdownOf(results))
