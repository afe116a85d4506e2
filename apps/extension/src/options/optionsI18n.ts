import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { settingsFiles, walletFiles } from '@tokenbox/ui/locales/sharedNamespaces.ts'
import type { i18n } from 'i18next'
import { createExtensionI18n } from '../i18n/extensionI18n.ts'
import { namespaceStrings } from '../popup/namespaceStrings.ts'

const own = import.meta.glob<Record<string, string>>('../locales/*/options.json', {
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
    settings: namespaceStrings(settingsFiles, 'settings'),
    wallet: namespaceStrings(walletFiles, 'wallet'),
  })
}
