/**
 * The browser suites need Chromium. Test tools cannot download their own browser builds on the
 * build machines, so Debian's chromium package is installed with apt when it is missing and we
 * run as root (the build machines and CI do). CHROMIUM_PATH points elsewhere when set.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const defaultChromiumPath = '/usr/bin/chromium'

/** Returns the Chromium executable, installing Debian's package first when needed. */
export async function ensureChromium(): Promise<string> {
  const wanted = process.env.CHROMIUM_PATH || defaultChromiumPath
  if (existsSync(wanted)) return wanted
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${wanted}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    )
  }
  console.log('ensureChromium: installing Debian chromium with apt-get (about 35 s)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  })
  if (!existsSync(wanted)) throw new Error(`apt-get installed chromium but ${wanted} is still missing`)
  return wanted
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureChromium())
}
