import { type Config, deserialize } from 'wagmi'

/** The id wagmi's WalletConnect connector has (wagmi/connectors/walletConnect). */
export const walletConnectConnectorId = 'walletConnect'

/**
 * Whether this browser left a WalletConnect connection when it last closed the app: wagmi keeps
 * its connections in its storage (`<prefix>.store`, `state.connections`) until the user
 * disconnects or the wallet ends the session. Read without loading any WalletConnect code, so
 * the first paint decides whether to load it (ResumeWalletConnect) and otherwise loads nothing.
 *
 * @example
 * const resume = projectId !== undefined && hasStoredWalletConnectConnection(config)
 */
export function hasStoredWalletConnectConnection(config: Config): boolean {
  try {
    const prefix = config.storage?.key
    const stored = prefix ? window.localStorage.getItem(`${prefix}.store`) : null
    if (!stored) return false
    const connections = (deserialize(stored) as { state?: { connections?: unknown } } | null)?.state
      ?.connections
    if (!(connections instanceof Map)) return false
    return [...connections.values()].some(
      (connection: { connector?: { id?: unknown } }) => connection.connector?.id === walletConnectConnectorId,
    )
  } catch {
    // Storage blocked or not wagmi's format: nothing to resume.
    return false
  }
}
