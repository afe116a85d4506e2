import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { newestMtime } from './newestMtime.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const webRoot = join(repoRoot, 'apps/web')

/**
 * Builds the web app (vite build) when `apps/web/dist` is missing or older than what it is built
 * from (the app's sources and config, core and the vanity module, which it bundles). Returns the dist folder.
 *
 * @example
 * const webDist = ensureWebBuild()
 */
export function ensureWebBuild(): string {
  const dist = join(webRoot, 'dist')
  // Both pages must be there: the public build alone (bench/bundle) empties dist/ and leaves no console.
  const built = Math.min(newestMtime(join(dist, 'index.html')), newestMtime(join(dist, 'admin.html')))
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'admin.html', 'vite.config.ts', 'package.json'].map((name) =>
      newestMtime(join(webRoot, name)),
    ),
    newestMtime(join(repoRoot, 'packages/core/src')),
    newestMtime(join(repoRoot, 'packages/ui/src')),
    newestMtime(join(repoRoot, 'packages/vanity/assembly')),
  )
  if (built === 0 || built < sources) {
    // the vanity WebAssembly module the app bundles (skipped when up to date)
    execFileSync(process.execPath, [join(repoRoot, 'packages/vanity/scripts/build.ts')], { stdio: 'inherit' })
    // The public app, then the admin console into the same dist/ (see vite.config.ts).
    for (const mode of ['production', 'admin']) {
      execFileSync(
        process.execPath,
        [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, '--logLevel', 'warn'],
        {
          cwd: webRoot,
          stdio: 'inherit',
          // vitest sets NODE_ENV=test, which Vite would pass on and build React and antd in
          // development mode: the tests must drive the same production build users get.
          env: { ...process.env, NODE_ENV: 'production' },
        },
      )
    }
  }
  return dist
}
