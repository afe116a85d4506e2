import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const webSrc = resolve(import.meta.dirname, '../web/src')
const stubs = resolve(import.meta.dirname, 'src/launcher/webScreenStubs.ts')

/** The web app's modules that render screens, which the route table names but the extension never shows. */
const screenModules = new Set(
  ['features/home/HomePage.tsx', 'app/routes/screens.ts', 'app/pages/NotFoundPage.tsx'].map((path) =>
    resolve(webSrc, path),
  ),
)

/**
 * The launcher reads the web app's one route table (apps/web/src/app/routes/routeTable.ts), which
 * also names each tool's screen. The extension needs the rows, not the screens: this plugin
 * resolves the three modules through which the table reaches every screen (the dashboard, the lazy
 * screen loaders, the 404 page) to `src/launcher/webScreenStubs.ts`, so no screen is bundled.
 * Used by the build and by the unit tests.
 */
export function webScreenStubs(): Plugin {
  return {
    name: 'tokenbox-web-screen-stubs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(webSrc)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && screenModules.has(resolved.id) ? stubs : null
    },
  }
}
