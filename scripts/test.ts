/**
 * `npm test` / `make test`: every suite of the project, in order, with one closing line.
 *
 * Suites run one after another (the build machines have 2 cores, and several suites start a
 * chain or a browser). Each suite's own output streams through; at the end a table lists each
 * suite and the last line is `tests: N passed, N failed`, the plain line CI reads. Lint, types
 * and the benchmark checks count as one test each, so a failure there shows in that line too.
 *
 * `npm test -- --only core,server` runs a subset (names as in the table) for quick local loops.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { ensureChromium } from './ensureChromium.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const reports = path.join(root, '.cache', 'test-reports')

type Counts = {
  passed: number
  failed: number
  skipped: number
  /** Failed tests as `file > name: first line of the error`, printed under the summary table. */
  failures?: string[]
}
type Suite = {
  name: string
  /** What the suite proves, for the summary table. */
  title: string
  run: () => Promise<Counts>
}

/** Runs a command with inherited output; resolves with its exit code and captured text. */
function exec(command: string, args: string[], cwd = root, env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString()
      stream.write(chunk)
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
async function check(command: string, args: string[], cwd = root): Promise<Counts> {
  const { code } = await exec(command, args, cwd)
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }
}

/** Vitest with a JSON report beside the console one, so the counts are exact. */
async function vitest(workspace: string, name: string, env: NodeJS.ProcessEnv = {}): Promise<Counts> {
  const report = path.join(reports, `${name}.json`)
  rmSync(report, { force: true })
  const { code } = await exec(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
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
  // CI shows only the tail of the output: name what failed there, with the first line of why.
  const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0]?.slice(0, 300) ?? ''
  const failures: string[] = []
  for (const file of json.testResults ?? []) {
    const where = path.relative(path.join(root, workspace), file.name)
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    }
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      // a hook (beforeAll) or the file's import failed: its tests show as skipped
      failures.push(`${where}: ${firstLine(file.message) || 'a hook failed; see the output above'}`)
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
async function hardhatTests(): Promise<Counts> {
  const { code, output } = await exec(bin('hardhat'), ['test'], path.join(root, 'contracts'))
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
    name: 'contracts-build',
    title: 'Solidity compiled, ABIs and verification inputs generated',
    run: () => check('npm', ['run', 'build', '--silent', '-w', '@tokenbox/contracts']),
  },
  {
    // Biome for TypeScript, JSON and Markdown; solhint (contracts/.solhint.json) for Solidity. One
    // test each, so a Solidity finding shows in the closing line like a Biome one.
    name: 'lint',
    title: 'Biome lint and format, solhint',
    run: async () =>
      add(
        await check(bin('biome'), ['ci', '.']),
        await check('npm', ['run', 'lint', '--silent', '-w', '@tokenbox/contracts']),
      ),
  },
  {
    name: 'types',
    title: 'TypeScript strict, every workspace',
    run: async () => {
      const workspaces = [
        'scripts',
        'contracts',
        'packages/core',
        'packages/vanity',
        'apps/server',
        'apps/web',
        'e2e',
        'bench',
      ]
      const results = await Promise.all(workspaces.map((w) => check(bin('tsc'), ['--noEmit', '-p', w])))
      return results.reduce(add, zero())
    },
  },
  {
    // builds packages/vanity/dist/vanity.wasm (its global setup) and checks it against noble
    name: 'vanity',
    title: 'vanity WebAssembly: keccak, field, point walk, hits',
    run: () => vitest('packages/vanity', 'vanity'),
  },
  {
    name: 'core',
    title: 'core helpers, gas, step runner (local chain)',
    run: () => vitest('packages/core', 'core'),
  },
  { name: 'contracts', title: 'contracts: Solidity fuzz + TypeScript', run: hardhatTests },
  { name: 'server', title: 'server on SQLite and PostgreSQL', run: () => vitest('apps/server', 'server') },
  { name: 'web', title: 'web units and locale completeness', run: () => vitest('apps/web', 'web') },
  {
    name: 'web-build',
    title: 'web production build',
    run: () => check('npm', ['run', 'build', '--silent', '-w', '@tokenbox/web']),
  },
  {
    name: 'bundle',
    title: 'dashboard initial JS within budget',
    run: () => check('node', ['bench/bundle/bundleSize.ts', '--check', '--no-build']),
  },
  {
    name: 'gas',
    title: 'gas snapshot: no regression',
    run: () => check('node', ['bench/gas/gasSnapshot.ts', '--check']),
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium, test wallet, local chain)',
    run: async () => {
      await ensureChromium()
      return vitest('e2e', 'e2e')
    },
  },
]

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

async function main() {
  const onlyArg = process.argv.find((a) => a.startsWith('--only'))
  const only = onlyArg
    ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1])
        ?.split(',')
        .filter(Boolean)
    : undefined
  mkdirSync(reports, { recursive: true })
  const rows: { suite: Suite; counts: Counts; seconds: number }[] = []
  for (const suite of suites) {
    if (only && !only.includes(suite.name)) continue
    console.log(`\n━━ ${suite.name}: ${suite.title}`)
    const started = Date.now()
    let counts: Counts
    try {
      counts = await suite.run()
    } catch (error) {
      console.error(error)
      counts = { passed: 0, failed: 1, skipped: 0 }
    }
    rows.push({ suite, counts, seconds: (Date.now() - started) / 1000 })
  }
  const total = rows.reduce((sum, row) => add(sum, row.counts), zero())
  console.log('\n━━ summary')
  for (const { suite, counts, seconds } of rows) {
    const mark = counts.failed > 0 ? 'FAIL' : 'ok  '
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : ''
    console.log(
      `${mark} ${suite.name.padEnd(16)} ${String(counts.passed).padStart(5)} passed, ${counts.failed} failed${skipped}  (${seconds.toFixed(1)} s)`,
    )
    for (const failure of counts.failures?.slice(0, 12) ?? []) console.log(`       ✗ ${failure}`)
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : ''
  console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`)
  process.exitCode = total.failed > 0 ? 1 : 0
}

await main()
