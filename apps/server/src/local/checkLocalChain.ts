import { LocalDeploymentsInvalidError, readLocalDeployments } from './readLocalDeployments.ts'

/** Where a local chain's node listens when its deployments file names none (`make start`'s first node). */
const defaultLocalRpcUrl = 'http://127.0.0.1:8545'

export type LocalChainHealth = {
  /** The chain id the contracts were deployed on (null: the deployments file is not readable). */
  chainId: number | null
  /**
   * `ok`: the node answers eth_chainId with that id; `unreachable`: no answer (or not JSON-RPC)
   * within the timeout; `otherChain`: a node answers, but for another chain (restarted afresh
   * elsewhere: none of the deployed contracts are there); `invalidDeployments`: a file is not JSON.
   */
  node: 'ok' | 'unreachable' | 'otherChain' | 'invalidDeployments'
}

/**
 * How the enabled local chains are doing, for /api/health: asks each node named by a deployments
 * file (its `rpcUrl`, else 127.0.0.1:8545) for eth_chainId, all at once. An empty list when no
 * local chain is enabled (LOCAL_DEPLOYMENTS unset or none of its files exists).
 *
 * @example
 * await checkLocalChains(config.localDeployments) // [{ chainId: 31337, node: 'ok' }, { chainId: 31338, node: 'ok' }]
 */
export async function checkLocalChains(
  localDeployments: readonly string[],
  timeoutMs = 1000,
): Promise<LocalChainHealth[]> {
  let chains: unknown[]
  try {
    chains = await readLocalDeployments(localDeployments)
  } catch (error) {
    if (error instanceof LocalDeploymentsInvalidError) return [{ chainId: null, node: 'invalidDeployments' }]
    throw error
  }
  return Promise.all(chains.map((deployments) => checkNode(deployments, timeoutMs)))
}

async function checkNode(deployments: unknown, timeoutMs: number): Promise<LocalChainHealth> {
  const { chainId, rpcUrl } = deployments as { chainId?: unknown; rpcUrl?: unknown }
  const deployedChainId = typeof chainId === 'number' ? chainId : null
  try {
    const response = await fetch(typeof rpcUrl === 'string' && rpcUrl ? rpcUrl : defaultLocalRpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const { result } = (await response.json()) as { result?: unknown }
    if (!response.ok || typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
      return { chainId: deployedChainId, node: 'unreachable' }
    }
    return { chainId: deployedChainId, node: Number(result) === deployedChainId ? 'ok' : 'otherChain' }
  } catch {
    return { chainId: deployedChainId, node: 'unreachable' }
  }
}
