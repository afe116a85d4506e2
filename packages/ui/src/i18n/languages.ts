/** The languages TokenBox is translated into, in the order the language menu lists them. */
export const supportedLanguages = ['en', 'zh', 'es', 'ja'] as const

export type Language = (typeof supportedLanguages)[number]

/** Every namespace exists in every language; the locale test holds them to the same keys. */
export const namespaces = [
  'common',
  'routes',
  'home',
  'settings',
  'tags',
  'contact',
  'menu',
  'layout',
  'wallet',
] as const

/**
 * Namespaces of single tools, loaded with the tool's screen instead of at startup (see
 * loadNamespace.ts): the dashboard's first load does not pay for every tool's texts.
 */
export const lazyNamespaces = [
  'tokens',
  'lock',
  'send',
  'collect',
  'wallets',
  'others',
  'multisig',
  'approvals',
  'vanity',
  'dex',
  // The token safety check (/check) and the Exchange's summary of it.
  'check',
  'launchpad',
  'mining',
  'finance',
  'inscription',
  'feedback',
  // The tools index, the documentation pages and every tool's Introduce tab.
  'docs',
  'announcements',
  'guide',
  // The one-flow launch (issue 27) and its shared summary page.
  'launch',
  // The browser extension's page (issue 28): what it does, its download and how to install it.
  'extension',
  // The error catalogue (about 4.5 kB gzip in English): no first screen shows an error, so it
  // loads with every tool's strings (loadLazyNamespace) and with the few shared pieces that word
  // a failure (useErrorStrings), not before the dashboard's first paint.
  'errors',
  // The admin console's strings (admin.html): never on the public app's first load.
  'admin',
  // The header search's palette and every tool's keywords (app/search): loaded in all four
  // languages when the search is first opened.
  'search',
  // What a transaction step will do to the wallet (issue 80): loaded with a run's first preview.
  'simulation',
] as const

export type Namespace = (typeof namespaces)[number] | (typeof lazyNamespaces)[number]

export type LazyNamespace = (typeof lazyNamespaces)[number]

export const defaultLanguage: Language = 'en'

/** Each language names itself, so a reader of any language finds their own in the menu. */
export const languageLabels: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  es: 'Español',
  ja: '日本語',
}

/** The storage key of the saved language setting. */
export const languageStorageKey = 'tokenbox.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}
