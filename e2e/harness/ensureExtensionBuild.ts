import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { currentExtensionBuild, extensionDist } from '../../scripts/buildStamp.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const extensionRoot = join(repoRoot, 'apps/extension')

/** Checked once per test process, as ensureWebBuild.ts's build is (the same reason). */
let checked = false

/**
 * Builds the browser extension (apps/extension/scripts/build.ts) unless `apps/extension/dist` was
 * built from exactly the current inputs (scripts/buildStamp.ts: its own sources, the shared UI
 * package's, the web app's chain badges and core, by content), for whatever site URL: each test
 * sets the site it uses. Returns the unpacked extension's folder, for Chromium's `--load-extension`.
 *
 * @example
 * const stack = await startStack({ extensionPath: ensureExtensionBuild() })
 */
export function ensureExtensionBuild(): string {
  if (checked) return extensionDist
  if (!currentExtensionBuild()) {
    execFileSync(process.execPath, [join(extensionRoot, 'scripts/build.ts')], {
      cwd: extensionRoot,
      stdio: 'inherit',
      // vitest sets NODE_ENV=test; the test drives the production build users load.
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
  checked = true
  return extensionDist
}
