import { consoleRoutePaths } from '@tokenbox/core/admin/consoleRoutePaths.ts'
import { adminRequiredRoutePaths, consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { withRouteRoles } from '@tokenbox/core/admin/withRouteRoles.ts'
import type { AdminRoleView } from '@tokenbox/core/webApi/consoleRows.ts'
import type { FastifyPluginAsync } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { adminRoles } from '../auth/adminRoles.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { AdminRoleTable, Database } from '../db/Database.ts'
import { parseStoredStringList } from '../db/parseStoredStringList.ts'
import { adminCodes } from './adminCodes.ts'
import { AdminError, adminSuccess } from './adminEnvelope.ts'
import { roleKeySchema } from './adminSchemas.ts'
import { requireAdmin } from './requireAdmin.ts'

export type AdminRoleRoutesOptions = { database: DatabaseHandle }

/** A role as the API answers it (spec 000 "Demo role"). */
export type { AdminRoleView }

const knownPaths = new Set(consoleRoutePaths(consoleRoutes))

function viewOf(row: AdminRoleTable): AdminRoleView {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    routes: parseStoredStringList(row.routes),
  }
}

/** Built-in roles first in their usual order, then the others by key. */
function roleOrder(a: { key: string }, b: { key: string }): number {
  const rank = (key: string) => {
    const index = (adminRoles as readonly string[]).indexOf(key)
    return index === -1 ? adminRoles.length : index
  }
  return rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
}

/**
 * The route paths a role is given: known console paths only (40001 naming the first unknown one),
 * deduplicated, in the tree's order.
 */
function checkedRoutes(routes: readonly string[]): string[] {
  const unknown = routes.find((path) => !knownPaths.has(path))
  if (unknown !== undefined) {
    throw new AdminError(
      adminCodes.invalidInput,
      `Invalid routes: ${JSON.stringify(unknown)} is not a console route.`,
    )
  }
  return consoleRoutePaths(consoleRoutes).filter((path) => routes.includes(path))
}

/**
 * Every role, for the server's other code (switch-role, user roles) and GET roles.
 *
 * @example
 * const roles = await listAdminRoles(db) // [{ key: 'admin', ... }, { key: 'editor', ... }, ...]
 */
export async function listAdminRoles(db: Kysely<Database>): Promise<AdminRoleView[]> {
  const rows = await db.selectFrom('admin_roles').selectAll().execute()
  return rows.map(viewOf).sort(roleOrder)
}

const roleFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  description: { type: 'string', maxLength: 1000 },
  routes: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } },
} as const

const keyParams = { type: 'object', required: ['key'], properties: { key: roleKeySchema } } as const

/**
 * Roles and the console's routes under /prod-api/vue-element-admin (spec 000's mock calls, made real):
 *
 * - GET routes (any signed-in operator): the console's route tree (core's consoleRoutes) with each
 *   route's meta.roles computed from the roles table (core's withRouteRoles); the console filters it
 *   with filterConsoleRoutes and the session's roles.
 * - GET roles, POST role {key, name, description?, routes}, PUT role/:key {name?, description?, routes?},
 *   DELETE role/:key: admin only. Routes must be console paths. The admin role always keeps the roles
 *   and users pages (adminRequiredRoutePaths); the built-in roles admin, editor and visitor cannot be
 *   deleted (server routes name them in requireAdmin). Deleting a created role takes it from every
 *   user who had it, in one transaction of two statements whatever the number of holders.
 *
 * @example
 * await admin.register(adminRoleRoutes, { database })
 */
export const adminRoleRoutes: FastifyPluginAsync<AdminRoleRoutesOptions> = async (admin, options) => {
  const { db } = options.database
  const onlyAdmin = requireAdmin({ roles: ['admin'] })

  admin.get('/vue-element-admin/routes', { onRequest: requireAdmin() }, async () => {
    const roles = await listAdminRoles(db)
    return adminSuccess(withRouteRoles(consoleRoutes, roles))
  })

  admin.get('/vue-element-admin/roles', { onRequest: onlyAdmin }, async () =>
    adminSuccess(await listAdminRoles(db)),
  )

  admin.post(
    '/vue-element-admin/role',
    {
      onRequest: onlyAdmin,
      schema: {
        body: {
          type: 'object',
          required: ['key', 'name', 'routes'],
          properties: { key: roleKeySchema, ...roleFields },
        },
      },
    },
    async (request) => {
      const body = request.body as { key: string; name: string; description?: string; routes: string[] }
      const routes = checkedRoutes(body.routes)
      const now = new Date().toISOString()
      const row: AdminRoleTable = {
        key: body.key,
        name: body.name.trim(),
        description: body.description ?? '',
        routes: JSON.stringify(routes),
        created_at: now,
        updated_at: now,
      }
      const inserted = await db
        .insertInto('admin_roles')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst()
      if (inserted.numInsertedOrUpdatedRows !== 1n) {
        throw new AdminError(adminCodes.invalidInput, `Invalid key: a role with the key ${body.key} exists.`)
      }
      return adminSuccess(viewOf(row))
    },
  )

  admin.put(
    '/vue-element-admin/role/:key',
    {
      onRequest: onlyAdmin,
      schema: { params: keyParams, body: { type: 'object', properties: roleFields } },
    },
    async (request) => {
      const { key } = request.params as { key: string }
      const body = request.body as { name?: string; description?: string; routes?: string[] }
      const routes = body.routes === undefined ? undefined : checkedRoutes(body.routes)
      if (key === 'admin' && routes !== undefined) {
        const missing = adminRequiredRoutePaths.filter((path) => !routes.includes(path))
        if (missing.length > 0) {
          throw new AdminError(
            adminCodes.invalidInput,
            `Invalid routes: the admin role must keep ${missing.join(', ')} (the roles and users pages).`,
          )
        }
      }
      const updated = await db
        .updateTable('admin_roles')
        .set({
          ...(body.name === undefined ? {} : { name: body.name.trim() }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(routes === undefined ? {} : { routes: JSON.stringify(routes) }),
          updated_at: new Date().toISOString(),
        })
        .where('key', '=', key)
        .returningAll()
        .executeTakeFirst()
      if (updated === undefined) throw new AdminError(adminCodes.notFound, `No role with the key ${key}.`)
      return adminSuccess(viewOf(updated))
    },
  )

  admin.delete(
    '/vue-element-admin/role/:key',
    { onRequest: onlyAdmin, schema: { params: keyParams } },
    async (request) => {
      const { key } = request.params as { key: string }
      if ((adminRoles as readonly string[]).includes(key)) {
        throw new AdminError(adminCodes.forbidden, `The built-in role ${key} cannot be deleted.`)
      }
      await db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('admin_roles').where('key', '=', key).executeTakeFirst()
        if (deleted.numDeletedRows !== 1n)
          throw new AdminError(adminCodes.notFound, `No role with the key ${key}.`)
        // One statement for every holder, however many: roles are stored as compact JSON arrays of
        // keys (encodeRoleKeys), keys are [a-z0-9-] so they need no escaping, and the quotes make
        // each pattern match the whole key only. Taking `"key",` first, then `,"key"`, then `"key"`
        // leaves valid JSON whatever the key's place: ["a","key","b"], ["a","key"], ["key"].
        const quoted = JSON.stringify(key)
        await trx
          .updateTable('admin_users')
          .set({
            roles: sql<string>`replace(replace(replace(roles, ${`${quoted},`}, ''), ${`,${quoted}`}, ''), ${quoted}, '')`,
          })
          .where('roles', 'like', `%${quoted}%`)
          .execute()
      })
      return adminSuccess('success')
    },
  )
}
