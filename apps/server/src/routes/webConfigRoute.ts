import type { FastifyPluginAsync } from 'fastify'
import { LocalDeploymentsInvalidError, readLocalDeployments } from '../local/readLocalDeployments.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

export type WebConfigRouteOptions = {
  /** config.rpcUrls: RPC_URL_<chainId> overrides. */
  rpcUrls: Readonly<Record<number, string>>
  localDeployments: string | undefined
}

/** What the web app learns from the server at start. */
export type WebConfig = {
  /** Chain id (decimal text, as JSON keys are) -> RPC URL replacing the catalogue's for that chain. */
  rpcUrls: Readonly<Record<string, string>>
  /** The local chain's deployments (local-deployments.json), or null when the local chain is off. */
  localChain: unknown
}

/**
 * `GET /api/v1/web/config`: the operator's settings the browser needs: RPC overrides and the local
 * chain. Explorer API keys are deliberately absent: anything sent here is readable by every
 * visitor, so explorer calls that need a key go through the server (the explorer read proxy and
 * Sourcecode Verify routes) and the keys stay in `config.explorerApiKeys`. Never cached, because
 * the local chain can be redeployed while the server runs.
 *
 * @example
 * // GET /api/v1/web/config
 * // 200 { status: '1', message: 'OK', data: { rpcUrls: { '56': 'https://bsc.example/rpc' }, localChain: null } }
 */
export const webConfigRoute: FastifyPluginAsync<WebConfigRouteOptions> = async (app, options) => {
  const { rpcUrls, localDeployments } = options
  app.get('/v1/web/config', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    let localChain: unknown
    try {
      localChain = await readLocalDeployments(localDeployments)
    } catch (error) {
      if (!(error instanceof LocalDeploymentsInvalidError)) throw error
      // As /v1/web/chains/local: say so rather than pretend the local chain is off; a retry succeeds
      // once a redeploy has finished writing the file.
      request.log.error({ file: localDeployments }, 'local deployments file is not valid JSON')
      return reply.code(500).send(failureEnvelope('local deployments file is not valid JSON'))
    }
    return successEnvelope<WebConfig>({ rpcUrls, localChain })
  })
}
