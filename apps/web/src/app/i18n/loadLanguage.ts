import type { i18n } from 'i18next'
import { type Language, type Namespace, namespaces } from './languages.ts'

// Lazy loaders: the build puts each language's files into one chunk (see vite.config.ts), so
// only the language in use is downloaded.
const localeFiles = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { import: 'default' })

/** Lazy namespaces a screen has asked for: a language switch loads them too. */
const activeLazyNamespaces = new WeakMap<i18n, Set<Namespace>>()

/** Remembers that `namespace` is in use, so later language switches load it as well. */
export function activateNamespace(instance: i18n, namespace: Namespace): void {
  const active = activeLazyNamespaces.get(instance) ?? new Set<Namespace>()
  active.add(namespace)
  activeLazyNamespaces.set(instance, active)
}

/** Adds one namespace of `language` to the i18next instance, once. */
export async function loadNamespaceBundle(instance: i18n, language: Language, namespace: Namespace) {
  if (instance.hasResourceBundle(language, namespace)) return
  const load = localeFiles[`../../locales/${language}/${namespace}.json`]
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`)
  instance.addResourceBundle(language, namespace, await load())
}

/**
 * Loads the startup namespaces' files of `language` without an i18next instance (main.tsx runs it
 * before i18next's code has arrived): the module loader keeps them, so createI18n's
 * loadLanguage then finds them at once.
 *
 * @example
 * await loadStartupStrings('ja')
 */
export async function loadStartupStrings(language: Language): Promise<void> {
  await Promise.all(
    namespaces.map((namespace) => localeFiles[`../../locales/${language}/${namespace}.json`]?.()),
  )
}

/**
 * Adds every startup namespace of `language` (and the lazy ones already in use) to the i18next
 * instance, once; later calls are free.
 *
 * @example
 * await loadLanguage(i18n, 'zh')
 * await i18n.changeLanguage('zh')
 */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  const wanted: Namespace[] = [...namespaces, ...(activeLazyNamespaces.get(instance) ?? [])]
  await Promise.all(wanted.map((namespace) => loadNamespaceBundle(instance, language, namespace)))
}
