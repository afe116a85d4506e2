/**
 * The browser suites need Chromium. Test tools cannot download their own browser builds on the
 * build machines, so Debian's packages are installed with apt when they are missing and we run as
 * root (the build machines and CI do): `chromium` (the browser, which loads the extension) and
 * `chromium-headless-shell` (the same engine without the browser's windowing and UI layers, which
 * the pages of the e2e suite run in: about 30% less Chromium CPU per test file). CHROMIUM_PATH
 * points elsewhere when set, and is then used for everything.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const defaultChromiumPath = '/usr/bin/chromium'
export const defaultHeadlessShellPath = '/usr/bin/chromium-headless-shell'

/** Returns the Chromium executable, installing Debian's packages first when needed. */
export async function ensureChromium(): Promise<string> {
  const wanted = process.env.CHROMIUM_PATH || defaultChromiumPath
  const missing = [
    ...(existsSync(wanted) ? [] : ['chromium']),
    ...(process.env.CHROMIUM_PATH || existsSync(defaultHeadlessShellPath) ? [] : ['chromium-headless-shell']),
  ]
  if (missing.length === 0) return wanted
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    // Without the shell the pages run in the full browser, only slower.
    if (existsSync(wanted)) return wanted
    throw new Error(
      `Chromium not found at ${wanted}. Install it (Debian: apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`,
    )
  }
  console.log(`ensureChromium: installing Debian ${missing.join(' and ')} with apt-get (about 35 s)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    })
  } catch (error) {
    // A Debian without the shell's package still runs every test in the browser.
    if (!existsSync(wanted)) throw error
    console.warn(`ensureChromium: ${missing.join(' and ')} not installed; pages run in ${wanted}`)
  }
  if (!existsSync(wanted)) throw new Error(`apt-get installed chromium but ${wanted} is still missing`)
  return wanted
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureChromium())
}
