import { deserialize } from 'wagmi'

/** The id wagmi's WalletConnect connector has (wagmi/connectors/walletConnect). */
export const walletConnectConnectorId = 'walletConnect'

/** Where wagmi keeps its state in this browser: its default storage (createWagmiConfig sets none). */
const wagmiStateKey = 'wagmi.store'

/**
 * Whether this browser left a WalletConnect connection when it last closed the app: wagmi keeps
 * its connections in localStorage (`wagmi.store`, `state.connections`) until the user disconnects
 * or the wallet ends the session. Read without loading any WalletConnect code, so the first paint
 * decides whether to load it (ResumeWalletConnect) and otherwise loads nothing.
 *
 * Call it before createWagmiConfig: creating the config writes its empty initial state there
 * before it reads the stored one back.
 *
 * @example
 * const resume = projectId !== undefined && hasStoredWalletConnectConnection()
 * const config = createWagmiConfig({ localChains })
 */
export function hasStoredWalletConnectConnection(): boolean {
  try {
    const stored = window.localStorage.getItem(wagmiStateKey)
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
