import type { i18n } from 'i18next'
import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLanguage, isLanguage, type LazyNamespace } from './languages.ts'
import { activateNamespace, loadNamespaceBundle } from './loadLanguage.ts'

const pending = new WeakMap<i18n, Map<string, Promise<void>>>()

/** Loads `namespace` for `language` and the English fallback; one promise per pair and instance. */
function loadLazyNamespace(instance: i18n, language: string, namespace: LazyNamespace): Promise<void> {
  const byKey = pending.get(instance) ?? new Map<string, Promise<void>>()
  pending.set(instance, byKey)
  const key = `${language}/${namespace}`
  let promise = byKey.get(key)
  if (!promise) {
    activateNamespace(instance, namespace)
    const languages = new Set([defaultLanguage, isLanguage(language) ? language : defaultLanguage])
    promise = Promise.all([...languages].map((lang) => loadNamespaceBundle(instance, lang, namespace))).then(
      () => undefined,
    )
    byKey.set(key, promise)
  }
  return promise
}

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
  use(loadLazyNamespace(instance, instance.language, namespace))
  return useTranslation([namespace, 'common', 'errors'])
}
