import { supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import type { NamespaceStrings } from '../i18n/extensionI18n.ts'

/**
 * One namespace's strings in the four languages, picked from an eager `import.meta.glob` of locale
 * files (`…/<language>/<namespace>.json`). The globs stay with their callers (Vite needs literal
 * patterns); this only sorts what they found. A missing file is an error here rather than keys
 * shown raw in the popup.
 *
 * @example
 * const files = import.meta.glob<Record<string, string>>('../locales/*\/popup.json', { eager: true, import: 'default' })
 * namespaceStrings(files, 'popup').ja['tab.gas'] // 'ガス'
 */
export function namespaceStrings(
  files: Readonly<Record<string, Readonly<Record<string, string>>>>,
  namespace: string,
): NamespaceStrings {
  const entries = supportedLanguages.map((language) => {
    const path = Object.keys(files).find((file) => file.endsWith(`/${language}/${namespace}.json`))
    if (!path) throw new Error(`No ${language}/${namespace}.json among the locale files`)
    return [language, files[path]!] as const
  })
  return Object.fromEntries(entries) as unknown as NamespaceStrings
}
