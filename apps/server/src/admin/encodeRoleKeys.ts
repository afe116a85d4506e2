import { adminRoles } from '../auth/adminRoles.ts'

/**
 * The stored form of a user's roles (admin_users.roles): a JSON array of role keys, deduplicated, the
 * built-in roles first in `adminRoles` order, then the others alphabetically. For built-in roles it is
 * exactly what src/auth/encodeAdminRoles.ts writes, so both read each other's rows; quoted keys keep
 * `roles LIKE '%"admin"%'` exact. Keys are checked against the roles table by the caller.
 *
 * @example
 * encodeRoleKeys(['support', 'editor', 'admin', 'editor']) // '["admin","editor","support"]'
 */
export function encodeRoleKeys(keys: readonly string[]): string {
  const unique = [...new Set(keys)]
  const builtIn = adminRoles.filter((role) => unique.includes(role))
  const others = unique.filter((key) => !(adminRoles as readonly string[]).includes(key)).sort()
  return JSON.stringify([...builtIn, ...others])
}
