import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { checkLocalChains, type LocalChainHealth } from '../local/checkLocalChain.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type HealthRouteOptions = {
  database: DatabaseHandle
  version: string
  /** config.localDeployments: each local chain whose file exists has its node checked too. */
  localDeployments: readonly string[]
}

export type Health = {
  database: 'ok' | 'unreachable'
  dialect: DatabaseHandle['dialect']
  version: string
  /** Only while a local chain is enabled: whether each one's node answers, for its deployed chain. */
  localChains?: LocalChainHealth[]
}

/**
 * `GET /api/health`: 200 when the server can serve, 503 otherwise (load balancers, `make start`
 * and the e2e harness poll it). Reports the server version, the database dialect and whether the
 * database answers, and while local chains are enabled whether each node answers for the chain
 * its contracts were deployed on (checkLocalChains, one eth_chainId each within 1 s): with a local
 * chain enabled the product runs on it, so a dead node is a 503 too.
 *
 * @example
 * // GET /api/health
 * // { status: '1', message: 'OK', data: { database: 'ok', dialect: 'sqlite', version: '0.1.0' } }
 * // with the local chains: data.localChains = [{ chainId: 31337, node: 'ok' }, { chainId: 31338, node: 'ok' }]
 */
const noLocalChains: LocalChainHealth[] = []

export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, options) => {
  const { database, version, localDeployments } = options
  // Load balancers poll this: prepared once, like the public lookups, not built per request.
  const selectOne = database.prepare(
    'tokenbox_health',
    sql<{ one: number }>`select 1 as one`.compile(database.db),
  )
  // A few hundred bytes at most: below @fastify/compress's threshold, so its hooks are skipped.
  app.get('/health', { compress: false, decompress: false }, async (request, reply) => {
    const [databaseAnswers, localChains] = await Promise.all([
      selectOne([]).then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error }, 'health: database unreachable')
          return false
        },
      ),
      localDeployments.length === 0 ? noLocalChains : checkLocalChains(localDeployments),
    ])
    const health: Health = {
      database: databaseAnswers ? 'ok' : 'unreachable',
      dialect: database.dialect,
      version,
      ...(localChains.length === 0 ? {} : { localChains }),
    }
    if (!databaseAnswers)
      return reply.code(503).send({ ...failureEnvelope('database unreachable'), data: health })
    if (localChains.some((chain) => chain.node !== 'ok')) {
      return reply.code(503).send({ ...failureEnvelope('local chain unreachable'), data: health })
    }
    return successEnvelope(health)
  })
}
