import { setNumberLanguage } from '@tokenbox/core/format/numberLanguage.ts'
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
export async function createOptionsI18n(language: Language): Promise<i18n> {
  const instance = await createExtensionI18n(language, {
    options: namespaceStrings(own, 'options'),
    settings: namespaceStrings(settingsFiles, 'settings'),
    wallet: namespaceStrings(walletFiles, 'wallet'),
  })
  // The page's amounts follow its language (core's groupDecimal).
  setNumberLanguage(language)
  instance.on('languageChanged', setNumberLanguage)
  return instance
}
