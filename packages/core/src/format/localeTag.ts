/** The regional form of each interface language (es-ES writes "26 nov 2027", not es-MX's "26 nov. 2027"). */
const regionOf: Record<string, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP' }

/**
 * An interface language ('zh') as the locale tag dates and numbers are written in ('zh-CN'); any
 * other tag as it is.
 *
 * @example
 * localeTag('es') // 'es-ES'
 */
export function localeTag(language: string): string {
  return regionOf[language] ?? language
}
