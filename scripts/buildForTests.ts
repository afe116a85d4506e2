/**
 * Vitest global setup of every workspace whose tests read generated code: the contract modules
 * (packages/core/src/contracts/, generated from contracts/) and the vanity WebAssembly
 * (packages/vanity/dist/). Both are git-ignored build outputs, so on a fresh clone one test file
 * (`npm test -- packages/core/src/lock/readLocks.test.ts`, or `npx vitest run <file>` inside a
 * workspace) builds them first. Each build checks a hash of its inputs and is a no-op when up to
 * date (about a second for the contracts), so a changed Solidity file is rebuilt too.
 *
 * scripts/test.ts builds both once before its suites and sets TOKENBOX_TEST_BUILT=1, which makes
 * this a no-op: suites that run side by side never build at the same time.
 *
 * @example
 * // vitest.config.ts
 * test: { globalSetup: ['../../scripts/buildForTests.ts'] }
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Set by scripts/test.ts once it has built what the tests read. */
export const testBuildDoneVariable = 'TOKENBOX_TEST_BUILT'

/**
 * Builds the contract modules and the vanity WebAssembly when they are missing or stale (each a
 * no-op when up to date). Throws when a build fails.
 */
export function buildForTests(): void {
  // The contracts' generator hashes sources, compiler settings and tool versions itself.
  execFileSync(process.execPath, ['scripts/generate.ts'], {
    cwd: path.join(root, 'contracts'),
    stdio: 'inherit',
  })
  execFileSync(process.execPath, [path.join(root, 'packages/vanity/scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
  })
}

export default function setup(): void {
  if (process.env[testBuildDoneVariable] === '1') return
  buildForTests()
}
