import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import type { BackendRequestOptions } from '@tokenbox/core/request/types.ts'
import type { Address } from 'viem'
import { defaultLocalRpcUrl, type LocalChainInfo } from './localChain.ts'

const isAddress = (value: unknown): value is Address =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * Asks the server whether the local chain is enabled (GET /api/v1/web/chains/local: the contents
 * of local-deployments.json, 404 when disabled) and returns its node URL and contract addresses,
 * or null when it is not enabled.
 *
 * A server that cannot be reached, or answers in an unexpected shape, also yields null: the app
 * then starts with the public chains only instead of failing to start.
 *
 * @example
 * const localChain = await fetchLocalChain()
 * localChain?.contracts.usdt // '0x5FbD...'
 */
export async function fetchLocalChain(options: BackendRequestOptions = {}): Promise<LocalChainInfo | null> {
  try {
    // A short timeout: the first paint waits for this answer.
    const reply = await backendGet('/api/v1/web/chains/local', undefined, { timeoutMs: 5000, ...options })
    return parseLocalChainInfo(reply.data)
  } catch (error) {
    // 404 is the normal answer when the local chain is off; either way the app goes on without it.
    console.info('Local chain not available:', error instanceof Error ? error.message : error)
    return null
  }
}

function parseLocalChainInfo(data: unknown): LocalChainInfo | null {
  if (typeof data !== 'object' || data === null) return null
  const { chainId, rpcUrl, contracts } = data as Record<string, unknown>
  if (typeof chainId !== 'number') return null
  const addresses: LocalChainInfo['contracts'] = {}
  if (typeof contracts === 'object' && contracts !== null) {
    for (const [name, address] of Object.entries(contracts)) if (isAddress(address)) addresses[name] = address
  }
  // The node's URL when the server states it; else the fixed address `make start` runs it on.
  // A relative URL would mean the server relays the node's JSON-RPC itself.
  const url = typeof rpcUrl === 'string' ? rpcUrl : defaultLocalRpcUrl
  return { chainId, rpcUrl: new URL(url, window.location.origin).toString(), contracts: addresses }
}
