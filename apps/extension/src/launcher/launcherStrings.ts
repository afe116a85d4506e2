import { menuFiles, routesFiles, searchFiles } from '@tokenbox/ui/locales/sharedNamespaces.ts'
import type { SearchStrings } from '@tokenbox/ui/search/buildSearchIndex.ts'
import type { NamespaceStrings } from '../i18n/extensionI18n.ts'
import { namespaceStrings } from '../popup/namespaceStrings.ts'

export const routesStrings: NamespaceStrings = namespaceStrings(routesFiles, 'routes')
export const menuStrings: NamespaceStrings = namespaceStrings(menuFiles, 'menu')
export const searchStrings: NamespaceStrings = namespaceStrings(searchFiles, 'search')

/** The same texts in the shape the web app's search index reads them. */
export const launcherSearchStrings: SearchStrings = {
  en: { routes: routesStrings.en, menu: menuStrings.en, search: searchStrings.en },
  zh: { routes: routesStrings.zh, menu: menuStrings.zh, search: searchStrings.zh },
  es: { routes: routesStrings.es, menu: menuStrings.es, search: searchStrings.es },
  ja: { routes: routesStrings.ja, menu: menuStrings.ja, search: searchStrings.ja },
}
