import type { i18n } from 'i18next'
import type { Language } from '../../../web/src/app/i18n/languages.ts'
import { createExtensionI18n } from '../i18n/extensionI18n.ts'
import { menuStrings, routesStrings, searchStrings } from '../launcher/launcherStrings.ts'
import { namespaceStrings } from './namespaceStrings.ts'

const own = import.meta.glob<Record<string, string>>('../locales/*/popup.json', {
  eager: true,
  import: 'default',
})
/** The web app's texts the popup reuses: the safety check's (verdicts, reasons) and the unit converter's. */
const web = import.meta.glob<Record<string, string>>('../../../web/src/locales/*/{check,others}.json', {
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
export function createPopupI18n(language: Language): Promise<i18n> {
  return createExtensionI18n(language, {
    popup: namespaceStrings(own, 'popup'),
    check: namespaceStrings(web, 'check'),
    others: namespaceStrings(web, 'others'),
    routes: routesStrings,
    menu: menuStrings,
    search: searchStrings,
  })
}
