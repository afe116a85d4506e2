/**
 * The browser suites need Chromium. Test tools cannot download their own browser builds on the
 * build machines, so Debian's packages are installed (scripts/ensureSystemPackages.ts) when they
 * are missing and we run as root: `chromium` (the browser, which loads the extension) and
 * `chromium-headless-shell` (the same engine without the browser's windowing and UI layers, which
 * the pages of the e2e suite run in: about 30% less Chromium CPU per test file). CHROMIUM_PATH
 * points elsewhere when set, and is then used for everything.
 */
import { ensureSystemPackages, testSystemPackages } from './ensureSystemPackages.ts'

export const defaultChromiumPath = '/usr/bin/chromium'
export const defaultHeadlessShellPath = '/usr/bin/chromium-headless-shell'

/** Returns the Chromium executable, installing Debian's packages first when needed. */
export async function ensureChromium(): Promise<string> {
  // Without the shell the pages run in the full browser, only slower (it is optional).
  ensureSystemPackages(testSystemPackages.filter((wanted) => wanted.name.startsWith('chromium')))
  return process.env.CHROMIUM_PATH || defaultChromiumPath
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureChromium())
}
