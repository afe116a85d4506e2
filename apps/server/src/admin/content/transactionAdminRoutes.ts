import type { FastifyPluginAsync } from 'fastify'
import {
  type DeploymentKind,
  dashboardStats,
  deploymentKinds,
  listDeployments,
} from '../../content/deployments.ts'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { adminSuccess } from '../adminEnvelope.ts'
import { requireAdmin } from '../requireAdmin.ts'
import { adminListRoute } from './adminListRoute.ts'
import { chainIdProperty, contentReaders } from './contentSchemas.ts'

/**
 * The console's transaction list and dashboard numbers, under /prod-api/vue-element-admin:
 *
 * - GET transaction/list?page&limit&kind&chainId -> {total, items: [{id, kind, chainId, address,
 *   template, txHash, deployer, createdAt}]}: the deployments the web app reported (POST
 *   /api/v1/web/deployments), newest first; spec 000's mock transaction list made real
 *   [admin, editor, visitor].
 * - GET dashboard/stats?days (1..366, default 30) -> DashboardStats (content/deployments.ts):
 *   deployments per day and kind, feedback per day and status, VIP levels in force per chain and
 *   totals [admin, editor, visitor].
 *
 * @example
 * await admin.register(transactionAdminRoutes, { prefix: '/vue-element-admin', database })
 */
export const transactionAdminRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  admin,
  options,
) => {
  const { db } = options.database

  adminListRoute<{ kind?: DeploymentKind; chainId?: number }>(
    admin,
    '/transaction/list',
    { kind: { type: 'string', enum: deploymentKinds }, chainId: chainIdProperty },
    (query) => listDeployments(db, query, query),
  )

  admin.get(
    '/dashboard/stats',
    {
      onRequest: requireAdmin({ roles: contentReaders }),
      schema: {
        querystring: {
          type: 'object',
          properties: { days: { type: 'integer', minimum: 1, maximum: 366, default: 30 } },
          additionalProperties: false,
        },
      },
    },
    async (request) =>
      adminSuccess(await dashboardStats(db, { days: (request.query as { days: number }).days })),
  )
}
