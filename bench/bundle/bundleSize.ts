/**
 * The dashboard's JavaScript, gzip-compressed, counted from Vite's build manifest:
 *
 * - first paint: the entry chunk (index.html's script) and every chunk it imports statically,
 *   the app chunk the entry loads at once (src/start/startApp.tsx, preloaded by index.html; the
 *   dashboard is in it) with its static imports, and the English locale chunk;
 * - whole load: that, plus what the dashboard loads by itself after its first paint (wallet
 *   start-up, announcements with their strings, the local faucet: the build's `dashboard` chunk)
 *   with their static imports.
 *   bench/web/firstLoad.ts checks in Chromium that this is every file the page loads.
 *
 * Chunks loaded only on a user's action (the connect-wallet dialog, other screens, other
 * languages, a transaction's runner and error catalogue) are not counted. Each file is gzipped
 * at level 9, as a static server would. The file counts are checked too: over HTTP/1.1 each
 * file costs a request and its headers.
 *
 * Usage (from the repository root, Node >= 22):
 *   node bench/bundle/bundleSize.ts            build, then print the figure
 *   node bench/bundle/bundleSize.ts --write    also write bench/results/bundle-size.json
 *   node bench/bundle/bundleSize.ts --check    fail above the budgets (232.0 kB first paint, 282.0 kB whole,
 *                                              7 / 18 files) or more than 5 % over the committed figures
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

/**
 * First paint, gzip (kB as Vite prints it: 1000 bytes): issue 17's target (room for the next
 * public features), held as the budget so growth fails the check. 233.6 kB on 2026-11-23, then
 * 217.6 kB without antd's tooltip engine (ConfigProvider's unused UniqueProvider), antd's Tag
 * (LightTag) and the error catalogue's strings (a lazy namespace) on the first load; 220.2 kB
 * after the mining routes and the shared wallet providers, then 219.5 kB on 2026-11-25 with
 * antd's click-wave renderer loaded on the first click. Raised on 2026-11-26 by 1.3 kB for the
 * header search launcher (issue 26): its button, the Ctrl+K / "/" listener and the recent-tools
 * note on navigation measured 219,881 -> 221,212 bytes (+1,331); the palette, fuse.js, pinyin-pro
 * and the four languages' keywords load on first use. Then by 0.3 kB for the tools index and the
 * documentation (issue 26): two route rows with their titles and descriptions, and the `docs`
 * namespace's four files in the locale loader's map (221.5 kB); the pages, the documentation and
 * each tool's "How it works" link load with the first tool a visitor opens. Then to 222.0 kB for
 * the guide's route (issue 26: its row, title and menu line, and the `guide` namespace's loaders,
 * most of it paid back by leaving the admin console's locale loaders out of the public build):
 * 221.6 kB measured on 2026-11-26, all of issue 26 together +2.1 kB over 219.5 kB. Then to
 * 222.5 kB for issue 27's two tools: the launch's and the safety check's route rows, titles, menu
 * lines and namespace loaders, and the launch's card among the hot tools: 221,604 -> 222,010
 * bytes (+406); both screens, the check's Exchange summary and their strings load on use. Then to
 * 223.0 kB for issue 52's first screen: the Dev wallet's switch among Account 1 to 10 (kept across
 * reloads), the dashboard's welcome text cut to three lines on a phone with More / Less, the
 * welcome offer placed under it instead of over the page, and amounts that follow the interface
 * language: 222,432 -> 222,835 bytes (+403) on 2026-11-28; the account picker's list and helper
 * load with the account dialog. Then to 224.5 kB for issue 74's refusal classifier
 * (core's classifyRpcRefusal): the "change RPC node" banner watches every request with
 * isNetworkFailure, which must tell a node that answered with a limit (HTTP 429, a block-range or
 * result cap) from one that could not be reached, or the banner says "network failed" when the
 * node named its limit: 222,827 -> 224,064 bytes (+1,237) on 2026-11-29. Then to 226.0 kB for
 * the rest of issue 74's read layer in the app's transport, which every first-paint read goes
 * through: the endpoint's pacer (learns its rate from 429s, waits Retry-After) and the fallback to
 * the chain's other public RPCs: 224,064 -> 225,537 bytes (+1,473) on 2026-11-29. Then to 228.5 kB
 * for issue 77's accessibility (readable shades of the brand and of antd's preset palettes computed
 * at start, which brings antd's theme tokens into the boot chunk; one h1 and landmarks on every
 * page): about 225,800 -> 228,028 bytes (+2.2 kB) on 2026-11-29. The next trim: read the preset palettes
 * from @ant-design/colors instead of antd's theme tokens. Then to 230.5 kB on 2026-11-30: about
 * 228.5 -> 230.1 kB, of which 0.2 kB is the tab lists' role moved onto their tabs (issue 77, every
 * page with tabs) and 1.4 kB came with issue 78's folder moves (the app's start in `start/`, test
 * code out of `src/`) with almost no new code: boot +11 bytes raw but +736 gzip, startApp +598 raw
 * and +963 gzip, as the modules' order in each chunk changed and gzip found fewer repeats. The
 * next trim is unchanged. Then to 231.0 kB on 2026-12-01 for the read layer's endpoints judged by
 * what they do (docs/real-endpoints.md, "Words no rule reads"): the transport asks the chain's
 * other public RPCs for a method its RPC does not serve, no event logs included (230,073 ->
 * 230,409 bytes, +336), and the refusal classifier tells a contract's revert from the endpoint's
 * limit and reads any limiter's words (-> 230,571, +162). Then to 232.0 kB the same day: a plain
 * read refused in words no rule reads is asked again after a pause and the words learned as the
 * endpoint's rate limit (core's unfamiliarRefusal and the pacer's `method` run option), and the
 * RPC fallback moved from the app's switch into core (createRpcFailover, which the extension
 * shares): 230,571 -> 231,524 bytes (+953, all in startApp: +2,339 raw).
 */
export const budgetBytes = 232_000
/**
 * Issue 17's first-paint target: met from 2026-11-23 (217.6 kB), missed on 2026-11-25 at 220.2
 * kB and met again the same day (219.5 kB); missed on 2026-11-26 at 221.5 kB with the header
 * search launcher, the tools index and the documentation (issue 26). Loading the Dev wallet only where a local chain is on
 * saved 0.6 kB here but added 1.2 kB in two files before the paint of a local-chain setup (the one
 * bench/web/firstLoad.ts measures), so it was left out. The next candidate to load after paint: the chain
 * catalogue's token and exchange lists (about 4 kB gzip, measured by building with them empty),
 * which the first paint never reads but which come with the definitions the wallet needs.
 */
export const firstPaintTargetBytes = 220_000
/**
 * Everything the dashboard loads, gzip: issue 17 asks at most 300 kB; held at the figure reached
 * (265.0 kB on 2026-11-23, after-paint code in one `dashboard` chunk, the no-wallet notice
 * without antd's notification) with a little room. Raised to 276.5 kB on 2026-11-29 for issue 74
 * (the pacer and fallback in the transport, the lists' reading line, read errors said as what they
 * are): 273,642 -> 275,216 bytes (+1,574). Raised to 278.0 kB the same day for issue 77's
 * accessibility (see budgetBytes): 275.1 -> 277.3 kB. Raised to 278.5 kB on 2026-11-30 for the
 * rest of issue 77's findings that every screen carries (the date picker's buttons named by what
 * they show in every antd locale, its adjacent days in a readable shade, the tables' measuring row
 * out of the Tab order, the tour giving each element its own aria back) and the faucet card's claim
 * through a hook (issue 78): 277,503 -> 278,025 bytes (+522); boot +173, startApp +184, dashboard
 * +130, the English strings +36. Raised to 280.5 kB on 2026-11-30 with the first paint's budget
 * above (the same two causes): 278.2 -> 279.8 kB. Raised to 281.0 kB on 2026-12-01 with the first
 * paint's budget above (the same causes): 279,797 -> 280,620 bytes (+823, the locale's new message
 * for an RPC without event logs included). Raised to 282.0 kB the same day with the first paint's
 * budget above (the same cause): 280,620 -> 281,541 bytes (+921).
 */
export const wholeBudgetBytes = 282_000
/**
 * At most this many JavaScript files before the first paint, and for the whole load (each file
 * is a request before interactive; 7 and 17 on 2026-11-23, 42 for the whole load before the
 * `dashboard` chunk).
 */
export const maxFirstPaintFiles = 7
export const maxWholeFiles = 18
/** Growth over the committed figure that fails --check even under the budget. */
export const maxGrowth = 0.05

/** Source modules loaded before the first paint besides the entry (manifest keys). */
const firstPaintModules = ['src/start/startApp.tsx']
/**
 * Source modules the dashboard loads by itself after its first paint (manifest keys), when they
 * have chunks of their own; the build groups them into one `dashboard` chunk (vite.config.ts).
 */
const afterPaintChunkName = 'dashboard'
const afterPaintModules = [
  'src/wallet/startup/WalletStartup.tsx',
  'src/features/home/LocalFaucetCard.tsx',
  'src/features/home/loadDashboardAfterPaint.ts',
  'src/features/home/DashboardAfterPaint.tsx',
  'src/features/home/announcements/AnnouncementsPanel.tsx',
  // The guide's first-visit offer (in the welcome panel). Its strings (locale-en-guide, about 2.4 kB
  // gzip, one file) load only on a browser's first visit, while the card shows: not counted here.
  'src/app/tour/WelcomeOffer.tsx',
]
const isAfterPaintLocale = (key: string, chunk: ManifestChunk) =>
  chunk.name === 'locale-en-announcements' || /(^|\/)src\/locales\/en\/announcements\.json$/.test(key)
/** The English strings: one grouped chunk (vite.config.ts), or one chunk per file without grouping. */
const isFirstPaintLocale = (key: string, chunk: ManifestChunk) =>
  chunk.name === 'locale-en' || /(^|\/)src\/locales\/en\/[\w-]+\.json$/.test(key)

type ManifestChunk = {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

type MeasuredFile = { file: string; rawBytes: number; gzipBytes: number }

export type BundleSizeResult = {
  route: string
  budgetBytes: number
  /** First paint. */
  totalGzipBytes: number
  totalRawBytes: number
  files: MeasuredFile[]
  whole: { budgetBytes: number; totalGzipBytes: number; totalRawBytes: number; files: MeasuredFile[] }
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
  for (const key of firstPaintModules) withStaticImports(manifest, key, files)
  const locales = Object.entries(manifest)
    .filter(([key, chunk]) => isFirstPaintLocale(key, chunk))
    .map(([key]) => key)
  if (locales.length === 0) throw new Error('No English locale chunk in the manifest')
  for (const key of locales) withStaticImports(manifest, key, files)
  const whole = new Set(files)
  const afterPaintKeys = [
    ...afterPaintModules.filter((key) => manifest[key]),
    ...Object.keys(manifest).filter((key) => manifest[key]!.name === afterPaintChunkName),
  ]
  if (afterPaintKeys.length === 0) throw new Error('No after-paint chunk in the manifest')
  for (const key of afterPaintKeys) withStaticImports(manifest, key, whole)
  for (const [key, chunk] of Object.entries(manifest))
    if (isAfterPaintLocale(key, chunk)) withStaticImports(manifest, key, whole)

  const measure = (set: Set<string>) =>
    [...set]
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const bytes = readFileSync(resolve(dist, file))
        return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const sum = (list: MeasuredFile[], key: 'rawBytes' | 'gzipBytes') =>
    list.reduce((total, file) => total + file[key], 0)
  const firstPaint = measure(files)
  const wholeFiles = measure(whole)
  return {
    route: '/home',
    budgetBytes,
    totalGzipBytes: sum(firstPaint, 'gzipBytes'),
    totalRawBytes: sum(firstPaint, 'rawBytes'),
    files: firstPaint,
    whole: {
      budgetBytes: wholeBudgetBytes,
      totalGzipBytes: sum(wholeFiles, 'gzipBytes'),
      totalRawBytes: sum(wholeFiles, 'rawBytes'),
      files: wholeFiles,
    },
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
  console.log(
    `Dashboard first paint JavaScript: ${kB(result.totalGzipBytes)} gzip in ${result.files.length} files (budget ${kB(budgetBytes)}, target ${kB(firstPaintTargetBytes)}, ${maxFirstPaintFiles} files)`,
  )
  console.log(
    `Dashboard whole load JavaScript: ${kB(result.whole.totalGzipBytes)} gzip in ${result.whole.files.length} files (budget ${kB(wholeBudgetBytes)}, ${maxWholeFiles} files)`,
  )

  if (argv.includes('--check')) {
    const problems: string[] = []
    if (result.totalGzipBytes > budgetBytes)
      problems.push(`first paint over the budget of ${kB(budgetBytes)}`)
    if (result.whole.totalGzipBytes > wholeBudgetBytes)
      problems.push(`whole load over the budget of ${kB(wholeBudgetBytes)}`)
    if (result.files.length > maxFirstPaintFiles)
      problems.push(`${result.files.length} files before the first paint (at most ${maxFirstPaintFiles})`)
    if (result.whole.files.length > maxWholeFiles)
      problems.push(`${result.whole.files.length} files in the whole load (at most ${maxWholeFiles})`)
    if (existsSync(resultFile)) {
      const committed = JSON.parse(readFileSync(resultFile, 'utf8')) as BundleSizeResult
      const limit = committed.totalGzipBytes * (1 + maxGrowth)
      if (result.totalGzipBytes > limit) {
        problems.push(
          `first paint grew more than ${maxGrowth * 100} % over the committed ${kB(committed.totalGzipBytes)}`,
        )
      }
      const committedWhole = committed.whole?.totalGzipBytes
      if (committedWhole && result.whole.totalGzipBytes > committedWhole * (1 + maxGrowth)) {
        problems.push(
          `whole load grew more than ${maxGrowth * 100} % over the committed ${kB(committedWhole)}`,
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
