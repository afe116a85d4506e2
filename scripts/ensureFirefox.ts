/**
 * The Firefox build of the browser extension is tested in Firefox: Debian's `firefox-esr`, driven
 * over WebDriver BiDi (puppeteer-core; Playwright drives only its own patched Firefox, which cannot
 * be downloaded on the build machines). Installed with apt when missing and we run as root (the
 * build machines and CI do). FIREFOX_PATH points elsewhere when set.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const defaultFirefoxPath = '/usr/bin/firefox-esr'

/** Returns the Firefox executable, installing Debian's `firefox-esr` first when needed. */
export async function ensureFirefox(): Promise<string> {
  const wanted = process.env.FIREFOX_PATH || defaultFirefoxPath
  if (existsSync(wanted)) return wanted
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (process.env.FIREFOX_PATH || !isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Firefox not found at ${wanted}. Install it (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.`,
    )
  }
  console.log('ensureFirefox: installing Debian firefox-esr with apt-get (about 40 s)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'firefox-esr'], {
    stdio: 'inherit',
    env,
  })
  if (!existsSync(wanted)) throw new Error(`apt-get installed firefox-esr but ${wanted} is still missing`)
  return wanted
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureFirefox())
}
