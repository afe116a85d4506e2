/**
 * Reads admin_users.roles: the role keys as stored. Malformed text or entries that are not strings
 * grant nothing rather than failing the request: such a user simply has no role.
 *
 * @example
 * decodeRoleKeys('["admin","support"]') // ['admin', 'support']
 * decodeRoleKeys('nonsense') // []
 */
export function decodeRoleKeys(stored: string): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.filter((key): key is string => typeof key === 'string')
}
