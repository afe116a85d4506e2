import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '../..')
const extensionRoot = join(repoRoot, 'apps/extension')

/** Newest modification time of any file under `path` (or of `path` itself), build output left out. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/**
 * Builds the browser extension (apps/extension/scripts/build.ts) when `apps/extension/dist` is
 * missing or older than what it is built from: its own sources, the web app's sources it reuses
 * (the route table, the locale files, the search) and core. Returns the unpacked extension's folder,
 * for Chromium's `--load-extension`.
 *
 * @example
 * const stack = await startStack({ extensionPath: ensureExtensionBuild() })
 */
export function ensureExtensionBuild(): string {
  const dist = join(extensionRoot, 'dist')
  const built = newestMtime(join(dist, 'manifest.json'))
  const sources = Math.max(
    ...['src', 'public', 'scripts', 'popup.html', 'options.html', 'vite.shared.ts', 'package.json'].map(
      (name) => newestMtime(join(extensionRoot, name)),
    ),
    newestMtime(join(repoRoot, 'apps/web/src')),
    newestMtime(join(repoRoot, 'packages/core/src')),
  )
  if (built === 0 || built < sources) {
    execFileSync(process.execPath, [join(extensionRoot, 'scripts/build.ts')], {
      cwd: extensionRoot,
      stdio: 'inherit',
      // vitest sets NODE_ENV=test; the test drives the production build users load.
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
  return dist
}
