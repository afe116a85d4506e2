/**
 * The web app's production build, `npm run build -w @tokenbox/web` (its `prebuild` builds the
 * vanity WebAssembly first). `make start`, `make test`'s web-build suite and the e2e harness
 * (e2e/harness/ensureWebBuild.ts) all run this, so each gets the same dist/ and can reuse the
 * others': two Vite builds into apps/web/dist, the public app (index.html; it empties dist/ first)
 * then the admin console (admin.html; see vite.config.ts), with NODE_ENV=production whatever the
 * caller's (vitest sets NODE_ENV=test, which Vite would pass on: React and antd in development
 * mode). Then the content stamp (scripts/buildStamp.ts) of the inputs as they were when it began,
 * so a file edited during the build makes the next check build again.
 *
 * `--quiet`: Vite's warnings only (the e2e harness; the chunk list is for people).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashBuildInputs, webBuildInputs, writeWebBuildStamp } from './buildStamp.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const quiet = process.argv.includes('--quiet')

const inputsHash = hashBuildInputs(webBuildInputs)
for (const mode of ['production', 'admin']) {
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        mode,
        ...(quiet || mode === 'admin' ? ['--logLevel', 'warn'] : []),
      ],
      { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    )
  } catch (error) {
    // Vite has said why; no stamp, so every checker builds again.
    process.exit((error as { status?: number }).status || 1)
  }
}
writeWebBuildStamp(inputsHash)
