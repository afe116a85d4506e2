import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import type { BackendRequestOptions } from '@tokenbox/core/request/types.ts'
import { parseWebConfig, type WebConfig } from '@tokenbox/core/webApi/webConfig.ts'

export type { WebConfig }

/**
 * Asks the server for its web settings (GET /api/v1/web/config -> { rpcUrls, localChains,
 * walletConnectProjectId? }), checked by core's parseWebConfig.
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
    return parseWebConfig(reply.data, window.location.origin)
  } catch (error) {
    console.warn('Server settings not available; using the public chain endpoints', error)
    return { rpcUrls: {}, localChains: [] }
  }
}
