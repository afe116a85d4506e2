import { errorMessageKeys } from '@tokenbox/core/errors/errorMessageKeys.ts'
import { describe, expect, it } from 'vitest'
import {
  type Language,
  lazyNamespaces,
  namespaces as startupNamespaces,
  supportedLanguages,
} from '../app/i18n/languages.ts'

const namespaces = [...startupNamespaces, ...lazyNamespaces]

// Every locale file, read eagerly: the test sees exactly what the app can load.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })

function bundle(language: Language, namespace: string): Record<string, unknown> {
  const found = files[`./${language}/${namespace}.json`]
  if (!found) throw new Error(`missing file ${language}/${namespace}.json`)
  return found
}

// A placeholder's name, with or without a format ("{{readyAt, datetime(dateStyle: medium)}}").
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1]).sort()

describe('locale files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    const expected = supportedLanguages.flatMap((language) =>
      namespaces.map((ns) => `./${language}/${ns}.json`),
    )
    expect(Object.keys(files).sort()).toEqual(expected.sort())
  })

  for (const namespace of namespaces) {
    it(`${namespace}: every language has the same keys as English, each a non-empty string`, () => {
      const englishKeys = Object.keys(bundle('en', namespace)).sort()
      for (const language of supportedLanguages) {
        const strings = bundle(language, namespace)
        expect(Object.keys(strings).sort(), `${language}/${namespace}.json keys`).toEqual(englishKeys)
        for (const [key, text] of Object.entries(strings)) {
          expect(
            typeof text === 'string' && text.trim().length > 0,
            `${language}/${namespace}: "${key}" is empty`,
          ).toBe(true)
        }
      }
    })

    it(`${namespace}: every translation uses the same placeholders as English`, () => {
      const english = bundle('en', namespace)
      for (const language of supportedLanguages) {
        const strings = bundle(language, namespace)
        for (const key of Object.keys(english)) {
          expect(placeholders(String(strings[key])), `${language}/${namespace}: "${key}"`).toEqual(
            placeholders(String(english[key])),
          )
        }
      }
    })
  }

  it('translate every error key core can return, in every language', () => {
    for (const language of supportedLanguages) {
      const errors = bundle(language, 'errors')
      for (const key of errorMessageKeys) {
        expect(errors[key], `${language}/errors.json lacks "${key}"`).toBeTypeOf('string')
      }
    }
  })
})
