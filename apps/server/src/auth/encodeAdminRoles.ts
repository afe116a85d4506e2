import { type AdminRole, adminRoles } from './adminRoles.ts'

/**
 * The stored form of a user's roles: a JSON array of known role names, deduplicated, in the order of
 * `adminRoles`. Quoted names make a role search exact on both dialects (`roles LIKE '%"admin"%'`
 * cannot match a longer name), and the order makes equal sets equal text.
 *
 * @example
 * encodeAdminRoles(['editor', 'admin', 'editor']) // '["admin","editor"]'
 */
export function encodeAdminRoles(roles: readonly AdminRole[]): string {
  for (const role of roles) {
    if (!adminRoles.includes(role)) throw new RangeError(`unknown admin role ${JSON.stringify(role)}`)
  }
  return JSON.stringify(adminRoles.filter((role) => roles.includes(role)))
}
