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

/** The npm solc-js (`require('solc')`): what these helpers compile with. */
export type SolcJs = { compile: (input: string) => string; version: () => string }

/**
 * Where compiler outputs are kept (the repository's .cache, ignored by git): one gzipped file per
 * compiler version and input, named by their hash.
 */
const defaultCacheDir = fileURLToPath(new URL('../../../.cache/solc-js/', import.meta.url))

/** Outputs nobody asked for in this long are removed when a new one is written. */
const keepMs = 14 * 24 * 3600 * 1000

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
  try {
    const output = gunzipSync(readFileSync(file)).toString('utf8')
    const now = new Date()
    utimesSync(file, now, now)
    return JSON.parse(output) as SolcJsOutput
  } catch {
    // Not compiled yet (or unreadable): compile below.
  }
  const output = solc.compile(JSON.stringify(input))
  const parsed = JSON.parse(output) as SolcJsOutput
  // Errors are not kept: the next run reports them again from the compiler itself.
  if (!(parsed.errors ?? []).some((error) => error.severity === 'error')) {
    mkdirSync(cacheDir, { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    // Gzipped: the outputs carry lib-sourcify's legacy assembly (up to 2.3 MB of JSON each, about
    // 114 MB for the two suites; a tenth of that gzipped).
    writeFileSync(temporary, gzipSync(output, { level: constants.Z_BEST_SPEED }))
    // A rename is atomic: a suite reading beside this one sees the whole output or none.
    renameSync(temporary, file)
    pruneOldOutputs(cacheDir)
  }
  return parsed
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
