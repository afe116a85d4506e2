/**
 * What `make test` needs from the operating system, provisioned the way a newcomer's machine gets
 * it: Debian's packages, installed with ONE apt run when some are missing and we run as root with
 * apt-get (the build machines and CI do). Elsewhere nothing is installed: one line at the top of
 * the run names what is missing, what it is for and the one command that installs it, and the
 * suites that need it skip those tests (counted as skipped, never failed), unless CI's REQUIRE_*
 * variables make a missing part a failure.
 *
 * @example
 * const missing = ensureSystemPackages(testSystemPackages)
 * // [] when everything is there or was installed now
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

export type SystemPackage = {
  /** Debian's package name. */
  name: string
  /** What needs it, for the line that says it is missing. */
  neededBy: string
  /** Whether it is there already (a file it installs). */
  present: () => boolean
  /** The tests run without it (skipped or slower): an install failure is then not fatal. */
  optional?: boolean
}

/** Any file matching `/usr/lib/<multiarch>/<file>`: libraries live in a per-architecture folder. */
function libraryPresent(file: string): boolean {
  if (!existsSync('/usr/lib')) return false
  return readdirSync('/usr/lib').some(
    (folder) => folder.endsWith('-linux-gnu') && existsSync(`/usr/lib/${folder}/${file}`),
  )
}

/** PostgreSQL's server binaries, where Debian puts them (scripts/postgres.ts starts one). */
function postgresPresent(): boolean {
  if (!existsSync('/usr/lib/postgresql')) return false
  return readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  )
}

/** Everything the full run's suites need from Debian; CHROMIUM_PATH / FIREFOX_PATH replace a browser. */
export const testSystemPackages: SystemPackage[] = [
  {
    name: 'chromium',
    neededBy: 'the browser suite (e2e), the extension in Chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    name: 'chromium-headless-shell',
    neededBy: 'the browser suite pages (about 30% less CPU than the full browser)',
    present: () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell'),
    optional: true,
  },
  {
    name: 'firefox-esr',
    neededBy: "the extension's Firefox build (e2e/tests/extensionFirefox.e2e.test.ts)",
    present: () => existsSync(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'),
  },
  {
    name: 'libvulkan1',
    neededBy: "the vanity search's WebGPU tests and bench gates (Vulkan loader for SwiftShader)",
    present: () => libraryPresent('libvulkan.so.1'),
    optional: true,
  },
  {
    name: 'postgresql',
    neededBy: 'the server suite on PostgreSQL',
    present: () => Boolean(process.env.TEST_DATABASE_URL) || postgresPresent(),
    optional: true,
  },
]

/** Whether this process may install Debian packages itself. */
export function canInstallSystemPackages(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && existsSync('/usr/bin/apt-get')
}

/**
 * Installs the missing ones of `packages` (one `apt-get update` and one `apt-get install`) when
 * this process may; returns those still missing afterwards, each said once on stderr with the
 * command that installs it. Throws only when a required (not optional) package cannot be had.
 */
export function ensureSystemPackages(
  packages: SystemPackage[],
  options: { label?: string; install?: boolean } = {},
): SystemPackage[] {
  const { label = 'test', install = canInstallSystemPackages() } = options
  const missing = packages.filter((wanted) => !wanted.present())
  if (missing.length === 0) return []
  const names = missing.map((wanted) => wanted.name)
  if (install) {
    console.log(`${label}: installing Debian ${names.join(', ')} with apt-get (about a minute)`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
        stdio: 'inherit',
        env,
      })
    } catch {
      // Some may have come (a package this Debian lacks fails the whole install): try one by one.
      for (const name of names) {
        try {
          execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], {
            stdio: 'inherit',
            env,
          })
        } catch {
          // said below
        }
      }
    }
  }
  const still = missing.filter((wanted) => !wanted.present())
  for (const wanted of still)
    console.error(
      `${label}: MISSING ${wanted.name}, needed by ${wanted.neededBy}: install it with ` +
        `\`sudo apt-get install -y ${wanted.name}\`${wanted.optional ? '; those tests are skipped' : ''}`,
    )
  const required = still.filter((wanted) => !wanted.optional)
  if (required.length > 0)
    throw new Error(
      `${required.map((wanted) => wanted.name).join(', ')} missing: \`sudo apt-get install -y ${required
        .map((wanted) => wanted.name)
        .join(' ')}\``,
    )
  return still
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureSystemPackages(testSystemPackages)
}
