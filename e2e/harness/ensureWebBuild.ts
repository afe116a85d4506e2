import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { webBuildIsCurrent, webDist } from '../../scripts/buildStamp.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

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
  if (!webBuildIsCurrent()) {
    // Node itself rather than npm: the same two steps, without needing npm on the PATH.
    execFileSync(process.execPath, [join(repoRoot, 'packages/vanity/scripts/build.ts')], { stdio: 'inherit' })
    execFileSync(process.execPath, [join(repoRoot, 'scripts/buildWeb.ts'), '--quiet'], { stdio: 'inherit' })
  }
  return webDist
}
