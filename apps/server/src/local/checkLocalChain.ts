import { LocalDeploymentsInvalidError, readLocalDeployments } from './readLocalDeployments.ts'

/** Where the local chain's node listens when local-deployments.json names none (`make start`'s). */
const defaultLocalRpcUrl = 'http://127.0.0.1:8545'

export type LocalChainHealth = {
  /** The chain id the contracts were deployed on (null: the deployments file is not readable). */
  chainId: number | null
  /**
   * `ok`: the node answers eth_chainId with that id; `unreachable`: no answer (or not JSON-RPC)
   * within the timeout; `otherChain`: a node answers, but for another chain (restarted afresh
   * elsewhere: none of the deployed contracts are there); `invalidDeployments`: the file is not JSON.
   */
  node: 'ok' | 'unreachable' | 'otherChain' | 'invalidDeployments'
}

/**
 * How the enabled local chain is doing, for /api/health: asks the node named by the deployments
 * file (its `rpcUrl`, else 127.0.0.1:8545) for eth_chainId. null when the local chain is not
 * enabled (LOCAL_DEPLOYMENTS unset or its file missing).
 *
 * @example
 * await checkLocalChain(config.localDeployments) // { chainId: 31337, node: 'ok' }
 */
export async function checkLocalChain(
  localDeployments: string | undefined,
  timeoutMs = 1000,
): Promise<LocalChainHealth | null> {
  let deployments: unknown
  try {
    deployments = await readLocalDeployments(localDeployments)
  } catch (error) {
    if (error instanceof LocalDeploymentsInvalidError) return { chainId: null, node: 'invalidDeployments' }
    throw error
  }
  if (deployments === null) return null
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
