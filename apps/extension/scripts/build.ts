/**
 * Builds the TokenBox browser extension (Manifest V3) for Chromium into `dist/` and
 * `tokenbox-extension.zip`, and for Firefox into `dist-firefox/` and
 * `tokenbox-extension-firefox.zip`, all in apps/extension: `npm run build -w @tokenbox/extension`.
 * One source and one set of bundles: the two differ only in their manifest (Firefox runs the
 * background as an event page script where Chromium runs a service worker, takes its settings
 * page as `options_ui`, and needs the add-on's id), and every API the extension uses is one both
 * browsers answer under `chrome.*` (storage, runtime messages, tabs).
 *
 * Four Vite builds, because an extension's parts load in four different ways:
 * - the popup and the settings page: ordinary pages (ES modules, shared chunks, antd);
 * - the background service worker: one ES module file, since a service worker may not `import()`;
 * - the content script (the page's isolated world) and the in-page script (the page's own world):
 *   classic scripts, so each is one self-contained IIFE.
 * Then manifest.json (from package.json's version) and the zip a user loads or an operator ships.
 *
 * `TOKENBOX_SITE_URL` sets the site the extension opens and asks by default (the operator's);
 * without it, the local product `make start` serves (http://127.0.0.1:8080).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { zipSync } from 'fflate'
import { build, type InlineConfig } from 'vite'
import {
  extensionBuildInputs,
  hashBuildInputs,
  writeExtensionBuildStamp,
} from '../../../scripts/buildStamp.ts'
import { normalizeSiteUrl } from '../src/settings/siteUrl.ts'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, 'dist')
export const zipPath = join(root, 'tokenbox-extension.zip')
const firefoxDir = join(root, 'dist-firefox')
export const firefoxZipPath = join(root, 'tokenbox-extension-firefox.zip')
/** The Firefox add-on's id (Firefox requires one for Manifest V3; the same on every build). */
export const firefoxExtensionId = 'extension@tokenbox.app'

const siteUrlText = process.env.TOKENBOX_SITE_URL ?? 'http://127.0.0.1:8080'
const siteUrl = normalizeSiteUrl(siteUrlText)
if (!siteUrl) {
  console.error(`TOKENBOX_SITE_URL is not an http(s) URL: ${siteUrlText}`)
  process.exit(1)
}

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }

/** What every build shares: the site URL constant, no copy of public/ (the pages build does that). */
const shared = (overrides: InlineConfig): InlineConfig => ({
  root,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  define: { 'import.meta.env.VITE_TOKENBOX_SITE_URL': JSON.stringify(siteUrl) },
  ...overrides,
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'chrome120',
    // Loaded from the user's disk, not a network: one large file costs no round trips. The service
    // worker carries viem and the safety check's template fingerprints (about 870 kB).
    chunkSizeWarningLimit: 2_000,
    ...overrides.build,
  },
})

/** A script that must be one file: the service worker (ES module) or a content script (IIFE). */
const singleFile = (entry: string, fileName: string, format: 'es' | 'iife') =>
  build(
    shared({
      build: {
        rolldownOptions: {
          input: join(root, entry),
          output: { format, entryFileNames: fileName, codeSplitting: false },
        },
      },
    }),
  )

const started = performance.now()
// The inputs as they are before the build: a file edited meanwhile makes the next check build again.
const inputsHash = hashBuildInputs(extensionBuildInputs)
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

await build(
  shared({
    plugins: [react()],
    // Relative asset URLs: pages load from chrome-extension://<id>/.
    base: './',
    build: {
      copyPublicDir: true,
      // Extension pages load every module from disk: no preload polyfill needed.
      modulePreload: { polyfill: false },
      rolldownOptions: { input: { popup: join(root, 'popup.html'), options: join(root, 'options.html') } },
    },
  }),
)
await singleFile('src/background/index.ts', 'background.js', 'es')
await singleFile('src/content/index.ts', 'content.js', 'iife')
await singleFile('src/inpage/index.ts', 'inpage.js', 'iife')

const icons = Object.fromEntries([16, 32, 48, 128].map((size) => [String(size), `icons/icon-${size}.png`]))
const manifest = {
  manifest_version: 3,
  name: '__MSG_extName__',
  description: '__MSG_extDescription__',
  default_locale: 'en',
  version,
  icons,
  action: { default_popup: 'popup.html', default_title: 'TokenBox', default_icon: icons },
  options_page: 'options.html',
  background: { service_worker: 'background.js', type: 'module' },
  // storage: the settings. Every site: the RPC reads of the checks, the TokenBox site's server,
  // and the guard's scripts on the pages whose wallet requests it watches (once the user turns it on).
  permissions: ['storage'],
  host_permissions: ['<all_urls>'],
  content_scripts: [
    {
      matches: ['<all_urls>'],
      js: ['inpage.js'],
      run_at: 'document_start',
      all_frames: true,
      world: 'MAIN',
    },
    { matches: ['<all_urls>'], js: ['content.js'], run_at: 'document_start', all_frames: true },
  ],
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
}
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

// Firefox: the same files, its own manifest. Its background is an event page script (Firefox has
// no extension service workers; the ES module format carries over), its settings page
// `options_ui`, and `world: 'MAIN'` content scripts need Firefox 128.
const { options_page: optionsPage, ...common } = manifest
const firefoxManifest = {
  ...common,
  options_ui: { page: optionsPage, open_in_tab: true },
  background: { scripts: ['background.js'], type: 'module' },
  browser_specific_settings: {
    gecko: {
      id: firefoxExtensionId,
      strict_min_version: '128.0',
      // It sends nothing about the user anywhere (Firefox 140's data collection declaration).
      data_collection_permissions: { required: ['none'] },
    },
  },
}
rmSync(firefoxDir, { recursive: true, force: true })
cpSync(outDir, firefoxDir, { recursive: true })
writeFileSync(join(firefoxDir, 'manifest.json'), `${JSON.stringify(firefoxManifest, null, 2)}\n`)

/** Every file under `dir`, as zip entries with a fixed date, so the same build gives the same zip. */
function zipEntries(dir: string): Record<string, [Uint8Array, { mtime: Date }]> {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {}
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) walk(path)
      else
        entries[relative(dir, path).split('\\').join('/')] = [
          readFileSync(path),
          { mtime: new Date(2026, 0, 1) },
        ]
    }
  }
  walk(dir)
  return entries
}
writeFileSync(zipPath, zipSync(zipEntries(outDir), { level: 9 }))
writeFileSync(firefoxZipPath, zipSync(zipEntries(firefoxDir), { level: 9 }))
// Last, outside the zips: what `make start` and the e2e harness check (scripts/buildStamp.ts).
writeExtensionBuildStamp({ inputsHash, siteUrl })

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `TokenBox extension ${version} built in ${seconds} s for ${siteUrl}: ${relative(process.cwd(), outDir)}/ and ${relative(process.cwd(), zipPath)} (${statSync(zipPath).size.toLocaleString('en')} bytes); Firefox: ${relative(process.cwd(), firefoxDir)}/ and ${relative(process.cwd(), firefoxZipPath)}`,
)
