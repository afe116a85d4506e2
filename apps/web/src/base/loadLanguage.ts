import {
  defaultLanguage,
  isLanguage,
  type Language,
  type Namespace,
  namespaces,
} from '@tokenbox/ui/i18n/languages.ts'
import { localeLoaders } from '@tokenbox/ui/locales/localeFiles.ts'
import type { i18n } from 'i18next'

// Each language's files load as one chunk (the loaders and why: @tokenbox/ui's localeFiles.ts).
const localeFiles = localeLoaders

/**
 * What this module remembers per i18next instance is keyed by its resource store: react-i18next's
 * hooks have been seen handing out another object than the one created (AdminProviders.tsx), and
 * both read and write the same strings.
 */
type InstanceKey = object
const keyOf = (instance: i18n): InstanceKey => instance.store ?? instance

/** Lazy namespaces a screen has asked for: a language switch loads them too. */
const activeLazyNamespaces = new WeakMap<InstanceKey, Set<Namespace>>()

/**
 * The language a switch is loading (changeLanguage.ts), while it loads: a screen that asks for
 * its namespace meanwhile loads it in that language too, not only in the one still shown.
 */
const switchTargets = new WeakMap<InstanceKey, Language>()

/** Remembers that `namespace` is in use, so later language switches load it as well. */
export function activateNamespace(instance: i18n, namespace: Namespace): void {
  const active = activeLazyNamespaces.get(keyOf(instance)) ?? new Set<Namespace>()
  active.add(namespace)
  activeLazyNamespaces.set(keyOf(instance), active)
}

/** Marks `language` as the one a switch is loading (`undefined`: no switch under way). */
export function setSwitchTarget(instance: i18n, language: Language | undefined): void {
  if (language) switchTargets.set(keyOf(instance), language)
  else switchTargets.delete(keyOf(instance))
}

/** Adds one namespace of `language` to the i18next instance, once. */
export async function loadNamespaceBundle(instance: i18n, language: Language, namespace: Namespace) {
  if (instance.hasResourceBundle(language, namespace)) return
  const load = localeFiles[`./${language}/${namespace}.json`]
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`)
  // skipCopy: i18next otherwise deep-copies every bundle (a JSON round trip), on the first load's
  // critical path; the module's object is never written to (no addResource anywhere).
  instance.addResourceBundle(language, namespace, await load(), false, false, { skipCopy: true })
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
  await Promise.all(namespaces.map((namespace) => localeFiles[`./${language}/${namespace}.json`]?.()))
}

/** Every namespace `language` needs now: the startup ones and the lazy ones in use. */
function wantedNamespaces(instance: i18n): Namespace[] {
  return [...namespaces, ...(activeLazyNamespaces.get(keyOf(instance)) ?? [])]
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
  await Promise.all(
    wantedNamespaces(instance).map((namespace) => loadNamespaceBundle(instance, language, namespace)),
  )
}

/**
 * Whether every namespace in use has its strings in `language`: a lazy namespace activated while
 * loadLanguage ran is not in the list that call loaded.
 */
export function hasLanguageLoaded(instance: i18n, language: Language): boolean {
  return wantedNamespaces(instance).every((namespace) => instance.hasResourceBundle(language, namespace))
}

const pending = new WeakMap<InstanceKey, Map<string, Promise<void>>>()

/**
 * Loads a lazy namespace (a tool's own strings) in the language shown, in English (the fallback)
 * and in the language a switch is loading, if one is under way; one promise per set of languages
 * and instance. From then on language switches load it with the startup namespaces. A tool's
 * namespace brings the error catalogue (`errors`) with it.
 *
 * @example
 * await loadLazyNamespace(i18n, 'tokens')
 */
export function loadLazyNamespace(instance: i18n, namespace: Namespace): Promise<void> {
  const byKey = pending.get(keyOf(instance)) ?? new Map<string, Promise<void>>()
  pending.set(keyOf(instance), byKey)
  const shown = isLanguage(instance.language) ? instance.language : defaultLanguage
  const languages = [...new Set([defaultLanguage, shown, switchTargets.get(keyOf(instance)) ?? shown])]
  const key = `${languages.join('+')}/${namespace}`
  let promise = byKey.get(key)
  if (!promise) {
    activateNamespace(instance, namespace)
    promise = Promise.all([
      ...languages.map((language) => loadNamespaceBundle(instance, language, namespace)),
      // Every tool words its failures from the error catalogue (useLazyNamespace's `errors`).
      namespace === 'errors' ? undefined : loadLazyNamespace(instance, 'errors'),
    ]).then(() => undefined)
    byKey.set(key, promise)
  }
  return promise
}
