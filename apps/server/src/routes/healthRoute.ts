import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { checkLocalChain, type LocalChainHealth } from '../local/checkLocalChain.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type HealthRouteOptions = {
  database: DatabaseHandle
  version: string
  /** config.localDeployments: while its file exists, the local chain's node is checked too. */
  localDeployments: string | undefined
}

export type Health = {
  database: 'ok' | 'unreachable'
  dialect: DatabaseHandle['dialect']
  version: string
  /** Only while the local chain is enabled: whether its node answers, for the deployed chain. */
  localChain?: LocalChainHealth
}

/**
 * `GET /api/health`: 200 when the server can serve, 503 otherwise (load balancers, `make start`
 * and the e2e harness poll it). Reports the server version, the database dialect and whether the
 * database answers, and while the local chain is enabled whether its node answers for the chain
 * the contracts were deployed on (checkLocalChain, one eth_chainId within 1 s): with the local
 * chain enabled the product runs on it, so a dead node is a 503 too.
 *
 * @example
 * // GET /api/health
 * // { status: '1', message: 'OK', data: { database: 'ok', dialect: 'sqlite', version: '0.1.0' } }
 * // with the local chain: data.localChain = { chainId: 31337, node: 'ok' }
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, options) => {
  const { database, version, localDeployments } = options
  app.get('/health', async (request, reply) => {
    const [databaseAnswers, localChain] = await Promise.all([
      sql`select 1`.execute(database.db).then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error }, 'health: database unreachable')
          return false
        },
      ),
      checkLocalChain(localDeployments),
    ])
    const health: Health = {
      database: databaseAnswers ? 'ok' : 'unreachable',
      dialect: database.dialect,
      version,
      ...(localChain === null ? {} : { localChain }),
    }
    if (!databaseAnswers)
      return reply.code(503).send({ ...failureEnvelope('database unreachable'), data: health })
    if (localChain !== null && localChain.node !== 'ok') {
      return reply.code(503).send({ ...failureEnvelope('local chain unreachable'), data: health })
    }
    return successEnvelope(health)
  })
}
