/**
 * The dashboard's initial JavaScript, gzip-compressed: what a first visit to /home downloads
 * before the page is usable. Counted from Vite's build manifest:
 *
 * - the entry chunk (index.html's script) and every chunk it imports statically,
 * - the /home route's lazily loaded screen and its static imports,
 * - the English locale chunk the app loads before its first paint.
 *
 * Chunks loaded only on a user's action (the connect-wallet dialog, other screens, other
 * languages) are not counted. Each file is gzipped at level 9, as a static server would.
 *
 * Usage (from the repository root, Node >= 22):
 *   node bench/bundle/bundleSize.ts            build, then print the figure
 *   node bench/bundle/bundleSize.ts --write    also write bench/results/bundle-size.json
 *   node bench/bundle/bundleSize.ts --check    fail above 250 kB or more than 5 % over the committed figure
 *   add --no-build to measure the existing apps/web/dist
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const repoRoot = resolve(import.meta.dirname, '../..')
const webRoot = resolve(repoRoot, 'apps/web')
const distDir = resolve(webRoot, 'dist')
const resultFile = resolve(repoRoot, 'bench/results/bundle-size.json')

/** The budget of the issue: at most 250 kB gzip (kB as Vite prints it: 1000 bytes). */
export const budgetBytes = 250_000
/** Growth over the committed figure that fails --check even under the budget. */
export const maxGrowth = 0.05

/** Source modules the dashboard loads on first visit besides the entry (manifest keys). */
const dashboardModules = ['src/features/home/HomePage.tsx']
/** The English strings: one grouped chunk (vite.config.ts), or one chunk per file without grouping. */
const isFirstPaintLocale = (key: string, chunk: ManifestChunk) =>
  chunk.name === 'locale-en' || /^src\/locales\/en\/[\w-]+\.json$/.test(key)

type ManifestChunk = {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export type BundleSizeResult = {
  route: string
  budgetBytes: number
  totalGzipBytes: number
  totalRawBytes: number
  files: { file: string; rawBytes: number; gzipBytes: number }[]
}

/** The chunk of `key` plus every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no "${key}"; update bench/bundle/bundleSize.ts`)
  if (into.has(chunk.file)) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into)
}

/**
 * Measures the dashboard's initial JavaScript in a built `dist/`.
 *
 * @example
 * const { totalGzipBytes } = measureDashboardBundle('apps/web/dist')
 */
export function measureDashboardBundle(dist: string): BundleSizeResult {
  const manifestPath = resolve(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build with build.manifest enabled`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  // The public app's page; the admin console (admin.html) is a second entry, not on this load.
  if (!manifest['index.html']?.isEntry) throw new Error('The build manifest has no index.html entry')
  const files = new Set<string>()
  withStaticImports(manifest, 'index.html', files)
  for (const key of dashboardModules) withStaticImports(manifest, key, files)
  const locales = Object.entries(manifest)
    .filter(([key, chunk]) => isFirstPaintLocale(key, chunk))
    .map(([key]) => key)
  if (locales.length === 0) throw new Error('No English locale chunk in the manifest')
  for (const key of locales) withStaticImports(manifest, key, files)

  const measured = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(resolve(dist, file))
      return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    route: '/home',
    budgetBytes,
    totalGzipBytes: measured.reduce((sum, file) => sum + file.gzipBytes, 0),
    totalRawBytes: measured.reduce((sum, file) => sum + file.rawBytes, 0),
    files: measured,
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

function main(argv: readonly string[]): number {
  if (!argv.includes('--no-build')) {
    execFileSync(resolve(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: webRoot,
      stdio: 'inherit',
    })
  }
  const result = measureDashboardBundle(distDir)
  for (const file of result.files) console.log(`${kB(file.gzipBytes).padStart(10)}  ${file.file}`)
  console.log(`Dashboard initial JavaScript: ${kB(result.totalGzipBytes)} gzip (budget ${kB(budgetBytes)})`)

  if (argv.includes('--check')) {
    const problems: string[] = []
    if (result.totalGzipBytes > budgetBytes) problems.push(`over the budget of ${kB(budgetBytes)}`)
    if (existsSync(resultFile)) {
      const committed = JSON.parse(readFileSync(resultFile, 'utf8')) as BundleSizeResult
      const limit = committed.totalGzipBytes * (1 + maxGrowth)
      if (result.totalGzipBytes > limit) {
        problems.push(
          `grew more than ${maxGrowth * 100} % over the committed ${kB(committed.totalGzipBytes)}`,
        )
      }
    } else {
      problems.push(`${resultFile} is missing: run with --write and commit it`)
    }
    if (problems.length > 0) {
      console.error(`Bundle size check failed: ${problems.join('; ')}`)
      return 1
    }
    console.log('Bundle size check passed')
  }
  if (argv.includes('--write')) {
    writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`)
    console.log(`Wrote ${resultFile}`)
  }
  return 0
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2))
