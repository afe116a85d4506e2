import type { FastifyPluginAsync } from 'fastify'
import { localChainIdOf } from '../local/readLocalDeployments.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'
import { readLocalChainsForAnswer } from './readLocalChainsForAnswer.ts'

export type LocalChainRouteOptions = { localDeployments: readonly string[] }

/**
 * `GET /api/v1/web/chains/local[?chainId=]`: a local chain's deployments (contract addresses written
 * by `make start`), so a client can use the local chain with working infrastructure: the first
 * enabled one (the default local chain, 31337, under `make start`), or the one of `chainId` (31338:
 * the older Berlin chain). 404 when that local chain is not enabled (LOCAL_DEPLOYMENTS unset or
 * its file missing). Read on every request and never cached: a redeploy rewrites the file while
 * the server runs. The web app gets every local chain at once from `/v1/web/config`.
 *
 * @example
 * // GET /api/v1/web/chains/local
 * // 200 { status: '1', message: 'OK', data: { chainId: 31337, contracts: { weth: '0x...', ... }, ... } }
 * // GET /api/v1/web/chains/local?chainId=31338
 * // 200 { status: '1', message: 'OK', data: { chainId: 31338, build: 'london', ... } }
 * // 404 { status: '0', message: 'local chain not enabled', data: null }
 */
export const localChainRoute: FastifyPluginAsync<LocalChainRouteOptions> = async (app, options) => {
  const { localDeployments } = options
  app.get('/v1/web/chains/local', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { chainId: chainIdText } = request.query as { chainId?: unknown }
    let chainId: number | undefined
    if (chainIdText !== undefined) {
      if (typeof chainIdText !== 'string' || !/^[1-9][0-9]{0,15}$/.test(chainIdText))
        return reply.code(400).send(failureEnvelope('invalid chainId'))
      chainId = Number(chainIdText)
    }
    const chains = await readLocalChainsForAnswer(localDeployments, request, reply)
    if (chains === undefined) return reply
    const deployments =
      chainId === undefined ? chains[0] : chains.find((chain) => localChainIdOf(chain) === chainId)
    if (deployments === undefined) return reply.code(404).send(failureEnvelope('local chain not enabled'))
    return successEnvelope(deployments)
  })
}
