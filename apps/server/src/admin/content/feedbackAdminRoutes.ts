import type { FastifyPluginAsync } from 'fastify'
import {
  exportFeedback,
  type FeedbackQuery,
  feedbackCategories,
  feedbackStatuses,
  listFeedback,
  setFeedbackStatus,
} from '../../content/feedback.ts'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError, adminSuccess } from '../adminEnvelope.ts'
import { requireAdmin } from '../requireAdmin.ts'
import {
  contentReaders,
  contentWriters,
  idProperty,
  pagingProperties,
  sortProperty,
} from './contentSchemas.ts'

const filterProperties = {
  status: { type: 'string', enum: feedbackStatuses },
  category: { type: 'string', enum: feedbackCategories },
  q: { type: 'string', maxLength: 200 },
  sort: sortProperty,
} as const

/**
 * The feedback inbox of the console, under /prod-api/vue-element-admin:
 *
 * - GET feedback/list?page&limit&status&category&q&sort -> {total, items} [admin, editor, visitor];
 *   q searches description, email and contact (case-insensitive substring).
 * - GET feedback/export?status&category&q&sort -> {total, items} with every matching row (the
 *   console builds its XLSX / zip exports from it) [admin, editor, visitor].
 * - PUT feedback/:id {status: open|handled} -> the row [admin, editor]; 40004 for an unknown id.
 *
 * @example
 * await admin.register(feedbackAdminRoutes, { prefix: '/vue-element-admin', database })
 */
export const feedbackAdminRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  admin,
  options,
) => {
  const { db } = options.database

  admin.get(
    '/feedback/list',
    {
      preHandler: requireAdmin({ roles: contentReaders }),
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pagingProperties, ...filterProperties },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const query = request.query as FeedbackQuery & { page: number; limit: number }
      return adminSuccess(await listFeedback(db, query, { page: query.page, limit: query.limit }))
    },
  )

  admin.get(
    '/feedback/export',
    {
      preHandler: requireAdmin({ roles: contentReaders }),
      schema: { querystring: { type: 'object', properties: filterProperties, additionalProperties: false } },
    },
    async (request) => {
      const items = await exportFeedback(db, request.query as FeedbackQuery)
      return adminSuccess({ total: items.length, items })
    },
  )

  admin.put(
    '/feedback/:id',
    {
      preHandler: requireAdmin({ roles: contentWriters }),
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: idProperty } },
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: feedbackStatuses } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number }
      const { status } = request.body as { status: (typeof feedbackStatuses)[number] }
      const feedback = await setFeedbackStatus(db, { id, status })
      if (!feedback) throw new AdminError(adminCodes.notFound, 'No feedback with this id.')
      return adminSuccess(feedback)
    },
  )
}
