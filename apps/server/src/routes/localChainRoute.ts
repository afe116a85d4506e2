import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsync } from 'fastify'
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
    if (localDeployments === undefined)
      return reply.code(404).send(failureEnvelope('local chain not enabled'))
    let text: string
    try {
      text = await readFile(localDeployments, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reply.code(404).send(failureEnvelope('local chain not enabled'))
      }
      throw error
    }
    try {
      return successEnvelope<unknown>(JSON.parse(text))
    } catch {
      // Most likely caught mid-write by a redeploy; the client may retry.
      request.log.error({ file: localDeployments }, 'local deployments file is not valid JSON')
      return reply.code(500).send(failureEnvelope('local deployments file is not valid JSON'))
    }
  })
}
