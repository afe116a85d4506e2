import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { encodeAdminRoles } from './encodeAdminRoles.ts'
import { generatePassword } from './generatePassword.ts'
import { hashPassword } from './hashPassword.ts'
import type { ScryptCost } from './scryptAsync.ts'

export type BootstrapAdminParameters = {
  /** ADMIN_USERNAME (config.admin.username). */
  username: string
  /** ADMIN_PASSWORD (config.admin.password, already validated); undefined: generate one. */
  password: string | undefined
  now?: Date
  /**
   * Called when no admin exists, before the password is generated and hashed (scrypt: a second or
   * more on a loaded machine), so a start can say what it waits on.
   */
  onCreating?: () => void
  /** The scrypt cost of the admin's hash; default scryptParameters (tests of other things lower it). */
  passwordCost?: ScryptCost
}

export type BootstrapAdminReturnType = {
  username: string
  /** The plain password, for main.ts to show once. Never stored; only its hash is. */
  password: string
  /** true when generated here, false when it came from ADMIN_PASSWORD. */
  generated: boolean
} | null

/** Thrown when no admin exists and the first admin cannot be created under the configured name. */
export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError'
}

async function adminExists(db: Kysely<Database>): Promise<boolean> {
  // Roles are a JSON array of known names (encodeAdminRoles): the quotes make this match exact.
  const row = await db
    .selectFrom('admin_users')
    .select('id')
    .where('roles', 'like', '%"admin"%')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Makes sure the admin console can be entered: when no user has the admin role, creates one with
 * the given username and password (or a generated one) and returns the credentials so the caller
 * can show them once. Returns null when an admin already exists, so later starts say nothing about
 * passwords and ADMIN_PASSWORD never overwrites a password changed in the console.
 *
 * Safe when several servers start at once on one PostgreSQL database: the username is unique, the
 * insert does nothing on conflict, and a loser that then finds the winner's admin returns null.
 *
 * @example
 * const created = await bootstrapAdmin(db, { username: 'admin', password: undefined })
 * if (created) console.log(formatFirstAdminLogin(created))
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  parameters: BootstrapAdminParameters,
): Promise<BootstrapAdminReturnType> {
  if (await adminExists(db)) return null

  parameters.onCreating?.()
  const generated = parameters.password === undefined
  const password = parameters.password ?? generatePassword()
  const now = (parameters.now ?? new Date()).toISOString()
  const inserted = await db
    .insertInto('admin_users')
    .values({
      id: randomUUID(),
      username: parameters.username,
      password_hash: await hashPassword(password, parameters.passwordCost),
      roles: encodeAdminRoles(['admin']),
      name: parameters.username,
      avatar: '',
      introduction: '',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst()
  if (inserted.numInsertedOrUpdatedRows === 1n) return { username: parameters.username, password, generated }

  // Another server won the race, or the name belongs to a user who is not (or no longer) an admin.
  if (await adminExists(db)) return null
  throw new AdminBootstrapError(
    `no admin user exists and the username ${JSON.stringify(parameters.username)} is taken by a user without the admin role: set ADMIN_USERNAME to a free name to create the first admin`,
  )
}
