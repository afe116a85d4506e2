/**
 * The strings of a text column that stores a JSON array of strings (a role's routes, an article's
 * platforms). A value that is not JSON or not an array reads as none, and items that are not strings
 * are skipped: a row written by hand or by an older version never breaks the page that shows it.
 *
 * @example
 * parseStoredStringList('["/tokens","/lock"]') // ['/tokens', '/lock']
 * parseStoredStringList('not json') // []
 */
export function parseStoredStringList(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}
