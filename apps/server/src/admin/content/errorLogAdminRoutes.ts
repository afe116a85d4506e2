import type { FastifyPluginAsync } from 'fastify'
import { clearClientErrors, listClientErrors } from '../../content/clientErrors.ts'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { adminSuccess } from '../adminEnvelope.ts'
import { requireAdmin } from '../requireAdmin.ts'
import { adminListRoute } from './adminListRoute.ts'
import { contentAdmins } from './contentSchemas.ts'

/**
 * The client error log (spec 000's error log, filled by browsers through POST /api/v1/web/errors),
 * under /prod-api/vue-element-admin:
 *
 * - GET errorlog/list?page&limit -> {total, items: [{id, message, stack, info, url, userAgent,
 *   createdAt}]}, newest first [admin, editor, visitor].
 * - DELETE errorlog -> {deleted: n} [admin].
 *
 * @example
 * await admin.register(errorLogAdminRoutes, { prefix: '/vue-element-admin', database })
 */
export const errorLogAdminRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  admin,
  options,
) => {
  const { db } = options.database

  adminListRoute(admin, '/errorlog/list', {}, (query) => listClientErrors(db, query))

  admin.delete('/errorlog', { onRequest: requireAdmin({ roles: contentAdmins }) }, async () =>
    adminSuccess({ deleted: await db.transaction().execute((trx) => clearClientErrors(trx)) }),
  )
}
