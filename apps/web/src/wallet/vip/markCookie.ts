import { markCookieName } from './markEntry.ts'

/** A year: the entries expire by date anyway; the cookie only has to outlive the session. */
const maxAgeSeconds = 365 * 24 * 60 * 60

/**
 * The `mark` cookie's text ('' when absent).
 *
 * @example
 * readMarkCookie() // '0xab…01,2,2026-11-20'
 */
export function readMarkCookie(cookies: string = document.cookie): string {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== markCookieName) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return ''
    }
  }
  return ''
}

/**
 * Saves the `mark` text in its cookie for the whole site.
 *
 * @example
 * writeMarkCookie(upsertMarkEntry(readMarkCookie(), entry))
 */
export function writeMarkCookie(mark: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the mark in a cookie; the Cookie Store API is not in every browser this audience uses.
  document.cookie = `${markCookieName}=${encodeURIComponent(mark)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`
}
