import type { i18n } from 'i18next'
import type { Language } from '../../../web/src/app/i18n/languages.ts'
import { createExtensionI18n } from '../i18n/extensionI18n.ts'
import { namespaceStrings } from '../popup/namespaceStrings.ts'

const own = import.meta.glob<Record<string, string>>('../locales/*/options.json', {
  eager: true,
  import: 'default',
})
/** The web app's texts the page reuses: "Language" (`settings`) and the RPC dialog's (`wallet`: rpc.*). */
const web = import.meta.glob<Record<string, string>>('../../../web/src/locales/*/{settings,wallet}.json', {
  eager: true,
  import: 'default',
})

/**
 * The settings page's translations in `language`, every language bundled so a switch shows at once.
 *
 * @example
 * const i18n = await createOptionsI18n('es')
 */
export function createOptionsI18n(language: Language): Promise<i18n> {
  return createExtensionI18n(language, {
    options: namespaceStrings(own, 'options'),
    settings: namespaceStrings(web, 'settings'),
    wallet: namespaceStrings(web, 'wallet'),
  })
}
