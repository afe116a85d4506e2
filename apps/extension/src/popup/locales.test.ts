import { describe, expect, it } from 'vitest'

type Strings = Record<string, string>

/** The extension's own namespaces of this task: the popup's and the settings page's. */
const ownFiles = import.meta.glob<Strings>('../locales/*/{popup,options}.json', {
  eager: true,
  import: 'default',
})
/** The web app's English texts, for the keys the popup and the settings page borrow. */
const webFiles = import.meta.glob<Strings>('../../../../packages/ui/src/locales/en/*.json', {
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

const englishOf = (namespace: string): Strings | undefined =>
  ownFiles[`../locales/en/${namespace}.json`] ??
  webFiles[`../../../../packages/ui/src/locales/en/${namespace}.json`]

// Key parity, placeholders, plurals and CJK spacing of these files: src/locales/locales.test.ts
// (the checks shared with the web app). Here: the keys the components use exist.
describe('the popup and settings page texts', () => {
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
