import { describe, expect, it } from 'vitest'
import { defaultAntdLocale, loadAntdLocale } from './loadAntdLocale.ts'

describe('antd locales', () => {
  it("name the date picker's month, year and decade buttons by what they show, in every language", async () => {
    for (const locale of [defaultAntdLocale, await loadAntdLocale('zh'), await loadAntdLocale('ja')]) {
      const lang = locale.DatePicker?.lang as Record<string, unknown> | undefined
      expect(lang?.monthSelect, locale.locale).toBeUndefined()
      expect(lang?.yearSelect, locale.locale).toBeUndefined()
      expect(lang?.decadeSelect, locale.locale).toBeUndefined()
      // The rest of antd's texts stay: the placeholder, the previous and next month's buttons.
      expect(lang?.placeholder, locale.locale).toBeTruthy()
      expect(lang?.previousMonth, locale.locale).toBeTruthy()
      expect((locale.Calendar?.lang as Record<string, unknown> | undefined)?.monthSelect).toBeUndefined()
    }
    expect((await loadAntdLocale('es')).Pagination?.items_per_page).toBeTruthy()
  })
})
