import { describe, expect, it } from 'vitest'
import { type Language, supportedLanguages } from '../../../web/src/app/i18n/languages.ts'

type Strings = Record<string, string>

/** The extension's own namespaces of this task: the popup's and the settings page's. */
const ownFiles = import.meta.glob<Strings>('../locales/*/{popup,options}.json', {
  eager: true,
  import: 'default',
})
/** The web app's English texts, for the keys the popup and the settings page borrow. */
const webFiles = import.meta.glob<Strings>('../../../web/src/locales/en/*.json', {
  eager: true,
  import: 'default',
})
/** The sources that translate, read as text. */
const sources = import.meta.glob<string>(
  ['../{popup,options,launcher}/**/*.{ts,tsx}', '!**/*.test.*', '!**/testing/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
)

const own = (language: Language, namespace: string): Strings => {
  const found = ownFiles[`../locales/${language}/${namespace}.json`]
  if (!found) throw new Error(`missing ${language}/${namespace}.json`)
  return found
}
const englishOf = (namespace: string): Strings | undefined =>
  ownFiles[`../locales/en/${namespace}.json`] ?? webFiles[`../../../web/src/locales/en/${namespace}.json`]

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()
const pluralSuffix = /_(one|other)$/
const cjk = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー\\u3000-\\u303f\\uff00-\\uffef'
// Names and URLs filled in are Latin words: spaced or not as the sentence reads (see the web app's test).
const namePlaceholder = /\{\{\s*(chain|url|symbol|query)\s*\}\}/g
const spacedNumber = new RegExp(`[${cjk}][ \\t]+(\\{\\{|[0-9])|(\\}\\}|[0-9%])[ \\t]+[${cjk}]`, 'u')

describe('the popup and settings page texts', () => {
  for (const namespace of ['popup', 'options']) {
    it(`${namespace}: every language has the keys and placeholders of English, none empty`, () => {
      const english = own('en', namespace)
      for (const language of supportedLanguages) {
        const strings = own(language, namespace)
        const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(pluralSuffix, '')))].sort()
        expect(base(Object.keys(strings)), `${language}/${namespace}.json`).toEqual(
          base(Object.keys(english)),
        )
        for (const [key, text] of Object.entries(strings)) {
          expect(text.trim(), `${language}/${namespace}: ${key}`).not.toBe('')
          const englishText = english[key] ?? english[`${key.replace(pluralSuffix, '')}_other`] ?? ''
          expect(placeholders(text), `${language}/${namespace}: ${key}`).toEqual(placeholders(englishText))
        }
      }
    })

    it(`${namespace}: Chinese and Japanese put no space between their text and a number`, () => {
      for (const language of ['zh', 'ja'] as const) {
        const spaced = Object.entries(own(language, namespace)).filter(([, text]) =>
          spacedNumber.test(text.replace(namePlaceholder, 'Name')),
        )
        expect(spaced, `${language}/${namespace}`).toEqual([])
      }
    })
  }

  it('every key a component asks for exists, in its own namespace or the web app’s', () => {
    const missing: string[] = []
    let checked = 0
    for (const [file, source] of Object.entries(sources)) {
      // `const { t: tCheck } = useTranslation('check')`, `const { t } = useTranslation('popup')`
      const bindings = [...source.matchAll(/\{\s*t(?:\s*:\s*(\w+))?[^}]*\}\s*=\s*useTranslation\('(\w+)'\)/g)]
      for (const [, alias, namespace] of bindings) {
        const strings = englishOf(namespace!)
        if (!strings) {
          missing.push(`${file}: no namespace ${namespace}`)
          continue
        }
        const name = alias ?? 't'
        for (const call of source.matchAll(new RegExp(`\\b${name}\\('([\\w.]+)'`, 'g'))) {
          const key = call[1]!
          checked++
          if (!(key in strings) && !(`${key}_other` in strings)) missing.push(`${file}: ${namespace}:${key}`)
        }
      }
    }
    expect(missing).toEqual([])
    // The scan found the components' calls (a change of style would otherwise pass it silently).
    expect(checked).toBeGreaterThan(60)
  })
})
