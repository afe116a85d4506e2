import { createHash } from 'node:crypto'
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants, gunzipSync, gzipSync } from 'node:zlib'
import { DEFAULT_OUTPUT_SELECTION } from '@ethereum-sourcify/lib-sourcify'
import { isProcessAlive } from '../src/local/isProcessAlive.ts'

/** The npm solc-js (`require('solc')`): what these helpers compile with. */
export type SolcJs = { compile: (input: string) => string; version: () => string }

/**
 * Where compiler outputs are kept (the repository's .cache, ignored by git): one gzipped file per
 * compiler version and input, named by their hash.
 */
const defaultCacheDir = fileURLToPath(new URL('../../../.cache/solc-js/', import.meta.url))

/** Outputs nobody asked for in this long are removed when a new one is written. */
const keepMs = 14 * 24 * 3600 * 1000

/** A compile lock older than this is taken as abandoned whoever holds it (a compile takes seconds). */
const lockStaleMs = 10 * 60 * 1000

/** How often a suite waiting on another's compile of the same input looks for its output. */
const lockPollMs = 100

/**
 * `solc.compile(JSON.stringify(input))`, parsed, kept on disk under the hash of the compiler's
 * version and the input (its keys sorted, so the same input built in another order is the same
 * entry), and read back when the same compiler meets the same input again.
 *
 * Two suites compile the shipped verification inputs with solc-js: contracts/test/verificationInputs.ts
 * (does each input reproduce the shipped bytecode) and core's Sourcify proof (does lib-sourcify
 * verify a real deployment against it), and a full `make test` ran the same compile in both (issue
 * 47). A compile is a pure function of the compiler and its input, so the second suite reads what
 * the first one's compiler produced: every input is still compiled by solc-js in this run or an
 * earlier one, and a changed source, setting or compiler version is a new entry.
 *
 * The two suites run side by side in a full run, so an input may be asked for by both at once: the
 * first to ask holds a lock file beside the entry while it compiles, and the other waits for the
 * output instead of compiling the same input again (before, the contracts suite's 44 inputs took
 * 40 to 100 s beside core's proof instead of 6). A lock whose process is gone, or older than
 * `lockStaleMs`, is taken over.
 *
 * @example
 * const output = compileWithSolcJs(solc, narrowToContract(verify.input, path, name))
 */
export function compileWithSolcJs(
  solc: SolcJs,
  input: object,
  { cacheDir = defaultCacheDir }: { cacheDir?: string } = {},
): SolcJsOutput {
  const key = createHash('sha256')
    .update(solc.version())
    .update('\0')
    .update(canonicalJson(input))
    .digest('hex')
  const file = join(cacheDir, `${key}.json.gz`)
  const lock = `${file}.lock`
  mkdirSync(cacheDir, { recursive: true })
  for (;;) {
    const kept = readKept(file)
    if (kept) return kept
    if (takeLock(lock)) break
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, lockPollMs)
  }
  try {
    // Written by the holder this process waited for, between its read and its lock.
    const kept = readKept(file)
    if (kept) return kept
    const output = solc.compile(JSON.stringify(input))
    const parsed = JSON.parse(output) as SolcJsOutput
    // Errors are not kept: the next run reports them again from the compiler itself.
    if (!(parsed.errors ?? []).some((error) => error.severity === 'error')) {
      const temporary = `${file}.${process.pid}.tmp`
      // Gzipped: the outputs carry lib-sourcify's legacy assembly (up to 2.3 MB of JSON each, about
      // 114 MB for the two suites; a tenth of that gzipped).
      writeFileSync(temporary, gzipSync(output, { level: constants.Z_BEST_SPEED }))
      // A rename is atomic: a suite reading beside this one sees the whole output or none.
      renameSync(temporary, file)
      pruneOldOutputs(cacheDir)
    }
    return parsed
  } finally {
    rmSync(lock, { force: true })
  }
}

/** The kept output at `file` (its use time refreshed), or undefined when there is none yet. */
function readKept(file: string): SolcJsOutput | undefined {
  try {
    const output = gunzipSync(readFileSync(file)).toString('utf8')
    const now = new Date()
    utimesSync(file, now, now)
    return JSON.parse(output) as SolcJsOutput
  } catch {
    return undefined
  }
}

/**
 * Takes the compile lock `lock` (a file holding this process's id), or removes it when its holder
 * is gone or it is stale, for the next try to take; false when another live process holds it.
 */
function takeLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  try {
    // Empty while its holder is still writing its id: held.
    const holder = readFileSync(lock, 'utf8')
    const gone = holder !== '' && !isProcessAlive(Number(holder))
    if (gone || Date.now() - statSync(lock).mtimeMs > lockStaleMs) rmSync(lock, { force: true })
  } catch {
    // Released meanwhile (or still being written): the next try sees.
  }
  return false
}

/**
 * `input` asking for lib-sourcify's outputs of the one contract `path`:`name` (the outputs a
 * Sourcify verification reads), so that solc generates code for that contract and what it creates
 * instead of every contract of the input. The bytecode is the same (the output selection is not
 * part of the metadata), and the two suites above ask for the same compile.
 */
export function narrowToContract<Input extends { settings: object }>(
  input: Input,
  path: string,
  name: string,
): Input {
  const selection = DEFAULT_OUTPUT_SELECTION['*']!['*']!
  return { ...input, settings: { ...input.settings, outputSelection: { [path]: { [name]: selection } } } }
}

export type SolcJsOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  [field: string]: unknown
}

/** JSON with every object's keys sorted: equal inputs give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function pruneOldOutputs(cacheDir: string): void {
  const oldest = Date.now() - keepMs
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name)
    try {
      if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true })
    } catch {
      // Removed by a suite beside this one.
    }
  }
}
