import type { FastifyPluginAsync } from 'fastify'
import { LocalDeploymentsInvalidError, readLocalDeployments } from '../local/readLocalDeployments.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type LocalChainRouteOptions = { localDeployments: string | undefined }

/**
 * `GET /api/v1/web/chains/local`: the local chain's deployments (contract addresses written by
 * `make start`), so the web app can offer the local chain with working infrastructure. 404 when the
 * local chain is not enabled (LOCAL_DEPLOYMENTS unset or its file missing). Read on every request and
 * never cached: a redeploy rewrites the file while the server runs.
 *
 * @example
 * // GET /api/v1/web/chains/local
 * // 200 { status: '1', message: 'OK', data: { chainId: 31337, contracts: { weth: '0x...', ... }, ... } }
 * // 404 { status: '0', message: 'local chain not enabled', data: null }
 */
export const localChainRoute: FastifyPluginAsync<LocalChainRouteOptions> = async (app, options) => {
  const { localDeployments } = options
  app.get('/v1/web/chains/local', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    let deployments: unknown
    try {
      deployments = await readLocalDeployments(localDeployments)
    } catch (error) {
      if (!(error instanceof LocalDeploymentsInvalidError)) throw error
      // The client may retry: a redeploy finishes writing the file within moments.
      request.log.error({ file: localDeployments }, 'local deployments file is not valid JSON')
      return reply.code(500).send(failureEnvelope('local deployments file is not valid JSON'))
    }
    if (deployments === null) return reply.code(404).send(failureEnvelope('local chain not enabled'))
    return successEnvelope(deployments)
  })
}
