/**
 * Whether a build output is current, by content: the one check of `make start`, `make test` and
 * the e2e harness for the web app (apps/web/dist) and the browser extension (apps/extension/dist).
 *
 * A build hashes its inputs before it starts and writes the hash into its output folder once it
 * has succeeded (scripts/buildWeb.ts, apps/extension/scripts/build.ts): whoever built it, any
 * checker sees the same stamp. Modification times are no proof (issue 72: a copied checkout has
 * new times, and a dist/ built by `make test` was built again by `make start`, 461 s on a loaded
 * machine). A build that fails or is cut short leaves no stamp: both builds empty their folder
 * first.
 *
 * Hashing reads every input file (about 1,800 files, 12 MB): about 0.1 s on an idle machine.
 *
 * @example
 * if (!webBuildIsCurrent()) await build()
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What a build reads: paths relative to the repository, and paths under them it leaves out. */
export type BuildInputs = { paths: readonly string[]; ignore: readonly string[] }

/**
 * What the web app bundles or is configured by: its own folder (sources, public/, both pages,
 * Vite's config and plugins, .env files), core, the shared UI package, the vanity package (its
 * TypeScript and the AssemblyScript its WebAssembly is built from), the packages' manifests (their
 * `exports` decide what resolves), the TypeScript base config and the lockfile (every dependency).
 */
export const webBuildInputs: BuildInputs = {
  paths: [
    'apps/web',
    'packages/core/src',
    'packages/core/package.json',
    'packages/ui/src',
    'packages/ui/package.json',
    'packages/vanity/src',
    'packages/vanity/assembly',
    'packages/vanity/scripts',
    'packages/vanity/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ],
  ignore: [],
}

/** What the extension bundles: its folder, the web app's chain badges, the shared UI, core, the lockfile. */
export const extensionBuildInputs: BuildInputs = {
  paths: [
    'apps/extension',
    'apps/web/public/chains',
    'packages/core/src',
    'packages/core/package.json',
    'packages/ui/src',
    'packages/ui/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ],
  ignore: [
    // its own outputs
    'apps/extension/dist-firefox',
    'apps/extension/tokenbox-extension.zip',
    'apps/extension/tokenbox-extension-firefox.zip',
  ],
}

/** Test files: no bundle imports them, so editing one rebuilds nothing. */
const testFile = /\.test(-d)?\.tsx?$/

/**
 * One hash of every input file's relative name and content, in a stable order. `node_modules`,
 * `dist` and test files are skipped wherever they are.
 */
export function hashBuildInputs(inputs: BuildInputs, repositoryRoot = root): string {
  const hash = createHash('sha256')
  const ignored = new Set(inputs.ignore.map((entry) => path.join(repositoryRoot, entry)))
  const visit = (file: string) => {
    if (ignored.has(file) || !existsSync(file)) return
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file).sort()) {
        if (entry === 'node_modules' || entry === 'dist' || testFile.test(entry)) continue
        visit(path.join(file, entry))
      }
      return
    }
    // The name as well as the content: a renamed file changes the build too. NUL ends each part.
    hash.update(`${path.relative(repositoryRoot, file).split(path.sep).join('/')}\0`)
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  for (const entry of inputs.paths) visit(path.join(repositoryRoot, entry))
  return hash.digest('hex')
}

/** The web app's build output: the public app (index.html) and the admin console (admin.html). */
export const webDist = path.join(root, 'apps/web/dist')
const webStampFile = path.join(webDist, '.tokenbox-build-stamp')

/** Records that apps/web/dist was built from inputs hashing to `inputsHash`. */
export function writeWebBuildStamp(inputsHash: string): void {
  writeFileSync(webStampFile, `${inputsHash}\n`)
}

/**
 * Whether apps/web/dist holds both pages, built from exactly the current inputs. A partial build
 * (bench/bundle builds the public app alone into an emptied dist/) has no stamp.
 */
export function webBuildIsCurrent(inputsHash = hashBuildInputs(webBuildInputs)): boolean {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(path.join(webDist, 'admin.html')))
    return false
  return existsSync(webStampFile) && readFileSync(webStampFile, 'utf8').trim() === inputsHash
}

/** The browser extension's build output (the unpacked Chromium extension). */
export const extensionDist = path.join(root, 'apps/extension/dist')
const extensionStampFile = path.join(extensionDist, '.tokenbox-build-stamp')

/** What an extension build was made from: its inputs' hash and the site URL it opens and asks. */
export type ExtensionBuildStamp = { inputsHash: string; siteUrl: string }

/** Records what apps/extension/dist (and its zips) was built from. */
export function writeExtensionBuildStamp(stamp: ExtensionBuildStamp): void {
  writeFileSync(extensionStampFile, `${JSON.stringify(stamp)}\n`)
}

/**
 * The stamp of apps/extension/dist when it was built from exactly the current inputs (for any
 * site: the caller compares `siteUrl`), or undefined.
 */
export function currentExtensionBuild(
  inputsHash = hashBuildInputs(extensionBuildInputs),
): ExtensionBuildStamp | undefined {
  if (!existsSync(path.join(extensionDist, 'manifest.json')) || !existsSync(extensionStampFile))
    return undefined
  try {
    const stamp = JSON.parse(readFileSync(extensionStampFile, 'utf8')) as Partial<ExtensionBuildStamp>
    return stamp.inputsHash === inputsHash && typeof stamp.siteUrl === 'string'
      ? { inputsHash, siteUrl: stamp.siteUrl }
      : undefined
  } catch {
    return undefined // an unreadable stamp proves nothing
  }
}
