import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Page, Paging } from '../../db/readPage.ts'
import { adminSuccess } from '../adminEnvelope.ts'
import { requireAdmin } from '../requireAdmin.ts'
import { contentReaders, pagingProperties } from './contentSchemas.ts'

/**
 * Registers one of the console's lists: GET `path`, for every console role, its query the paging
 * properties and `filters` (nothing else), answered with the page `list` reads for that query.
 *
 * @example
 * adminListRoute<{ kind?: UploadKind }>(admin, '/upload/list', { kind: { type: 'string', enum: uploadKinds } }, (query) =>
 *   listUploads(db, { kind: query.kind }, query),
 * )
 */
export function adminListRoute<Filters>(
  admin: FastifyInstance,
  path: string,
  filters: Record<string, object>,
  list: (query: Filters & Paging, request: FastifyRequest) => Promise<Page<unknown>>,
): void {
  admin.get(
    path,
    {
      onRequest: requireAdmin({ roles: contentReaders }),
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pagingProperties, ...filters },
          additionalProperties: false,
        },
      },
    },
    async (request) => adminSuccess(await list(request.query as Filters & Paging, request)),
  )
}
