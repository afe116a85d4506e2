import { defaultSettings, type GlobalSize, isGlobalSize, sizeCookieName } from './defaultSettings.ts'

/**
 * The global size saved in the `size` cookie, or the default (medium) when there is none or it
 * holds something else.
 *
 * @example
 * readSizeCookie('mark=; size=large') // 'large'
 */
export function readSizeCookie(cookies: string): GlobalSize {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== sizeCookieName) continue
    const value = part.slice(separator + 1).trim()
    return isGlobalSize(value) ? value : defaultSettings.size
  }
  return defaultSettings.size
}
