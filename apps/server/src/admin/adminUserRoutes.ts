import { randomUUID } from 'node:crypto'
import type { AdminUserView } from '@tokenbox/core/webApi/consoleRows.ts'
import type { FastifyPluginAsync } from 'fastify'
import type { Transaction } from 'kysely'
import { generatePassword } from '../auth/generatePassword.ts'
import { hashPassword } from '../auth/hashPassword.ts'
import type { ScryptCost } from '../auth/scryptAsync.ts'
import { containsText } from '../content/containsText.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { AdminUserTable, Database } from '../db/Database.ts'
import { adminCodes } from './adminCodes.ts'
import { AdminError, adminSuccess } from './adminEnvelope.ts'
import { newPasswordSchema, roleKeySchema, userIdSchema, usernameSchema } from './adminSchemas.ts'
import { decodeRoleKeys } from './decodeRoleKeys.ts'
import { encodeRoleKeys } from './encodeRoleKeys.ts'
import { adminOf, requireAdmin } from './requireAdmin.ts'

export type AdminUserRoutesOptions = {
  database: DatabaseHandle
  /** The scrypt cost of new passwords (config.passwordCost). */
  passwordCost: ScryptCost
}

export type { AdminUserView }

type UserRow = Omit<AdminUserTable, 'password_hash'>

function viewOf(row: UserRow): AdminUserView {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    roles: decodeRoleKeys(row.roles),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const userColumns = [
  'id',
  'username',
  'name',
  'avatar',
  'introduction',
  'roles',
  'created_at',
  'updated_at',
] as const

const profileFields = {
  name: { type: 'string', maxLength: 100 },
  // '' (none), an http(s) URL or a path on this server (an upload).
  avatar: { type: 'string', maxLength: 1024, pattern: '^(|https?://[^\\s"\'<>]+|/[^\\s"\'<>]*)$' },
  introduction: { type: 'string', maxLength: 2000 },
  roles: { type: 'array', minItems: 1, maxItems: 20, items: roleKeySchema },
} as const

const idParams = { type: 'object', required: ['id'], properties: { id: userIdSchema } } as const

/** Case-insensitive substring search text: at most 100 characters, compared lowercased (Unicode aware). */
const nameQuery = { type: 'string', maxLength: 100 } as const

/**
 * Operators of the console, admin only (effective role: an admin viewing as editor is refused):
 *
 * - GET users?name=&page=&limit= -> {total, items}: newest first; `name` matches the username or the
 *   display name as a substring, ignoring case in any script (content/containsText.ts). Counted and
 *   paged in SQL: only the page's rows are read.
 * - GET search/user?name= -> {items: [{id, username, name}]} (spec 000's mock search, at most 50).
 * - POST user {username, password?, roles, name?, avatar?, introduction?} -> {user, password}: without
 *   a password one is generated and answered once (`password` is null when the caller chose it).
 * - PUT user/:id {roles?, name?, avatar?, introduction?, password?} -> {user}: a new password ends
 *   the user's sessions (50008 after).
 * - DELETE user/:id -> 'success': not yourself (40003), never the last admin (40003); the user's
 *   tokens go with it (foreign key cascade).
 *
 * Roles must exist in the roles table (40001 naming the first unknown one). "The last admin" is
 * checked in the same transaction as the change, with the admins' rows locked on PostgreSQL, so two
 * admins demoting each other at once cannot leave none.
 *
 * @example
 * await admin.register(adminUserRoutes, { database })
 */
export const adminUserRoutes: FastifyPluginAsync<AdminUserRoutesOptions> = async (admin, options) => {
  const { db, dialect } = options.database
  const onlyAdmin = requireAdmin({ roles: ['admin'] })

  async function checkRolesExist(roles: readonly string[]) {
    const rows = await db.selectFrom('admin_roles').select('key').execute()
    const known = new Set(rows.map((row) => row.key))
    const unknown = roles.find((role) => !known.has(role))
    if (unknown !== undefined)
      throw new AdminError(adminCodes.invalidInput, `Invalid roles: no role with the key ${unknown}.`)
  }

  /** The ids of every admin, locked for this transaction on PostgreSQL. */
  async function adminIds(trx: Transaction<Database>): Promise<string[]> {
    let query = trx.selectFrom('admin_users').select(['id', 'roles']).where('roles', 'like', '%"admin"%')
    if (dialect === 'postgres') query = query.forUpdate()
    const rows = await query.execute()
    return rows.filter((row) => decodeRoleKeys(row.roles).includes('admin')).map((row) => row.id)
  }

  /** Operators whose username or display name contains `name` (any case, any script). */
  function matching(name: string | undefined) {
    const needle = name?.trim()
    const users = db.selectFrom('admin_users')
    return needle ? users.where(containsText(db, 'admin_users', needle)) : users
  }

  admin.get(
    '/vue-element-admin/users',
    {
      onRequest: onlyAdmin,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            name: nameQuery,
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
      },
    },
    async (request) => {
      const { name, page, limit } = request.query as { name?: string; page: number; limit: number }
      const { total } = await matching(name)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      const rows = await matching(name)
        .select(userColumns)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute()
      return adminSuccess({ total: Number(total), items: rows.map(viewOf) })
    },
  )

  admin.get(
    '/vue-element-admin/search/user',
    { onRequest: onlyAdmin, schema: { querystring: { type: 'object', properties: { name: nameQuery } } } },
    async (request) => {
      const { name } = request.query as { name?: string }
      const rows = await matching(name)
        .select(['id', 'username', 'name'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(50)
        .execute()
      return adminSuccess({ items: rows })
    },
  )

  admin.post(
    '/vue-element-admin/user',
    {
      onRequest: onlyAdmin,
      schema: {
        body: {
          type: 'object',
          required: ['username', 'roles'],
          properties: { username: usernameSchema, password: newPasswordSchema, ...profileFields },
        },
      },
    },
    async (request) => {
      const body = request.body as {
        username: string
        password?: string
        roles: string[]
        name?: string
        avatar?: string
        introduction?: string
      }
      await checkRolesExist(body.roles)
      const password = body.password ?? generatePassword()
      const now = new Date().toISOString()
      const row: AdminUserTable = {
        id: randomUUID(),
        username: body.username,
        password_hash: await hashPassword(password, options.passwordCost),
        roles: encodeRoleKeys(body.roles),
        name: body.name?.trim() || body.username,
        avatar: body.avatar ?? '',
        introduction: body.introduction ?? '',
        created_at: now,
        updated_at: now,
      }
      const inserted = await db
        .insertInto('admin_users')
        .values(row)
        .onConflict((conflict) => conflict.column('username').doNothing())
        .executeTakeFirst()
      if (inserted.numInsertedOrUpdatedRows !== 1n) {
        throw new AdminError(adminCodes.invalidInput, `Invalid username: ${body.username} is taken.`)
      }
      return adminSuccess({ user: viewOf(row), password: body.password === undefined ? password : null })
    },
  )

  admin.put(
    '/vue-element-admin/user/:id',
    {
      onRequest: onlyAdmin,
      schema: {
        params: idParams,
        body: { type: 'object', properties: { password: newPasswordSchema, ...profileFields } },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string }
      const body = request.body as {
        password?: string
        roles?: string[]
        name?: string
        avatar?: string
        introduction?: string
      }
      if (body.roles !== undefined) await checkRolesExist(body.roles)
      // Hashed before the transaction: scrypt takes ~0.3 s and must not hold row locks.
      const passwordHash =
        body.password === undefined ? undefined : await hashPassword(body.password, options.passwordCost)
      const updated = await db.transaction().execute(async (trx) => {
        const admins = await adminIds(trx)
        if (
          body.roles !== undefined &&
          !body.roles.includes('admin') &&
          admins.length === 1 &&
          admins[0] === id
        ) {
          throw new AdminError(adminCodes.forbidden, 'The last admin cannot lose the admin role.')
        }
        const row = await trx
          .updateTable('admin_users')
          .set({
            ...(body.roles === undefined ? {} : { roles: encodeRoleKeys(body.roles) }),
            ...(body.name === undefined ? {} : { name: body.name.trim() }),
            ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
            ...(body.introduction === undefined ? {} : { introduction: body.introduction }),
            ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .returning(userColumns)
          .executeTakeFirst()
        if (row === undefined) throw new AdminError(adminCodes.notFound, 'No user with this id.')
        if (passwordHash !== undefined) await admin.adminSessions.revokeUser(id, 'revoked', trx)
        return row
      })
      return adminSuccess({ user: viewOf(updated) })
    },
  )

  admin.delete(
    '/vue-element-admin/user/:id',
    { onRequest: onlyAdmin, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params as { id: string }
      if (id === adminOf(request).userId)
        throw new AdminError(adminCodes.forbidden, 'You cannot delete yourself.')
      await db.transaction().execute(async (trx) => {
        const admins = await adminIds(trx)
        if (admins.length === 1 && admins[0] === id) {
          throw new AdminError(adminCodes.forbidden, 'The last admin cannot be deleted.')
        }
        const deleted = await trx.deleteFrom('admin_users').where('id', '=', id).executeTakeFirst()
        if (deleted.numDeletedRows !== 1n) throw new AdminError(adminCodes.notFound, 'No user with this id.')
      })
      return adminSuccess('success')
    },
  )
}
