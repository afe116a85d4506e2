import { type GlobalSize, sizeCookieName } from './defaultSettings.ts'

const oneYearInSeconds = 365 * 24 * 60 * 60

/**
 * The `document.cookie` assignment that saves the global size for a year, for the whole site.
 *
 * @example
 * document.cookie = formatSizeCookie('small') // 'size=small; path=/; max-age=31536000; SameSite=Lax'
 */
export function formatSizeCookie(size: GlobalSize): string {
  return `${sizeCookieName}=${encodeURIComponent(size)}; path=/; max-age=${oneYearInSeconds}; SameSite=Lax`
}
