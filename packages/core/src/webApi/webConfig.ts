import type { ChainEntry } from '../chains/types.ts'
import { defineLocalChainEntry } from '../local/defineLocalChainEntry.ts'
import { localChainContractNames } from '../local/localContractNames.ts'
import type { LocalContracts, LocalDeployments } from '../local/localDeployments.ts'

/**
 * What a TokenBox server tells a client about one local chain it enabled (`make start` runs two:
 * the default local chain and the older Berlin one): where to reach its node, where the
 * infrastructure contracts were deployed (its deployments file), and the catalogue entry built
 * from them (defineLocalChainEntry).
 */
export type LocalChainInfo = {
  chainId: number
  rpcUrl: string
  contracts: LocalContracts
  entry: ChainEntry
  /** Which instance of the chain this is (core/local/chainInstance.ts); absent in older deployments files. */
  instanceId?: string
}

/** What a client learns from `GET /api/v1/web/config`. */
export type WebConfig = {
  /** Chain id -> the operator's RPC URL replacing the catalogue's (RPC_URL_<id> on the server). */
  rpcUrls: Record<number, string>
  /** The local chains the server enabled (the default one first), else none. */
  localChains: LocalChainInfo[]
  /** The operator's WalletConnect project id (WALLETCONNECT_PROJECT_ID); absent: no WalletConnect. */
  walletConnectProjectId?: string
}

const isAddress = (value: unknown): boolean => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * The server's web settings from the `data` of its `/api/v1/web/config` answer, each part checked:
 * RPC overrides that are not http(s)/ws(s) URLs, local chains missing a contract and a malformed
 * WalletConnect id are left out. `origin` is the server's own (the web app's page, the extension's
 * site URL): a local chain's node URL is resolved against it.
 *
 * @example
 * parseWebConfig(reply.data, 'http://127.0.0.1:8080').localChains[0]?.entry.name // 'TokenBox Local'
 */
export function parseWebConfig(data: unknown, origin: string): WebConfig {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as {
    rpcUrls?: unknown
    localChains?: unknown
    walletConnectProjectId?: unknown
  }
  const projectId = fields.walletConnectProjectId
  const rpcUrls = parseRpcUrls(fields.rpcUrls)
  return {
    rpcUrls,
    localChains: parseLocalChains(fields.localChains, origin, rpcUrls),
    ...(typeof projectId === 'string' && /^[0-9a-f]{32}$/i.test(projectId)
      ? { walletConnectProjectId: projectId }
      : {}),
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
function parseLocalChains(
  value: unknown,
  origin: string,
  rpcUrls: Readonly<Record<number, string>>,
): LocalChainInfo[] {
  if (!Array.isArray(value)) return []
  const chains: LocalChainInfo[] = []
  for (const item of value) {
    const chain = parseLocalChain(item, origin, rpcUrls)
    if (chain && !chains.some((known) => known.chainId === chain.chainId)) chains.push(chain)
  }
  return chains
}

function parseLocalChain(
  value: unknown,
  origin: string,
  rpcUrls: Readonly<Record<number, string>>,
): LocalChainInfo | null {
  if (typeof value !== 'object' || value === null) return null
  const deployments = value as LocalDeployments
  if (typeof deployments.chainId !== 'number') return null
  if (!localChainContractNames.every((name) => isAddress(deployments.contracts?.[name]))) return null
  // The operator's public RPC for the chain (RPC_URL_<id>: a node behind a reverse proxy, one that
  // browsers of other machines reach); else the node's URL when the deploy step recorded it; else
  // where `make start` runs it. A relative URL would mean the server relays the node's JSON-RPC.
  const rpcUrl = new URL(
    rpcUrls[deployments.chainId] ?? deployments.rpcUrl ?? 'http://127.0.0.1:8545',
    origin,
  ).toString()
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
