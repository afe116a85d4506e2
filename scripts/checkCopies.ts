/**
 * Fails when a change copies code: jscpd (settings in .jscpd.json: TypeScript and Solidity, built
 * and generated files left out) finds every block of 50 tokens or more that stands twice, and any
 * copy whose fingerprint is not in .jscpd-baseline.json is new. Issue 78 halved the copies; this
 * keeps them from coming back. A copy kept on purpose (a test that must read like the spec, a
 * migration of the past) is accepted by rewriting the baseline with `--update`, and the commit says
 * why.
 *
 * Part of the lint suite (`npm run lint`, `make test`). Usage: node scripts/checkCopies.ts [--update]
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const jscpd = path.join(root, 'node_modules', '.bin', 'jscpd')
const baseline = '.jscpd-baseline.json'

type Place = { name: string; start: number; end: number }
type Clone = { firstFile: Place; secondFile: Place; lines: number; isNew?: boolean }

const where = (place: Place) => `${place.name}:${place.start}-${place.end}`

if (process.argv.includes('--update')) {
  execFileSync(jscpd, ['--baseline', baseline, '--update-baseline', '--reporters', 'silent', '.'], {
    cwd: root,
    stdio: 'inherit',
  })
} else {
  const output = mkdtempSync(path.join(tmpdir(), 'tokenbox-copies-'))
  try {
    // jscpd exits 1 on a new copy; the report says which, so the exit code is read from it.
    try {
      execFileSync(
        jscpd,
        ['--baseline', baseline, '--fail-on-new-clones', '0', '--reporters', 'json', '--output', output, '.'],
        { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
      )
    } catch {}
    const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8')) as {
      duplicates: Clone[]
    }
    const added = report.duplicates.filter((clone) => clone.isNew)
    for (const clone of added)
      console.error(`new copy (${clone.lines} lines): ${where(clone.firstFile)} ~ ${where(clone.secondFile)}`)
    console.log(
      `copies: ${report.duplicates.length} known blocks of 50 tokens or more, ${added.length} new` +
        (added.length > 0
          ? ': share the code, or accept the copy with `node scripts/checkCopies.ts --update`'
          : ''),
    )
    process.exitCode = added.length > 0 ? 1 : 0
  } finally {
    rmSync(output, { recursive: true, force: true })
  }
}
