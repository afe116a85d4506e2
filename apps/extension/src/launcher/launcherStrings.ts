import type { SearchStrings } from '../../../web/src/app/search/buildSearchIndex.ts'
import type { NamespaceStrings } from '../i18n/extensionI18n.ts'
import { namespaceStrings } from '../popup/namespaceStrings.ts'

/**
 * The web app's texts the launcher reads, every language bundled: titles (`routes`), menu
 * descriptions and group names (`menu`) and search keywords (`search`). All four languages are
 * needed at once anyway: the search finds a tool by any language's words.
 */
const files = import.meta.glob<Record<string, string>>(
  '../../../web/src/locales/*/{routes,menu,search}.json',
  {
    eager: true,
    import: 'default',
  },
)

export const routesStrings: NamespaceStrings = namespaceStrings(files, 'routes')
export const menuStrings: NamespaceStrings = namespaceStrings(files, 'menu')
export const searchStrings: NamespaceStrings = namespaceStrings(files, 'search')

/** The same texts in the shape the web app's search index reads them. */
export const launcherSearchStrings: SearchStrings = {
  en: { routes: routesStrings.en, menu: menuStrings.en, search: searchStrings.en },
  zh: { routes: routesStrings.zh, menu: menuStrings.zh, search: searchStrings.zh },
  es: { routes: routesStrings.es, menu: menuStrings.es, search: searchStrings.es },
  ja: { routes: routesStrings.ja, menu: menuStrings.ja, search: searchStrings.ja },
}
