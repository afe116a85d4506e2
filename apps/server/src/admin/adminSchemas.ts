/**
 * JSON schemas shared by the admin routes (Fastify validates with ajv before a handler runs; a
 * failure becomes 40001 naming the field, see adminApi.ts). Fastify's ajv coerces scalars (a number
 * where a string is expected becomes its text) and drops properties a body schema does not list.
 */

/** A role key: lowercase letter first, then lowercase letters, digits or '-', 2 to 32 characters. */
export const roleKeySchema = { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$' } as const

/** A username, as ADMIN_USERNAME allows (config.ts). */
export const usernameSchema = { type: 'string', pattern: '^[A-Za-z0-9._@-]{3,64}$' } as const

/**
 * A new password: 12 to 256 characters (the same bounds as ADMIN_PASSWORD); scrypt's cost grows with
 * length only slightly, the upper bound keeps a request from sending megabytes to hash.
 */
export const newPasswordSchema = { type: 'string', minLength: 12, maxLength: 256 } as const

/** A user id: crypto.randomUUID() text. */
export const userIdSchema = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const
