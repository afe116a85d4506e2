import { type AdminRole, adminRoles } from './adminRoles.ts'

/**
 * Reads the stored roles of a user. Unknown names (a role removed in a later version) and malformed
 * text grant nothing rather than failing the request: a user without roles simply sees no route.
 *
 * @example
 * decodeAdminRoles('["admin","editor"]') // ['admin', 'editor']
 * decodeAdminRoles('nonsense') // []
 */
export function decodeAdminRoles(stored: string): AdminRole[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return adminRoles.filter((role) => parsed.includes(role))
}
