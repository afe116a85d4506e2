import type { FastifyPluginAsync } from 'fastify'
import { successEnvelope } from './envelope.ts'
import { readLocalChainsForAnswer } from './readLocalChainsForAnswer.ts'

export type WebConfigRouteOptions = {
  /** config.rpcUrls: RPC_URL_<chainId> overrides. */
  rpcUrls: Readonly<Record<number, string>>
  /** config.localDeployments: the local chains' deployments files. */
  localDeployments: readonly string[]
  /** config.walletConnectProjectId (WALLETCONNECT_PROJECT_ID), when the operator set one. */
  walletConnectProjectId?: string | undefined
}

/** What the web app learns from the server at start. */
export type WebConfig = {
  /** Chain id (decimal text, as JSON keys are) -> RPC URL replacing the catalogue's for that chain. */
  rpcUrls: Readonly<Record<string, string>>
  /**
   * The enabled local chains' deployments (local-deployments.json, local-deployments-berlin.json),
   * in LOCAL_DEPLOYMENTS order; empty when no local chain is on.
   */
  localChains: unknown[]
  /**
   * The operator's WalletConnect project id; present only when set, and then the connect dialog
   * offers WalletConnect. Not a secret: every browser using WalletConnect sends it to the relay.
   */
  walletConnectProjectId?: string
}

/**
 * `GET /api/v1/web/config`: the operator's settings the browser needs: RPC overrides, the local
 * chains and the WalletConnect project id. Explorer API keys are deliberately absent: anything sent here is readable by every
 * visitor, so explorer calls that need a key go through the server (the explorer read proxy and
 * Sourcecode Verify routes) and the keys stay in `config.explorerApiKeys`. Never cached, because
 * a local chain can be redeployed while the server runs.
 *
 * @example
 * // GET /api/v1/web/config
 * // 200 { status: '1', message: 'OK', data: { rpcUrls: { '56': 'https://bsc.example/rpc' }, localChains: [] } }
 */
export const webConfigRoute: FastifyPluginAsync<WebConfigRouteOptions> = async (app, options) => {
  const { rpcUrls, localDeployments, walletConnectProjectId } = options
  app.get('/v1/web/config', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const localChains = await readLocalChainsForAnswer(localDeployments, request, reply)
    if (localChains === undefined) return reply
    return successEnvelope<WebConfig>({
      rpcUrls,
      localChains,
      ...(walletConnectProjectId ? { walletConnectProjectId } : {}),
    })
  })
}
