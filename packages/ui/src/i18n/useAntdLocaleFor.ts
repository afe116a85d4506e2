import type { Locale } from 'antd/es/locale'
import type { i18n } from 'i18next'
import { useEffect, useState } from 'react'
import { isLanguage } from './languages.ts'
import { defaultAntdLocale, loadAntdLocale, loadedAntdLocale } from './loadAntdLocale.ts'

/**
 * Keeps antd's locale and the document's lang attribute in step with i18next (shared by the
 * public app and the admin console).
 *
 * @example
 * <ConfigProvider locale={useAntdLocaleFor(i18n)}>...</ConfigProvider>
 */
export function useAntdLocaleFor(i18n: i18n): Locale {
  const [locale, setLocale] = useState<Locale>(defaultAntdLocale)
  useEffect(() => {
    let current = true
    const apply = (language: string) => {
      document.documentElement.lang = language
      if (!isLanguage(language)) return
      // Loaded before the switch (changeLanguage): set in the same event as react-i18next's
      // update, so one render shows the new language everywhere.
      const ready = loadedAntdLocale(language)
      if (ready) {
        setLocale(ready)
        return
      }
      loadAntdLocale(language).then(
        (loaded) => current && setLocale(loaded),
        (error: unknown) => console.warn('Ant Design locale failed to load', error),
      )
    }
    apply(i18n.language)
    i18n.on('languageChanged', apply)
    return () => {
      current = false
      i18n.off('languageChanged', apply)
    }
  }, [i18n])
  return locale
}
