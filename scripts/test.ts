/**
 * `npm test` / `make test`: every suite of the project, with one closing line.
 *
 * Suites run in the order of `schedule`: the builds one after another, then the browser suite
 * (three test files at a time on two cores) while every other suite runs beside it, two at a time
 * and niced, so the browser's work keeps its CPU and their waits are filled (`--serial`: strictly
 * one after another, one browser file at a time). The running main suite's output streams
 * through; a suite beside it is printed in one block when it ends. At the end a table lists each
 * suite with its time and CPU seconds, the whole run's wall time against its budget (below), and
 * the last line is `tests: N passed, N failed`, the plain line CI reads. Lint, types and the
 * benchmark checks count as one test each, so a failure there shows in that line too.
 *
 * The budget: a full run (not `--serial`) must stay under 30 minutes (TOKENBOX_TEST_BUDGET_MINUTES)
 * on an idle 2-core machine. Over it, the run fails when the rest of the machine was idle (other work kept
 * less than 0.3 of a core busy on average: scripts/cpuWatch.ts) and gives processes fresh memory at
 * the usual speed (scripts/memoryProbe.ts), and warns loudly otherwise, so that a suite that grew
 * is seen the day it grows.
 *
 * `npm test -- --only core,server` runs a subset (names as in the table) for quick local loops.
 * `npm test -- <file> [<file>…] [runner options]` runs single test files with their own runner
 * (vitest in their workspace, Hardhat for contracts/test), after building what they read (the
 * contract modules and the vanity WebAssembly; no-ops when up to date), e.g.
 * `npm test -- packages/core/src/lock/lock.test.ts -t "schedule math"` or
 * `npm test -- contracts/test/tokens/NormalToken.t.sol`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, setPriority } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { buildForTests, testBuildDoneVariable } from './buildForTests.ts'
import { type OtherLoad, startCpuWatch } from './cpuWatch.ts'
import { ensureChromium } from './ensureChromium.ts'
import { ensureFirefox } from './ensureFirefox.ts'
import { ensureSystemPackages, testSystemPackages } from './ensureSystemPackages.ts'
import { failedAt } from './failedAt.ts'
import { probeFreshMemory, slowFreshMemoryMicroseconds, slowPageMicroseconds } from './memoryProbe.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const reports = path.join(root, '.cache', 'test-reports')

type Counts = {
  passed: number
  failed: number
  skipped: number
  /** Failed tests as `file > name: first line of the error`, printed under the summary table. */
  failures?: string[]
  /** Lines printed under the suite's row whatever the outcome (the browser suite's heaviest files). */
  notes?: string[]
}
type Suite = {
  name: string
  /** What the suite proves, for the summary table. */
  title: string
  run: () => Promise<Counts>
}

/**
 * Where a suite's output goes while it runs beside another one: held, and printed in one block when
 * it ends, so the log never interleaves two suites line by line. Unset: straight to the terminal.
 */
const heldOutput = new AsyncLocalStorage<Buffer[]>()

/**
 * Niceness of the processes of a suite that runs beside the browser suite. The browser suite waits
 * on pages, chains and servers with timeouts of 15 to 60 s; the unit and chain suites beside it
 * mostly just take longer when they get less CPU. Under contention the scheduler gives each
 * process at niceness 5 about a third of the share of one at 0 (weights 335 and 1024), so the
 * browser's processes come first and the suites beside it never starve.
 */
const besideNiceness = 5

/** Suites beside the browser suite that run at the same time (see `schedule`). */
const besideAtOnce = 2

/** Runs a command with inherited output; resolves with its exit code and captured text. */
function exec(command: string, args: string[], cwd = root, env: NodeJS.ProcessEnv = {}) {
  const held = heldOutput.getStore()
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const cpu = suiteCpu.getStore()
    const stopTracking = child.pid === undefined ? undefined : cpuWatch.track(child.pid)
    child.on('close', () => {
      const use = stopTracking?.()
      if (!cpu) return
      cpu.seconds = use === undefined || cpu.seconds === undefined ? undefined : cpu.seconds + use.seconds
      cpu.faults = use === undefined || cpu.faults === undefined ? undefined : cpu.faults + use.faults
    })
    // A suite beside the browser suite runs niced; its children inherit the priority.
    if (held && child.pid !== undefined) {
      try {
        setPriority(child.pid, besideNiceness)
      } catch {
        // Not permitted here: it runs at the usual priority.
      }
    }
    let output = ''
    const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString()
      if (held) held.push(chunk)
      else stream.write(chunk)
    }
    child.stdout.on('data', relay(process.stdout))
    child.stderr.on('data', relay(process.stderr))
    child.on('error', (error) => {
      output += String(error)
      resolve({ code: 127, output })
    })
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }))
  })
}

/** A check (lint, types, a benchmark gate) counts as one test. */
/**
 * Exit status of a check that could not run here for want of something the machine lacks (the
 * automake convention): counted as skipped. The check itself said what was missing.
 */
export const checkSkippedExitCode = 77

async function check(command: string, args: string[], cwd = root): Promise<Counts> {
  const { code } = await exec(command, args, cwd)
  if (code === checkSkippedExitCode) return { passed: 0, failed: 0, skipped: 1 }
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }
}

/** Vitest with a JSON report beside the console one, so the counts are exact. */
async function vitest(
  workspace: string,
  name: string,
  env: NodeJS.ProcessEnv = {},
  extraArgs: string[] = [],
): Promise<Counts> {
  const report = path.join(reports, `${name}.json`)
  rmSync(report, { force: true })
  const { code } = await exec(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    path.join(root, workspace),
    env,
  )
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults?: {
      name: string
      status: string
      message?: string
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
    }[]
  }
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0)
  // CI shows only the tail of the output: name what failed there, with the first line of why and
  // the line of the test file it stopped at.
  const suiteRoot = path.join(root, workspace)
  const why = (message: string | undefined, testFile: string, otherwise = '') => {
    const text = stripVTControlCharacters(message ?? '')
    const first = text.trim().split('\n')[0]?.slice(0, 300) || otherwise
    const at = failedAt(text, testFile, suiteRoot)
    return at ? `${first} (at ${at})` : first
  }
  const failures: string[] = []
  for (const file of json.testResults ?? []) {
    const where = path.relative(suiteRoot, file.name)
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${where} > ${test.fullName}: ${why(test.failureMessages?.[0], file.name)}`)
    }
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      // a hook (beforeAll) or the file's import failed: its tests show as skipped
      failures.push(`${where}: ${why(file.message, file.name, 'a hook failed; see the output above')}`)
    }
  }
  return {
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    failures,
  }
}

/**
 * Hardhat 3 runs the Solidity tests (with fuzzing) and the node:test suites. Its reporters print
 * "N passing" / "N failing" per runner; the sums are the suite's counts.
 */
async function hardhatTests(args: string[] = []): Promise<Counts> {
  const { code, output } = await exec(bin('hardhat'), ['test', ...args], path.join(root, 'contracts'))
  const plain = stripVTControlCharacters(output)
  const sum = (re: RegExp) => [...plain.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0)
  const passed = sum(/(\d+) passing/g)
  let failed = sum(/(\d+) failing/g)
  const skipped = sum(/(\d+) (?:skipped|pending)/g)
  if (code !== 0 && failed === 0) failed = 1
  if (passed === 0 && failed === 0) failed = 1
  return { passed, failed, skipped }
}

const suites: Suite[] = [
  {
    // Everything the later suites read, built once: the contract modules and the vanity
    // WebAssembly (each a no-op when up to date). The suites' own global setups
    // (scripts/buildForTests.ts), which build them when one file runs alone, then skip.
    name: 'contracts-build',
    title: 'Solidity compiled, ABIs and verification inputs generated; vanity WebAssembly built',
    run: async () => {
      const counts = add(
        await check('npm', ['run', 'build', '--silent', '-w', '@tokenbox/contracts']),
        await check('node', ['packages/vanity/scripts/build.ts']),
      )
      if (counts.failed === 0) process.env[testBuildDoneVariable] = '1'
      return counts
    },
  },
  {
    // Biome for TypeScript, JSON and Markdown; solhint (contracts/.solhint.json) for Solidity; no
    // fixed sleeps in the browser tests (scripts/checkTestWaits.ts); no new copy of code
    // (scripts/checkCopies.ts, jscpd against .jscpd-baseline.json, about 1 s). One test each, so a
    // Solidity finding shows in the closing line like a Biome one. None reads what the builds
    // generate (Biome and jscpd follow .gitignore), so it runs beside the contract build, on the
    // core that build leaves idle.
    name: 'lint',
    title: 'Biome lint and format, solhint, no fixed sleeps in e2e, no new copies',
    run: async () =>
      [
        await check(bin('biome'), ['ci', '.']),
        await check('npm', ['run', 'lint', '--silent', '-w', '@tokenbox/contracts']),
        await check('node', ['scripts/checkTestWaits.ts']),
        await check('node', ['scripts/checkCopies.ts']),
      ].reduce(add, zero()),
  },
  {
    // No import circle, static, type-only or dynamic (dpdm, the package.json script
    // `import-circles`), the generated contract modules included: after the builds.
    name: 'circles',
    title: 'no import circles',
    run: () => check('npm', ['run', '--silent', 'import-circles']),
  },
  {
    name: 'types',
    title: 'TypeScript strict, every workspace',
    // Two workspaces at a time, each with one type checker (`--checkers 1`; the native compiler
    // defaults to four, each with its own caches of the same types): ten at once with four
    // checkers each took 169 CPU s and 85 s on an idle 2-core machine, two at a time with one
    // checker 83 CPU s and 42 s, the same errors found (docs/testing.md). Largest first.
    run: async () => {
      const queue = [
        'apps/web',
        'packages/core',
        'apps/server',
        'contracts',
        'bench',
        'apps/extension',
        'e2e',
        'packages/ui',
        'scripts',
        'packages/vanity',
      ]
      const results: Counts[] = []
      const next = async (): Promise<void> => {
        for (let w = queue.shift(); w !== undefined; w = queue.shift())
          results.push(await check(bin('tsc'), ['--noEmit', '--checkers', '1', '-p', w]))
      }
      await Promise.all([next(), next()])
      return results.reduce(add, zero())
    },
  },
  {
    // builds packages/vanity/dist/vanity.wasm (its global setup) and checks it against noble; the
    // WebGPU kernels run on SwiftShader (Vulkan on the CPU); the CREATE2 bench's gate: both engines
    // find a salt viem re-derives; the GPU address bench's gate: the fused search finds a key viem
    // re-derives
    name: 'vanity',
    title:
      'vanity WebAssembly and WebGPU: keccak, field, point walk, CREATE2, address search, hits; the bench gates',
    run: async () => {
      ensureSystemPackages(testSystemPackages.filter((wanted) => wanted.name === 'libvulkan1'))
      return [
        await vitest('packages/vanity', 'vanity'),
        await check('node', ['bench/vanity/create2Bench.ts', '--check']),
        await check('node', ['bench/vanity/addressGpuBench.ts', '--check']),
      ].reduce(add, zero())
    },
  },
  {
    // The scripts' own tests (make start's waits, the nodes' PID files, make reset) start small Node
    // processes only: they ride with core, whose helpers they resemble, rather than a suite of their own.
    name: 'core',
    title: 'core helpers, gas, step runner (local chain); the start and reset scripts',
    run: async () => add(await vitest('packages/core', 'core'), await vitest('scripts', 'scripts')),
  },
  { name: 'contracts', title: 'contracts: Solidity fuzz + TypeScript', run: hardhatTests },
  {
    name: 'server',
    title: 'server on SQLite and PostgreSQL',
    run: () => {
      ensureSystemPackages(testSystemPackages.filter((wanted) => wanted.name === 'postgresql'))
      return vitest('apps/server', 'server')
    },
  },
  {
    name: 'ui',
    title: 'shared UI: locale completeness and wording, tool search, safety reasons',
    run: () => vitest('packages/ui', 'ui'),
  },
  { name: 'web', title: 'web units', run: () => vitest('apps/web', 'web') },
  {
    name: 'extension',
    title: 'browser extension units and locale completeness',
    run: () => vitest('apps/extension', 'extension'),
  },
  {
    name: 'web-build',
    title: 'web production build',
    run: () => check('npm', ['run', 'build', '--silent', '-w', '@tokenbox/web']),
  },
  {
    name: 'extension-build',
    title: 'browser extension build (folder and zip)',
    run: () => check('npm', ['run', 'build', '--silent', '-w', '@tokenbox/extension']),
  },
  {
    name: 'bundle',
    title: 'dashboard JS (first paint and whole load) within budget',
    run: () => check('node', ['bench/bundle/bundleSize.ts', '--check', '--no-build']),
  },
  {
    name: 'gas',
    title: 'gas snapshot: no regression, every row at or below its real anchor or saying why',
    run: async () => {
      const snapshot = await check('node', ['bench/gas/gasSnapshot.ts', '--check'])
      const anchors = await check('node', ['bench/gas/anchorComparison.ts', '--check'])
      return {
        passed: snapshot.passed + anchors.passed,
        failed: snapshot.failed + anchors.failed,
        skipped: 0,
      }
    },
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium, test wallet, local chain; the extension in Firefox too)',
    run: async () => {
      await ensureChromium()
      await ensureFirefox()
      const fileCpu = path.join(reports, 'e2e-files.jsonl')
      rmSync(fileCpu, { force: true })
      const counts = await vitest('e2e', 'e2e', {
        E2E_WORKERS: String(serialRun() ? 1 : e2eWorkers),
        E2E_FILE_CPU: fileCpu,
      })
      return { ...counts, notes: heaviestFiles(fileCpu) }
    },
  },
]

/**
 * The browser files that used the most CPU, from the lines e2e/harness/fileCpu.ts wrote: where the
 * suite's CPU goes (docs/testing.md), e.g. "heaviest files (CPU s / wall s): accessibility 322 / 353, …".
 */
function heaviestFiles(report: string, count = 6): string[] {
  if (!existsSync(report)) return []
  const files = readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { file: string; seconds: number; cpu: number }]
      } catch {
        return [] // a line cut short (a worker that was killed): the figures are only a guide
      }
    })
    .sort((a, b) => b.cpu - a.cpu)
  if (files.length === 0) return []
  const total = files.reduce((sum, file) => sum + file.cpu, 0)
  const named = files
    .slice(0, count)
    .map(
      (file) =>
        `${file.file.replace(/\.e2e\.test\.ts$/, '')} ${file.cpu.toFixed(0)} / ${file.seconds.toFixed(0)}`,
    )
  return [
    `heaviest of ${files.length} files (CPU s / wall s; all files ${total.toFixed(0)} CPU s): ${named.join(', ')}`,
  ]
}

/**
 * Browser test files at a time in a full run: one and a half per core, three on the 2-core build
 * machines (each file its own chains, server and browser, on ports the system gives each process:
 * startLocalNodeProcess, e2e/harness/startServer.ts). A file keeps about 0.6 of a core busy on
 * average (963 CPU s in 1,638 s of test files), the rest waiting on the page, a chain or a
 * wall-clock timer (a presale's start, a 5-second auto-connect, a relay that does not answer).
 * With two at a time the machine kept 1.66 cores busy and the browser suite took 935 s; with three,
 * and two suites beside them, 1.88 cores and 746 s, the whole run 17.7 -> 15.8 min (idle 2-core
 * machine, fresh clones, docs/testing.md); beside a busy loop, green in 23.6 min. At most six: the
 * run's memory in use peaked at about 5 GiB with three files and two suites beside them.
 */
const e2eWorkers = Math.min(6, Math.ceil(availableParallelism() * 1.5))

/** `--serial`, or a machine with one core: every suite and every browser file one after another. */
function serialRun(): boolean {
  return process.argv.includes('--serial') || availableParallelism() < 2
}

/**
 * The order of a full run. Each step's main suite runs with the suites of `beside` running one
 * after another meanwhile. The builds come first: the contract compile keeps both cores busy but
 * for its last jobs, where lint (which reads nothing built) runs beside it, niced; the browser suite
 * needs the contracts, the web app and the extension built. Then the
 * browser suite, the longest (`e2eWorkers` files at a time), runs while every other suite runs
 * beside it, two at a time and niced (`besideNiceness`): the longest first, the quick checks last,
 * so what is left when the browser suite ends is short. Two, not one: core alone spends more than
 * half its time waiting (its chains, paced endpoints), and one after another the suites beside
 * ended after the browser suite. `--serial`, or a machine with one core, runs every
 * suite one after another.
 */
const schedule: { main: string; beside?: string[] }[] = [
  { main: 'contracts-build', beside: ['lint'] },
  { main: 'web-build' },
  { main: 'extension-build' },
  {
    main: 'e2e',
    beside: [
      'core',
      'contracts',
      'server',
      'web',
      'ui',
      'extension',
      'gas',
      'types',
      'circles',
      'vanity',
      'bundle',
    ],
  },
]

/** Minutes a full run may take on an idle machine before it fails (see the file's header). */
const budgetMinutes = Number(process.env.TOKENBOX_TEST_BUDGET_MINUTES ?? 30)

/** Other work below this many cores on average counts as an idle machine for the budget. */
const idleOtherCores = 0.3

function zero(): Counts {
  return { passed: 0, failed: 0, skipped: 0 }
}
function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    failures: [...(a.failures ?? []), ...(b.failures ?? [])],
  }
}

/** Folders whose `*.test.ts(x)` files run under vitest, each with its own config. */
const vitestWorkspaces = [
  'scripts',
  'packages/core',
  'packages/vanity',
  'packages/ui',
  'apps/server',
  'apps/web',
  'apps/extension',
  'e2e',
]

type Row = {
  name: string
  counts: Counts
  seconds: number
  /** Ran at the same time as other suites (its time and CPU overlap theirs). */
  beside?: boolean
  /** CPU seconds its own processes used (Linux: scripts/cpuWatch.ts), whatever ran beside it. */
  cpu?: number
  /** Minor page faults of its own processes (pages of memory first touched). */
  faults?: number
}

/** CPU time of every process the run starts, by process tree (scripts/cpuWatch.ts). */
const cpuWatch = startCpuWatch()

/** The CPU seconds and page faults of the suite whose processes are being started (see `exec`). */
const suiteCpu = new AsyncLocalStorage<{ seconds: number | undefined; faults: number | undefined }>()

/** Runs `run` as one row of the summary, timed, a thrown error counting as a failure. */
async function timed(name: string, run: () => Promise<Counts>): Promise<Row> {
  const started = Date.now()
  const cpu = { seconds: 0 as number | undefined, faults: 0 as number | undefined }
  let counts: Counts
  try {
    counts = await suiteCpu.run(cpu, run)
  } catch (error) {
    console.error(error)
    counts = { passed: 0, failed: 1, skipped: 0, failures: [`${name}: ${String(error).split('\n')[0]}`] }
  }
  return { name, counts, seconds: (Date.now() - started) / 1000, cpu: cpu.seconds, faults: cpu.faults }
}

/**
 * `npm test -- <file>…`: each file with its own runner, after building what the tests read.
 * Arguments that are not files (`-t "cliff"`, `--grep`) go to every runner as they are.
 */
async function runFiles(files: string[], passThrough: string[]): Promise<Row[]> {
  const rows: Row[] = []
  rows.push(
    await timed('build', async () => {
      buildForTests()
      return zero()
    }),
  )
  if (rows[0]!.counts.failed > 0) return rows
  process.env[testBuildDoneVariable] = '1'
  const groups = new Map<string, string[]>()
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/')
    let group: string
    if (relative.startsWith('contracts/'))
      group = relative.endsWith('.sol') ? 'contracts:solidity' : 'contracts:nodejs'
    else {
      const workspace = vitestWorkspaces.find((folder) => relative.startsWith(`${folder}/`))
      if (!workspace)
        throw new Error(
          `${relative}: not in a workspace with tests (${vitestWorkspaces.join(', ')}, contracts)`,
        )
      group = workspace
    }
    groups.set(group, [...(groups.get(group) ?? []), relative])
  }
  for (const [group, members] of groups) {
    if (group.startsWith('contracts:')) {
      const kind = group.split(':')[1]!
      const args = [kind, ...members.map((file) => file.slice('contracts/'.length)), ...passThrough]
      rows.push(await timed(`contracts (${kind})`, () => hardhatTests(args)))
    } else {
      const args = [...members.map((file) => file.slice(group.length + 1)), ...passThrough]
      if (group === 'packages/vanity')
        ensureSystemPackages(testSystemPackages.filter((wanted) => wanted.name === 'libvulkan1'))
      if (group === 'apps/server')
        ensureSystemPackages(testSystemPackages.filter((wanted) => wanted.name === 'postgresql'))
      if (group === 'e2e') await ensureChromium()
      if (group === 'e2e' && members.some((file) => file.includes('Firefox'))) await ensureFirefox()
      rows.push(await timed(group, () => vitest(group, `files-${group.replace('/', '-')}`, {}, args)))
    }
  }
  return rows
}

/** Splits the command line: `--only a,b`, test files (that exist), and the rest for the runners. */
function parseArguments(argv: string[]): { only?: string[]; files: string[]; rest: string[] } {
  const from = process.env.INIT_CWD ?? process.cwd()
  let only: string[] | undefined
  const files: string[] = []
  const rest: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!
    if (argument === '--serial') continue
    if (argument === '--only' || argument.startsWith('--only=')) {
      const value = argument.includes('=') ? argument.slice('--only='.length) : argv[++index]
      only = (value ?? '').split(',').filter(Boolean)
      continue
    }
    const file = [path.resolve(from, argument), path.resolve(root, argument)].find(
      (candidate) => /\.(tsx?|sol)$/.test(candidate) && existsSync(candidate),
    )
    if (file) files.push(file)
    else rest.push(argument)
  }
  return { only, files, rest }
}

async function main() {
  const { only, files, rest } = parseArguments(process.argv.slice(2))
  mkdirSync(reports, { recursive: true })
  // Node's on-disk cache of compiled modules, for every Node process of the run: the browser suite
  // alone starts a server and a test process per file, and the cache takes a server's start from
  // 1.22 s to 1.02 s (idle 2-core machine).
  process.env.NODE_COMPILE_CACHE ??= path.join(root, '.cache', 'node-compile-cache')
  // What the suites need from the system, before anything else: installed in one apt run where
  // this process may, or named in one line each here at the top (those tests then skip).
  // (The suites ask again for their own part: a no-op once there, and `--only` runs get theirs.)
  if (files.length === 0 && !only) {
    try {
      ensureSystemPackages(testSystemPackages)
    } catch {
      // A browser that cannot be had: said above; the browser suite fails on it when it starts.
    }
  }
  let rows: Row[]
  if (files.length > 0) rows = await runFiles(files, rest)
  else {
    if (rest.length > 0) throw new Error(`unknown arguments: ${rest.join(' ')} (files must exist)`)
    const unknown = only?.filter((name) => !suites.some((suite) => suite.name === name)) ?? []
    if (unknown.length > 0) throw new Error(`no suite named ${unknown.join(', ')}`)
    rows = []
    // A subset without the build step still gets what its tests read (no-ops when up to date).
    if (only && !only.includes('contracts-build')) {
      const build = await timed('build', async () => {
        buildForTests()
        return zero()
      })
      rows.push(build)
      if (build.counts.failed === 0) process.env[testBuildDoneVariable] = '1'
    }
    const scheduled = schedule.flatMap((step) => [step.main, ...(step.beside ?? [])])
    const unscheduled = suites.filter((suite) => scheduled.filter((name) => name === suite.name).length !== 1)
    if (unscheduled.length > 0 || scheduled.length !== suites.length)
      throw new Error(`the schedule must name every suite once: ${unscheduled.map((suite) => suite.name)}`)
    const serial = serialRun()
    for (const step of schedule) {
      const main = [step.main].filter((name) => !only || only.includes(name))
      const beside = (step.beside ?? []).filter((name) => !only || only.includes(name))
      if (serial || main.length === 0 || beside.length === 0) {
        for (const name of [...main, ...beside]) rows.push(await runSuite(name))
        continue
      }
      // Side by side: the main suite streams its output; the others run two at a time meanwhile
      // (besideAtOnce), each printed in one block when it ends. Rows keep the schedule's order.
      console.log(
        `\n━━ ${main[0]} runs while ${beside.join(', ')} run beside it (their output follows each one's end)`,
      )
      const queue = [...beside]
      const done = new Map<string, Row>()
      const drain = async () => {
        for (let name = queue.shift(); name !== undefined; name = queue.shift())
          done.set(name, await runSuite(name, { held: true }))
      }
      const drains = Array.from({ length: besideAtOnce }, () => heldOutput.run([], drain))
      const mainRow = await runSuite(main[0]!)
      await Promise.all(drains)
      const besideRows = beside.map((name) => done.get(name)!)
      for (const row of [mainRow, ...besideRows]) row.beside = true
      rows.push(mainRow, ...besideRows)
    }
  }
  // The budget is the default schedule's: `--serial` is slower on purpose, a subset is no measure.
  const fullRun = files.length === 0 && !only && !serialRun()
  printSummary(rows, cpuWatch.stop(), fullRun ? probeFreshMemory() : undefined)
}

/** Runs one suite as a row of the summary; a held suite prints its output in one block at its end. */
async function runSuite(name: string, options: { held?: boolean } = {}): Promise<Row> {
  const suite = suites.find((candidate) => candidate.name === name)!
  const header = `\n━━ ${suite.name}: ${suite.title}`
  if (!options.held) {
    console.log(header)
    return await timed(suite.name, suite.run)
  }
  const held: Buffer[] = []
  const row = await heldOutput.run(held, () => timed(suite.name, suite.run))
  process.stdout.write(`${header} (ran beside the suite above, ${row.seconds.toFixed(0)} s)\n`)
  for (const chunk of held) process.stdout.write(chunk)
  process.stdout.write(`━━ end of ${suite.name}\n`)
  return row
}

/**
 * The table CI shows (each suite's result and time), the run's wall time (for a full run against
 * its budget, with how busy the machine was), then the closing line it reads.
 */
function printSummary(
  rows: Row[],
  load: OtherLoad | undefined,
  memory: { microsecondsPerPage: number } | undefined,
): void {
  const fullRun = memory !== undefined
  const minutes = process.uptime() / 60
  if (fullRun && minutes > budgetMinutes) {
    const idle = load === undefined || load.otherCores < idleOtherCores
    // A machine slow to give processes fresh memory (scripts/memoryProbe.ts) is not the machine the
    // budget was set on: this suite starts hundreds of processes, each on new pages.
    const slowMemory = memory.microsecondsPerPage > slowFreshMemoryMicroseconds
    if (idle && !slowMemory)
      rows.push({
        name: 'budget',
        seconds: 0,
        counts: {
          passed: 0,
          failed: 1,
          skipped: 0,
          failures: [
            `make test took ${minutes.toFixed(1)} min on an otherwise idle machine, over its ${budgetMinutes}-minute budget: find what grew (the rows above) and make it cheaper`,
          ],
        },
      })
    console.log(
      `\n${'!'.repeat(100)}\n!! make test took ${minutes.toFixed(1)} min, over its ${budgetMinutes}-minute budget` +
        (!idle
          ? ` while other work kept ${load.otherCores.toFixed(1)} cores busy: not counted as a failure; run it again on an idle machine to tell.`
          : slowMemory
            ? ` on a machine whose fresh memory costs ${memory.microsecondsPerPage.toFixed(1)} us a page (over ${slowFreshMemoryMicroseconds}: docs/testing.md): not counted as a failure; compare the CPU column with docs/testing.md's runs.`
            : ' on an otherwise idle machine: that counts as a failure.') +
        `\n${'!'.repeat(100)}`,
    )
  }
  const total = rows.reduce((sum, row) => add(sum, row.counts), zero())
  console.log('\n━━ summary')
  for (const { name, counts, seconds, cpu, faults, beside } of rows) {
    const mark = counts.failed > 0 ? 'FAIL' : 'ok  '
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : ''
    const faultText = faults === undefined ? '' : `, ${millions(faults)} faults`
    const cpuText =
      cpu === undefined ? '' : `, cpu ${cpu.toFixed(0)} s${faultText}${beside ? ', side by side' : ''}`
    console.log(
      `${mark} ${name.padEnd(16)} ${String(counts.passed).padStart(5)} passed, ${counts.failed} failed${skipped}  (${seconds.toFixed(1)} s${cpuText})`,
    )
    for (const failure of counts.failures?.slice(0, 12) ?? []) console.log(`       ✗ ${failure}`)
    for (const note of counts.notes ?? []) console.log(`       ${note}`)
  }
  // Wall time: suites that run side by side count once.
  const budget = fullRun ? ` (budget ${budgetMinutes} min)` : ''
  const busy = load
    ? `; this run kept ${load.ourCores.toFixed(2)} cores busy on average, other work ${load.otherCores.toFixed(2)}`
    : ''
  const fresh = memory ? `; fresh memory ${memory.microsecondsPerPage.toFixed(1)} us a page` : ''
  console.log(`     ${'all'.padEnd(16)} ${minutes.toFixed(1)} min${budget}${busy}${fresh}`)
  if (load && fullRun)
    console.log(
      `     ${''.padEnd(16)} ${millions(load.ourFaults)} page faults: about ${((load.ourFaults * slowPageMicroseconds) / 60e6).toFixed(1)} CPU min of fresh memory where a page costs ${slowPageMicroseconds} us (the slow kind, docs/testing.md), ${((load.ourFaults * memory.microsecondsPerPage) / 60e6).toFixed(1)} here`,
    )
  const skipped = total.skipped ? `, ${total.skipped} skipped` : ''
  console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`)
  process.exitCode = total.failed > 0 ? 1 : 0
}

/** A count in millions, e.g. "13.7 M". */
function millions(count: number): string {
  return `${(count / 1e6).toFixed(1)} M`
}

await main()
