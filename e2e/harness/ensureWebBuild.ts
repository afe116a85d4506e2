import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { webBuildIsCurrent, webDist } from '../../scripts/buildStamp.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

/**
 * Checked once per test process: the suite's global setup (buildBrowserApps.ts) built it before
 * any file ran, and a worker runs its files in one process, so hashing every input again for each
 * file (about 0.13 CPU s) found the same answer each time.
 */
let checked = false

/**
 * Builds the web app unless `apps/web/dist` holds both pages built from exactly the current inputs
 * (scripts/buildStamp.ts: by content, so a dist/ that `make start` or the web-build suite built is
 * reused, and a copied checkout's is too). The build is the one `npm run build -w @tokenbox/web`
 * runs: the vanity WebAssembly (its `prebuild`), then scripts/buildWeb.ts. Returns the dist folder.
 *
 * @example
 * const webDist = ensureWebBuild()
 */
export function ensureWebBuild(): string {
  if (checked) return webDist
  if (!webBuildIsCurrent()) {
    // Node itself rather than npm: the same two steps, without needing npm on the PATH.
    execFileSync(process.execPath, [join(repoRoot, 'packages/vanity/scripts/build.ts')], { stdio: 'inherit' })
    execFileSync(process.execPath, [join(repoRoot, 'scripts/buildWeb.ts'), '--quiet'], { stdio: 'inherit' })
  }
  checked = true
  return webDist
}
