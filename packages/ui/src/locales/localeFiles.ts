/**
 * The locale files as the apps load them. Vite's `import.meta.glob` takes only patterns relative to
 * the module that writes it, so the globs over this folder live here and the apps import them.
 */

type Strings = Record<string, string>

/**
 * The web app's loaders, keyed `./<language>/<namespace>.json`: the build puts each language's
 * files into one chunk (apps/web/vite.config.ts), so only the language in use is downloaded. The
 * public app's production build leaves out the admin console's strings (admin.html is a build of
 * its own, `--mode admin`): their four loaders were about 100 bytes gzip on the dashboard's first
 * paint for strings it never loads.
 */
export const localeLoaders: Readonly<Record<string, () => Promise<Strings>>> =
  import.meta.env.MODE === 'production'
    ? import.meta.glob<Strings>(['./*/*.json', '!./*/admin.json'], { import: 'default' })
    : import.meta.glob<Strings>('./*/*.json', { import: 'default' })
