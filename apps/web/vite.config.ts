import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { lazyNamespaces } from './src/app/i18n/languages.ts'

/**
 * Named vendor chunks only for libraries the first paint needs whole (React with the router,
 * i18next): they change rarely and stay cached across app releases. antd, wagmi and viem are
 * left to automatic splitting on purpose: a group takes every module of its packages, including
 * those only lazy screens use (antd's Result and Modal, viem's contract encoding), and would put
 * them on the dashboard's first load. Locale files are grouped per language so a visitor
 * downloads one small chunk for the language in use.
 */
const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
]

/**
 * Ant Design's component packages publish no `sideEffects` field, so the bundler must assume
 * importing any of their files runs code, and keeps whole libraries (the form engine, the async
 * validator, selects) reachable through one shared context import. They are plain React
 * components and helpers with no import-time effects (antd itself declares the same for its
 * own files), so we tell the bundler so and let it drop what the app does not use.
 */
const sideEffectFreePackages =
  /node_modules[\\/](@rc-component[\\/][\w-]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/

const apiTarget = process.env.VITE_API_URL ?? 'http://127.0.0.1:8080'
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  // The admin console's API (spec 000's template base path).
  '/prod-api': { target: apiTarget, changeOrigin: true },
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
  plugins: [react(), adminPageInDev],
  server: { proxy },
  preview: { proxy },
  build: {
    // The manifest lets bench/bundle measure the dashboard's initial JavaScript exactly.
    manifest: isAdminBuild(mode) ? '.vite/admin-manifest.json' : true,
    emptyOutDir: !isAdminBuild(mode),
    sourcemap: false,
    rolldownOptions: {
      input: resolve(import.meta.dirname, isAdminBuild(mode) ? 'admin.html' : 'index.html'),
      treeshake: {
        moduleSideEffects: (id: string) => !sideEffectFreePackages.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            ...vendorGroups,
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/settleAfterFile.ts'],
    // The generated contract modules and the vanity WebAssembly, built when missing or stale.
    globalSetup: ['../../scripts/buildForTests.ts'],
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
    // lazy imports: Testing Library's findBy* / waitFor (src/test/settleAfterFile.ts) and
    // expect.poll give up after 25 s instead of 1 s (10 s was overrun at a load average of 12),
    // and a test after 60 s. Each still ends the moment its condition holds.
    expect: { poll: { timeout: 25_000 } },
    testTimeout: 60_000,
  },
}))
