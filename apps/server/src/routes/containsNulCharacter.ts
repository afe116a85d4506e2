/**
 * Whether any string in `value` (nested objects and arrays included, a few levels deep) holds a NUL
 * character. PostgreSQL's text cannot store one (SQLite can), so without this check the same input
 * would be kept on SQLite and end in a server error on PostgreSQL. Both APIs refuse it as invalid
 * input before any route runs (a property test found a username with \u0000 answering 50000).
 *
 * @example
 * containsNulCharacter({ username: 'a\u0000b' }) // true
 */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 8 || value === null || typeof value !== 'object') return false
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (containsNulCharacter(item, depth + 1)) return true
  }
  return false
}
