import { globSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { lazyNamespaces } from '@tokenbox/ui/i18n/languages.ts'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { antdStaticStyles, isAntdStylesheet } from './build/antdStaticStyles.ts'
import { precompressAssets } from './build/precompressAssets.ts'
import { usedModulesOf } from './build/usedModulesOf.ts'

/**
 * How the public app is cut into files. A first visit to the dashboard fetches, all at once (the
 * entry and index.html's modulepreload links): the entry (a few lines, main.tsx), `vendor` (React,
 * the router, i18next: they change rarely and stay cached across releases), `app` (everything
 * else the first paint needs: antd, wagmi, the layout, the dashboard), and the strings of one
 * language. Then, after the first paint, `dashboard` (what the dashboard loads next: wallet
 * start-up, announcements, the local faucet) in one more file.
 *
 * Left to automatic splitting, the same code was 112 files (every antd component and viem
 * helper that a lazy screen also uses became a chunk of its own), fetched in a chain of six
 * rounds; over HTTP/1.1 each file costs a connection slot and about 1 kB of headers. A group
 * takes a module only when the dashboard reaches it (not whole packages, whose lazy-only parts,
 * such as antd's Table or viem's contract encoding, would then load on every first visit); a
 * tool screen that shares code with them loads that code from these files.
 */
const vendorPackages = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/

const srcFile = (path: string) => resolve(import.meta.dirname, 'src', path)
/**
 * The test files that keep a module graph of their own (see `test.projects`): those that replace a
 * module or a global (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv), and those that render React
 * (Testing Library): React's scheduler and Testing Library's hooks are set up once per module graph,
 * and a second file on the same graph once lost a lazy panel's retry for good. Found by reading the
 * files, so a new one cannot be forgotten.
 */
function isolatedTestFiles(): string[] {
  return globSync('src/**/*.test.{ts,tsx}', { cwd: import.meta.dirname }).filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|@testing-library|renderApp|renderHook/.test(
      readFileSync(resolve(import.meta.dirname, file), 'utf8'),
    ),
  )
}

/** The entry: only what starts the three first loads; its own modules stay in the entry chunk. */
const entryModule = srcFile('main.tsx')
/**
 * The first paint's code, loaded by the entry with a dynamic import. It is also an input of the
 * build so that the bundler tags its static imports as initial (`$initial`, after tree shaking:
 * only what is used, not every component an `antd` import could reach).
 */
const appModule = srcFile('start/startApp.tsx')

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }
type ImporterGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** Every module the entry imports statically, transitively (a handful of small files). */
const entryClosures = new WeakMap<ModuleGraph, Set<string>>()
function entryClosure(graph: ModuleGraph): Set<string> {
  let seen = entryClosures.get(graph)
  if (seen) return seen
  seen = new Set<string>()
  const pending = [entryModule]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  entryClosures.set(graph, seen)
  return seen
}

/**
 * What the dashboard loads by itself right after its first paint (bench/bundle/bundleSize.ts
 * counts the same list): the wallet start-up (auto-connect, the no-wallet notice), the local
 * chain's faucet, the announcements panel and the guide's first-visit check (DashboardAfterPaint).
 */
const afterPaintModules = [
  'wallet/startup/WalletStartup.tsx',
  'features/home/LocalFaucetCard.tsx',
  'features/home/loadDashboardAfterPaint.ts',
  'features/home/DashboardAfterPaint.tsx',
  'features/home/announcements/AnnouncementsPanel.tsx',
  // The guide's first-visit offer (a card in a corner).
  'app/tour/WelcomeOffer.tsx',
].map(srcFile)

/** The modules the after-paint modules use (filled by the usedModulesOf plugin during the build). */
const afterPaintUsed = new Set<string>()

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+; to other engines a
 * comment) at the top of each file the dashboard runs before its first paint: the entry, `boot`,
 * the app chunk, `vendor` and the bundler's runtime (what runs after the first paint is in other
 * files: the `dashboard` chunk, the lazy screens). Their functions are then compiled while the
 * file streams in, on a background thread, instead of one by one on the main thread as the first
 * render calls them. Added last: Vite puts its dependency map (`__vite__mapDeps`) on the first line
 * of a file with dynamic imports, and the hint counts only on the first line.
 */
const compileFirstPaintEagerly: Plugin = {
  name: 'tokenbox-compile-first-paint-eagerly',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          (chunk.isEntry || ['boot', 'vendor', 'rolldown-runtime'].includes(chunk.name))
        )
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    },
  },
}

/**
 * `boot`: the entry's modules that lazy screens share (core's request helpers), kept in one file
 * beside the entry instead of one each; `app`: every other initial module (they must not wait
 * for `app`).
 */
const firstLoadChunk = (id: string, graph: ModuleGraph) =>
  entryOwnModules.has(id) || id.includes('vite/modulepreload-polyfill')
    ? null
    : entryClosure(graph).has(id)
      ? 'boot'
      : 'app'

/**
 * The entry chunk's own modules: main.tsx, and the two Vite puts beside it, index.html's module and
 * its modulepreload polyfill, which main.tsx does not import. Grouped into `app`, they made the
 * entry import `app` statically: the whole first-paint code (and `vendor`) ran before main.tsx
 * could ask for the strings and the server's settings, and the settings came one round trip after
 * it (measured: that request started 450 to 1,150 ms into a throttled load, after the first long
 * task, where it now starts with the code's own requests).
 */
const entryOwnModules = new Set([entryModule, resolve(import.meta.dirname, 'index.html')])

/**
 * Ant Design's component packages publish no `sideEffects` field, so the bundler must assume
 * importing any of their files runs code, and keeps whole libraries (the form engine, the async
 * validator, selects) reachable through one shared context import. They are plain React
 * components and helpers with no import-time effects (antd itself declares the same for its
 * own files), so we tell the bundler so and let it drop what the app does not use.
 */
const sideEffectFreePackages =
  /node_modules[\\/](@rc-component[\\/][\w-]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/

/**
 * WalletConnect's provider imports its QR code dialog (`@reown/appkit/core`) on demand. TokenBox
 * shows the pairing QR code in its own connect dialog instead (translated, antd's QRCode), so the
 * dialog package is replaced by a stub that is never called (showQrModal is off). Bundled, it
 * added megabytes of lazy code and, worse, made every viem action it uses (ENS, public actions)
 * reachable code: those modules then joined the first-load `app` chunk (+78 kB gzip measured).
 */
const walletConnectModalStub = {
  find: /^@reown\/appkit\/core$/,
  replacement: srcFile('wallet/walletConnect/noAppKitModal.ts'),
}

/**
 * antd's ConfigProvider imports its tooltip `UniqueProvider` statically but renders it only with
 * `tooltip={{ unique: true }}`, which TokenBox never sets: that one import is pointed at a
 * pass-through (src/app/antd/noTooltipUniqueProvider.tsx), so the tooltip engine it drags in
 * (@rc-component/trigger) loads with the first tooltip or popover, not with every first paint.
 */
const noTooltipUniqueProvider: Plugin = {
  name: 'tokenbox-no-tooltip-unique-provider',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../tooltip/UniqueProvider' &&
      importer &&
      /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
    )
      return srcFile('app/antd/noTooltipUniqueProvider.tsx')
    return null
  },
}

/**
 * antd's click wave (`_util/wave/useWave`, in every Button) imports its renderer statically, though
 * it draws only after a click: that one import is pointed at a loader
 * (src/app/antd/lazyWaveEffect.ts), so the renderer loads with the first click, not with every
 * first paint (1.3 kB gzip).
 */
const lazyWaveEffect: Plugin = {
  name: 'tokenbox-lazy-wave-effect',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    if (
      source === './WaveEffect' &&
      importer &&
      /[\\/]antd[\\/]es[\\/]_util[\\/]wave[\\/]useWave\.js$/.test(importer)
    )
      return srcFile('app/antd/lazyWaveEffect.ts')
    return null
  },
}

const apiTarget = process.env.VITE_API_URL ?? 'http://127.0.0.1:8080'
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  // The admin console's API (spec 000's template base path).
  '/prod-api': { target: apiTarget, changeOrigin: true },
}

/** What main.tsx fetches before the first render (wallet/config/fetchWebConfig.ts). */
const webConfigPath = '/api/v1/web/config'

/** The English strings' chunk (the locales group): always loaded, English is the fallback. */
const englishStrings = 'locale-en'

/**
 * index.html asks for the `app` chunk (and what it imports) with modulepreload links, so the
 * browser fetches it while it fetches the entry, not after the entry has run. Vite itself only
 * links the entry's static imports; `app` is a dynamic import of the entry (see main.tsx). The
 * English strings too: main.tsx asks for them only once it runs, a round trip after the page.
 */
const preloadAppChunk: Plugin = {
  name: 'tokenbox-preload-app-chunk',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle
      if (!bundle) return []
      const files = new Set<string>()
      const add = (fileName: string) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== 'chunk' || files.has(fileName)) return
        // The page's own script tag loads the entry.
        if (chunk.isEntry && chunk.facadeModuleId !== appModule) return
        files.add(fileName)
        for (const imported of chunk.imports) add(imported)
      }
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          (chunk.name === 'app' || chunk.facadeModuleId === appModule || chunk.name === englishStrings)
        )
          add(chunk.fileName)
      if (files.size === 0) return []
      // Their stylesheets too: Vite's loader of a dynamic import fetches a chunk's CSS only once the
      // entry runs, and holds the import until it has arrived, so the first render waited for a
      // request that could have gone out with the page (bench/web/firstLoad.ts --timeline). Linked
      // here, they load beside the scripts and the loader finds them already in the document.
      const stylesheets = new Set<string>()
      for (const file of files) {
        const chunk = bundle[file]
        if (chunk?.type === 'chunk')
          for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css)
      }
      // The entry and its own static imports are linked by Vite already.
      return [
        ...[...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ...[...stylesheets]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        // The first render needs the server's web config (main.tsx): asked for with the page
        // instead of once the scripts have run. main.tsx's fetch takes this answer (same URL,
        // mode and credentials).
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: webConfigPath },
          injectTo: 'head' as const,
        },
      ]
    },
  },
}

/** In development, /admin and /admin/* are the console's page, as the server serves them. */
const adminPageInDev: Plugin = {
  name: 'tokenbox-admin-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/admin(\/|\?|$)/.test(request.url)) request.url = '/admin.html'
      next()
    })
  },
}

/**
 * Two builds into one dist/: `vite build` is the public app (index.html), `vite build --mode
 * admin` the admin console (admin.html, served by the server for /admin and /admin/*); the
 * package's build script runs both. Separate builds, not two inputs of one: with shared modules
 * the bundler splits the public entry into more chunks, which cost the public dashboard's first
 * load about 1 kB gzip for nothing. The console's build adds files and its own manifest without
 * emptying dist/.
 */
const isAdminBuild = (mode: string) => mode === 'admin'

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    adminPageInDev,
    noTooltipUniqueProvider,
    lazyWaveEffect,
    preloadAppChunk,
    ...(isAdminBuild(mode) ? [] : [compileFirstPaintEagerly]),
    precompressAssets(),
    // The public app's antd rules as static stylesheets, loaded with each component's code (the
    // admin console keeps antd's run-time styles): see build/antdStaticStyles.ts.
    ...(isAdminBuild(mode) ? [] : [antdStaticStyles()]),
    ...(isAdminBuild(mode)
      ? []
      : [usedModulesOf(afterPaintModules, afterPaintUsed, { besides: [entryModule, appModule] })]),
  ],
  resolve: { alias: [walletConnectModalStub] },
  server: { proxy },
  preview: { proxy },
  build: {
    // The manifest lets bench/bundle measure the dashboard's initial JavaScript exactly.
    manifest: isAdminBuild(mode) ? '.vite/admin-manifest.json' : true,
    emptyOutDir: !isAdminBuild(mode),
    sourcemap: false,
    rolldownOptions: {
      input: isAdminBuild(mode)
        ? resolve(import.meta.dirname, 'admin.html')
        : [resolve(import.meta.dirname, 'index.html'), appModule],
      treeshake: {
        moduleSideEffects: (id: string) => !sideEffectFreePackages.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: vendorPackages },
            ...(isAdminBuild(mode)
              ? []
              : [
                  {
                    debugName: 'first load',
                    name: firstLoadChunk,
                    tags: ['$initial' as const],
                    includeDependenciesRecursively: false,
                  },
                ]),
            // Every contract error worded (core/errors): loaded with the first failure a screen
            // shows or the first transaction it runs, never with the dashboard. Left to automatic
            // splitting it joined whatever chunk shared its importers (wagmi's usePublicClient),
            // and the dashboard's faucet fetched it with that.
            {
              name: 'errors',
              test: /packages[\\/]core[\\/]src[\\/]errors[\\/](contractErrors|toErrorMessage|errorMessageKeys)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // `dashboard`: what the dashboard loads after its first paint, in one file instead of
            // about 35 (each antd component, wagmi hook and viem action its own chunk), fetched
            // once the first paint is done. Tool screens that share a module with it load it from
            // here. Declared after `errors` and the locales, which keep their own files.
            ...(isAdminBuild(mode)
              ? []
              : [
                  {
                    debugName: 'dashboard',
                    // An antd component's stylesheet (build/antdStaticStyles.ts) goes with its
                    // style module: left alone, each became a file (a request) of its own.
                    name: (id: string, graph: ImporterGraph) =>
                      (afterPaintUsed.has(id) && !/\.json$/.test(id)) ||
                      (isAntdStylesheet(id) &&
                        graph.getModuleInfo(id)?.importers.some((importer) => afterPaintUsed.has(importer)))
                        ? 'dashboard'
                        : null,
                    includeDependenciesRecursively: false,
                  },
                ]),
            {
              debugName: 'locales',
              // One chunk per language for the startup namespaces, and one per language and lazy
              // namespace (a tool's own strings load with its screen).
              name: (moduleId: string) => {
                const match = /[\\/]src[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json/.exec(moduleId)
                if (!match) return null
                const [, language, namespace] = match
                return (lazyNamespaces as readonly string[]).includes(namespace!)
                  ? `locale-${language}-${namespace}`
                  : `locale-${language}`
              },
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // Worker threads instead of child processes: an isolated file gets a fresh module graph and
    // window in a new thread of one process, not a new process, so the memory a finished file
    // freed is used again instead of asked afresh from the kernel (fresh pages are what the
    // slow-memory machines of docs/testing.md charge for). Idle 2-core machine, the whole suite:
    // 2.51 -> 0.44 M page faults, 11.8 -> 6.1 s system time, 1,143 passed either way.
    pool: 'threads',
    // Two projects: most files share one module graph and one happy-dom window per worker (antd,
    // wagmi and viem imported once: measured on an idle 2-core machine, 231 -> 136 CPU s); the
    // files isolatedTestFiles() finds keep a graph of their own. The files are read only when
    // vitest runs, never for a build or the dev server. Each project names its files: `extends`
    // joins lists, so a shared `include` would run every file in both.
    projects: (() => {
      const isolated = process.env.VITEST ? isolatedTestFiles() : []
      return [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}', 'testing/**/*.test.{ts,tsx}'],
            exclude: isolated,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: isolated } },
      ]
    })(),
    setupFiles: ['testing/settleAfterFile.ts'],
    // The generated contract modules and the vanity WebAssembly, built when missing or stale.
    globalSetup: ['../../scripts/buildForTests.ts'],
    // Processed by vitest rather than Node, so that a test can stand in for WalletConnect's
    // provider (vi.mock('@walletconnect/ethereum-provider')), which wagmi's WalletConnect connector
    // imports from inside wagmi: its public relay cannot be reached from a test machine.
    server: { deps: { inline: ['wagmi', '@wagmi/connectors'] } },
    // React's development scheduler can run one last slice of work after happy-dom has torn the
    // window down (seen about one run in five, from no test in particular). That error alone,
    // from React's scheduler and nowhere else, is teardown noise; every other one fails the run.
    onUnhandledError(error) {
      const stack = (error as { stack?: string }).stack ?? ''
      const teardownNoise =
        (error as { name?: string }).name === 'ReferenceError' &&
        (error as { message?: string }).message === 'window is not defined' &&
        /react-dom|scheduler/.test(stack)
      return teardownNoise ? false : undefined
    },
    // Waits are patient on a loaded 2-core CI machine, where a screen arrives through two or three
    // lazy imports: Testing Library's findBy* / waitFor (testing/settleAfterFile.ts) and
    // expect.poll give up after 25 s instead of 1 s (10 s was overrun at a load average of 12),
    // and a test after 60 s. Each still ends the moment its condition holds.
    expect: { poll: { timeout: 25_000 } },
    testTimeout: 60_000,
  },
}))
