/**
 * Fails when a browser test sleeps for a fixed time (`waitForTimeout(`): a sleep long enough on an
 * idle machine is too short on a loaded one, and too long everywhere else. Tests wait on what they
 * need instead: an element's state, a poll of the chain, a network response, the end of an
 * animation (e2e/harness/screenshots.ts `animationsSettled`).
 *
 * Part of the lint suite (`npm run lint`, `make test`). Usage: node scripts/checkTestWaits.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Folders whose TypeScript drives a browser. */
const checked = ['e2e']
const skipped = new Set(['node_modules', 'screenshots', 'dist'])
const forbidden = /\bwaitForTimeout\s*\(/

/** Every `.ts` file under `dir`, skipping dependencies and outputs. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** `file:line: text` for each fixed sleep in the browser tests. */
export function findFixedSleeps(folders: readonly string[] = checked): string[] {
  const found: string[] = []
  for (const folder of folders) {
    for (const file of listFiles(path.join(root, folder))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (forbidden.test(line)) found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`)
        })
    }
  }
  return found
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = findFixedSleeps()
  if (found.length > 0) {
    console.error(
      `${found.length} fixed sleep(s) in the browser tests; wait on a condition instead ` +
        '(an element state, expect.poll, a response, animationsSettled):',
    )
    for (const line of found) console.error(`  ${line}`)
    process.exitCode = 1
  } else {
    console.log(`no fixed sleeps in ${checked.join(', ')}`)
  }
}
