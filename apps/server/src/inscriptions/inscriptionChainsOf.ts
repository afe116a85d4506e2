import type { ServerConfig } from '../config.ts'
import { localChainIdOf, readLocalDeployments } from '../local/readLocalDeployments.ts'
import type { InscriptionChain } from './inscriptionFollower.ts'

/**
 * The chains whose inscriptions the server indexes: every enabled local chain whose deployments
 * file names its RPC (from its genesis; a reset re-indexes it), then the public chains of
 * INSCRIPTION_CHAINS (from the head at their first start). A chain id in both is the local one.
 *
 * @example
 * const chains = await inscriptionChainsOf(config) // [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', start: 'genesis', resettable: true, batchRequests: true }]
 */
export async function inscriptionChainsOf(
  config: Pick<ServerConfig, 'localDeployments' | 'inscriptionChains' | 'inscriptionStarts'>,
): Promise<InscriptionChain[]> {
  const chains: InscriptionChain[] = []
  for (const deployments of await readLocalDeployments(config.localDeployments)) {
    const chainId = localChainIdOf(deployments)
    const rpcUrl = (deployments as { rpcUrl?: unknown }).rpcUrl
    if (chainId === undefined || typeof rpcUrl !== 'string') continue
    chains.push({ chainId, rpcUrl, start: 'genesis', resettable: true, batchRequests: true })
  }
  for (const [chainId, rpcUrl] of Object.entries(config.inscriptionChains)) {
    if (chains.some((chain) => chain.chainId === Number(chainId))) continue
    chains.push({
      chainId: Number(chainId),
      rpcUrl,
      start: 'head',
      fromBlock: config.inscriptionStarts?.[Number(chainId)],
    })
  }
  return chains
}
