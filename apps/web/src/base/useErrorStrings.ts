import { defaultLanguage, isLanguage, type Namespace } from '@tokenbox/ui/i18n/languages.ts'
import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { loadLazyNamespace } from './loadLanguage.ts'

/**
 * `t` for a shared piece that words a failure outside a tool's screen (an error alert, the wrong
 * network or unreachable RPC notice, the dashboard's faucet): suspends until the error catalogue
 * (`errors`, a lazy namespace: no first screen needs it) is loaded, as a tool's useLazyNamespace
 * does. `namespaces` are the startup namespaces it reads besides, the first one the default.
 *
 * @example
 * const { t } = useErrorStrings(['wallet'])
 * t('networkFailed', { ns: 'errors' })
 */
export function useErrorStrings(namespaces: readonly Namespace[] = []) {
  const { i18n: instance } = useTranslation()
  // Loaded already (a tool's screen brings it): no suspension, not even for a microtask.
  const loaded = [defaultLanguage, instance.language].every(
    (language) => !isLanguage(language) || instance.hasResourceBundle(language, 'errors'),
  )
  if (!loaded) use(loadLazyNamespace(instance, 'errors'))
  return useTranslation([...namespaces, 'errors'])
}
