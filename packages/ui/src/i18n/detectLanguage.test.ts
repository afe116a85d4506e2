import { describe, expect, it } from 'vitest'
import { detectLanguage } from './detectLanguage.ts'

describe('detectLanguage', () => {
  it('prefers the saved setting over the browser', () => {
    expect(detectLanguage({ saved: 'es', browserLanguages: ['ja-JP'] })).toBe('es')
  })

  it('ignores a saved value that is not a supported language', () => {
    expect(detectLanguage({ saved: 'de', browserLanguages: ['ja-JP'] })).toBe('ja')
  })

  it('matches browser languages by their primary subtag, in preference order', () => {
    expect(detectLanguage({ saved: null, browserLanguages: ['de-DE', 'zh-TW', 'en-US'] })).toBe('zh')
    expect(detectLanguage({ saved: null, browserLanguages: ['es-419'] })).toBe('es')
    expect(detectLanguage({ saved: undefined, browserLanguages: ['JA'] })).toBe('ja')
  })

  it('falls back to English', () => {
    expect(detectLanguage({ saved: null, browserLanguages: ['de-DE', 'fr'] })).toBe('en')
    expect(detectLanguage({ saved: null, browserLanguages: [] })).toBe('en')
  })
})
