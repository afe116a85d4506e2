import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, localeTag } from './formatDateTime.ts'

// 2030-03-17 17:46:40 UTC; the tests run with TZ=UTC (vitest's setup) or read the zone-free parts.
const at = 1_900_000_000n

describe('formatDateTime', () => {
  it('writes one medium date and short time per language, from a chain timestamp, milliseconds or a Date', () => {
    const utc = (language: string) =>
      new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(1_900_000_000_000),
      )
    for (const language of ['en', 'zh', 'es', 'ja']) {
      expect(formatDateTime(at, language)).toBe(utc(language))
      expect(formatDateTime(1_900_000_000_000, language)).toBe(utc(language))
      expect(formatDateTime(new Date(1_900_000_000_000), language)).toBe(utc(language))
    }
    expect(formatDateTime(at, 'en')).toMatch(/^Mar 17, 2030, \d{1,2}:46\s?[AP]M$/)
    expect(formatDateTime(at, 'zh')).toMatch(/^2030年3月1[78]日 \d{2}:46$/)
    expect(formatDateTime(at, 'es')).toMatch(/^1[78] mar 2030, \d{1,2}:46$/)
    expect(formatDateTime(at, 'ja')).toMatch(/^2030\/03\/1[78] \d{1,2}:46$/)
  })

  it('writes a day alone in the same style', () => {
    expect(formatDay(at, 'en')).toMatch(/^Mar 1[78], 2030$/)
    expect(formatDay(at, 'zh')).toMatch(/^2030年3月1[78]日$/)
  })

  it('takes any other locale tag as it is', () => {
    expect(localeTag('fr-FR')).toBe('fr-FR')
    expect(formatDay(at, 'fr-FR')).toMatch(/mars 2030/)
  })
})
