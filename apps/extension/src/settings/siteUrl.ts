/**
 * A site URL as stored: http(s) only, origin plus an optional path prefix, no trailing slash, no
 * query or fragment. Anything else is `undefined` (the options page refuses it).
 *
 * @example
 * normalizeSiteUrl('https://tokenbox.example/') // 'https://tokenbox.example'
 * normalizeSiteUrl('javascript:alert(1)') // undefined
 */
export function normalizeSiteUrl(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password) return undefined
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
