import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { newestMtime } from './newestMtime.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const extensionRoot = join(repoRoot, 'apps/extension')

/**
 * Builds the browser extension (apps/extension/scripts/build.ts) when `apps/extension/dist` is
 * missing or older than what it is built from: its own sources, the shared UI package's (the route
 * table, the locale files, the search), the web app's chain badges and core. Returns the unpacked extension's folder,
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
    newestMtime(join(repoRoot, 'packages/ui/src')),
    // the chain badges it bundles (src/popup/chainIcons.ts)
    newestMtime(join(repoRoot, 'apps/web/public/chains')),
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
