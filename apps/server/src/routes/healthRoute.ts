import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type HealthRouteOptions = { database: DatabaseHandle; version: string }

export type Health = {
  database: 'ok' | 'unreachable'
  dialect: DatabaseHandle['dialect']
  version: string
}

/**
 * `GET /api/health`: 200 when the database answers, 503 otherwise (load balancers and `make start`
 * poll it). Reports the server version and the database dialect.
 *
 * @example
 * // GET /api/health
 * // { status: '1', message: 'OK', data: { database: 'ok', dialect: 'sqlite', version: '0.1.0' } }
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, options) => {
  const { database, version } = options
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(database.db)
      return successEnvelope<Health>({ database: 'ok', dialect: database.dialect, version })
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable')
      const health: Health = { database: 'unreachable', dialect: database.dialect, version }
      return reply.code(503).send({ ...failureEnvelope('database unreachable'), data: health })
    }
  })
}
