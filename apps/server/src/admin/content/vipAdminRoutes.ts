import type { FastifyPluginAsync } from 'fastify'
import { isAddress } from 'viem'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { deleteVipLevel } from '../../vip/deleteVipLevel.ts'
import { listVipLevels } from '../../vip/listVipLevels.ts'
import { setVipLevel } from '../../vip/setVipLevel.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError, adminSuccess } from '../adminEnvelope.ts'
import { requireAdmin } from '../requireAdmin.ts'
import { adminListRoute } from './adminListRoute.ts'
import { addressProperty, chainIdProperty, contentWriters, invalidInput } from './contentSchemas.ts'

/** Highest level the console may grant; the web app knows levels 0 to a handful. */
export const vipLevelMax = 99

function checkedAddress(address: string): string {
  // Mixed case with a wrong checksum is most likely a typo; refuse rather than grant the wrong address.
  if (!isAddress(address, { strict: true })) {
    throw invalidInput('address', 'wrong EIP-55 checksum')
  }
  return address.toLowerCase()
}

/**
 * VIP levels, read by the public lookup `/api/v1/web/vip/info` (which answers 0 once expiresAt has
 * passed), under /prod-api/vue-element-admin:
 *
 * - GET vip/list?page&limit&address&chainId -> {total, items: [{address, chainId, level, expiresAt,
 *   expired, updatedAt}]} [admin, editor, visitor].
 * - PUT vip {address, chainId, level (0..99), expiresAt? (ISO-8601, in the future; null: never;
 *   omitted: never for a new entry, unchanged for an existing one)} -> the entry [admin, editor].
 *   Sets the level of that address on that chain in one upsert (no read-merge-write).
 * - DELETE vip/:chainId/:address -> {deleted: true} [admin, editor]; 40004 when there was none.
 *
 * @example
 * await admin.register(vipAdminRoutes, { prefix: '/vue-element-admin', database })
 */
export const vipAdminRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (admin, options) => {
  const { db } = options.database

  adminListRoute<{ address?: string; chainId?: number }>(
    admin,
    '/vip/list',
    { address: addressProperty, chainId: chainIdProperty },
    (query) => listVipLevels(db, { address: query.address, chainId: query.chainId }, query),
  )

  admin.put(
    '/vip',
    {
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: {
        body: {
          type: 'object',
          required: ['address', 'chainId', 'level'],
          properties: {
            address: addressProperty,
            chainId: chainIdProperty,
            level: { type: 'integer', minimum: 0, maximum: vipLevelMax },
            expiresAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const body = request.body as {
        address: string
        chainId: number
        level: number
        expiresAt?: string | null
      }
      const address = checkedAddress(body.address)
      const expiresAt =
        body.expiresAt === undefined ? undefined : body.expiresAt === null ? null : new Date(body.expiresAt)
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw invalidInput('expiresAt', 'must be in the future')
      }
      await db
        .transaction()
        .execute((trx) => setVipLevel(trx, { address, chainId: body.chainId, level: body.level, expiresAt }))
      const { items } = await listVipLevels(db, { address, chainId: body.chainId }, { page: 1, limit: 1 })
      return adminSuccess(items[0])
    },
  )

  admin.delete(
    '/vip/:chainId/:address',
    {
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: {
        params: {
          type: 'object',
          required: ['chainId', 'address'],
          properties: { chainId: chainIdProperty, address: addressProperty },
        },
      },
    },
    async (request) => {
      const params = request.params as { chainId: number; address: string }
      const address = checkedAddress(params.address)
      const deleted = await db
        .transaction()
        .execute((trx) => deleteVipLevel(trx, { address, chainId: params.chainId }))
      if (!deleted) throw new AdminError(adminCodes.notFound, 'No VIP level for this address on this chain.')
      return adminSuccess({ deleted })
    },
  )
}
