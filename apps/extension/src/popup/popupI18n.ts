import { setNumberLanguage } from '@tokenbox/core/format/numberLanguage.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { checkFiles, othersFiles } from '@tokenbox/ui/locales/sharedNamespaces.ts'
import type { i18n } from 'i18next'
import { createExtensionI18n } from '../i18n/extensionI18n.ts'
import { menuStrings, routesStrings, searchStrings } from '../launcher/launcherStrings.ts'
import { namespaceStrings } from './namespaceStrings.ts'

const own = import.meta.glob<Record<string, string>>('../locales/*/popup.json', {
  eager: true,
  import: 'default',
})
/**
 * The popup's translations in `language`, every language bundled (a switch in the settings shows
 * at once): its own strings (`popup`), and the web app's `check`, `others` (units), `routes`,
 * `menu` and `search` (the launcher).
 *
 * @example
 * const i18n = await createPopupI18n('zh')
 * i18n.t('tab.gas') // 'Gas'
 */
export async function createPopupI18n(language: Language): Promise<i18n> {
  const instance = await createExtensionI18n(language, {
    popup: namespaceStrings(own, 'popup'),
    check: namespaceStrings(checkFiles, 'check'),
    others: namespaceStrings(othersFiles, 'others'),
    routes: routesStrings,
    menu: menuStrings,
    search: searchStrings,
  })
  // The page's amounts follow its language (core's groupDecimal).
  setNumberLanguage(language)
  instance.on('languageChanged', setNumberLanguage)
  return instance
}
