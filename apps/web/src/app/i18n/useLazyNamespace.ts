import type { LazyNamespace } from '@tokenbox/ui/i18n/languages.ts'
import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'

/**
 * A tool's own strings, loaded with its screen: suspends (the layout's progress bar shows) until
 * the namespace of the current language is there, then returns `t` bound to it. Later language
 * switches load it with the startup namespaces (loadLanguage.ts).
 *
 * @example
 * const { t } = useLazyNamespace('tokens')
 */
export function useLazyNamespace(namespace: LazyNamespace) {
  const { i18n: instance } = useTranslation()
  use(loadLazyNamespace(instance, namespace))
  return useTranslation([namespace, 'common', 'errors'])
}
