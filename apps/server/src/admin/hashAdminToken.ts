import { createHash } from 'node:crypto'

/**
 * The stored form of an admin token: lowercase hex SHA-256. A token is 256 random bits, so a fast
 * hash is enough (no salt or scrypt needed: nothing to guess), and a leaked table holds no usable
 * session.
 *
 * @example
 * hashAdminToken('3q2-7w...') // '9f86d081884c7d65...'
 */
export function hashAdminToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
