import { defaultLanguage, isLanguage, type Language } from '@tokenbox/ui/i18n/languages.ts'
import { useTranslation } from 'react-i18next'

/**
 * The interface language in use, re-rendering when it changes.
 *
 * @example
 * const language = useCurrentLanguage() // 'zh'
 */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return isLanguage(language) ? language : defaultLanguage
}
