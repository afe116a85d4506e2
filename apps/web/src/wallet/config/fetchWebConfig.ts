import { defineLocalChainEntry } from '@tokenbox/core/chains/defineLocalChainEntry.ts'
import type { LocalContracts, LocalDeployments } from '@tokenbox/core/local/localDeployments.ts'
import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import type { BackendRequestOptions } from '@tokenbox/core/request/types.ts'
import type { LocalChainInfo } from '../localChain.ts'

/** What the app learns from the server before its first paint. */
export type WebConfig = {
  /** Chain id -> the operator's RPC URL replacing the catalogue's (RPC_URL_<id> on the server). */
  rpcUrls: Record<number, string>
  /** The local chains the server enabled (the default one first), else none. */
  localChains: LocalChainInfo[]
  /** The operator's WalletConnect project id (WALLETCONNECT_PROJECT_ID); absent: no WalletConnect. */
  walletConnectProjectId?: string
}

// localDeployments.ts reads files with node:fs, so its runtime list of names is not importable here.
// The lock is not among them: without it the lock screen offers to deploy one, like on a real chain.
const localContractNames: readonly (keyof LocalContracts)[] = [
  'multicall3',
  'weth',
  'factory',
  'router',
  'usdt',
  'usdc',
]

const isAddress = (value: unknown): boolean => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * Asks the server for its web settings (GET /api/v1/web/config -> { rpcUrls, localChains,
 * walletConnectProjectId? }).
 *
 * A server that cannot be reached, or answers in an unexpected shape, yields no overrides and no
 * local chains: the app then starts on the catalogue's public endpoints instead of failing to start.
 *
 * @example
 * const { rpcUrls, localChains } = await fetchWebConfig()
 * createWagmiConfig({ rpcUrls, localChains })
 */
export async function fetchWebConfig(options: BackendRequestOptions = {}): Promise<WebConfig> {
  try {
    // A short timeout: the first paint waits for this answer.
    const reply = await backendGet('/api/v1/web/config', undefined, { timeoutMs: 5000, ...options })
    const data = (reply.data ?? {}) as {
      rpcUrls?: unknown
      localChains?: unknown
      walletConnectProjectId?: unknown
    }
    const projectId = data.walletConnectProjectId
    return {
      rpcUrls: parseRpcUrls(data.rpcUrls),
      localChains: parseLocalChains(data.localChains),
      ...(typeof projectId === 'string' && /^[0-9a-f]{32}$/i.test(projectId)
        ? { walletConnectProjectId: projectId }
        : {}),
    }
  } catch (error) {
    console.warn('Server settings not available; using the public chain endpoints', error)
    return { rpcUrls: {}, localChains: [] }
  }
}

function parseRpcUrls(value: unknown): Record<number, string> {
  const rpcUrls: Record<number, string> = {}
  if (typeof value !== 'object' || value === null) return rpcUrls
  for (const [id, url] of Object.entries(value)) {
    if (/^[1-9]\d*$/.test(id) && typeof url === 'string' && /^(https?|wss?):\/\//.test(url))
      rpcUrls[Number(id)] = url
  }
  return rpcUrls
}

/** Each well-formed local chain, once per chain id (the first file wins); a malformed one is left out. */
function parseLocalChains(value: unknown): LocalChainInfo[] {
  if (!Array.isArray(value)) return []
  const chains: LocalChainInfo[] = []
  for (const item of value) {
    const chain = parseLocalChain(item)
    if (chain && !chains.some((known) => known.chainId === chain.chainId)) chains.push(chain)
  }
  return chains
}

function parseLocalChain(value: unknown): LocalChainInfo | null {
  if (typeof value !== 'object' || value === null) return null
  const deployments = value as LocalDeployments
  if (typeof deployments.chainId !== 'number') return null
  if (!localContractNames.every((name) => isAddress(deployments.contracts?.[name]))) return null
  // The node's URL when the deploy step recorded it; else where `make start` runs it. A relative
  // URL would mean the server relays the node's JSON-RPC itself.
  const rpcUrl = new URL(deployments.rpcUrl ?? 'http://127.0.0.1:8545', window.location.origin).toString()
  const entry = defineLocalChainEntry({ ...deployments, rpcUrl })
  const instanceId = /^0x[0-9a-fA-F]{64}$/.test(String(deployments.instanceId))
    ? deployments.instanceId
    : undefined
  return {
    chainId: deployments.chainId,
    rpcUrl,
    contracts: deployments.contracts,
    entry,
    ...(instanceId ? { instanceId } : {}),
  }
}
