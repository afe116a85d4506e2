import type { Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'

/**
 * Reconnects the page's wallets with WalletConnect among them, so a phone wallet paired before a
 * reload is connected again from its stored session without a new QR code (as Uniswap and
 * PancakeSwap do). The browser's own wallets reconnect in the same pass, as wagmi does on mount.
 * Imported only when a WalletConnect connection was stored (ResumeWalletConnect).
 *
 * @example
 * await reconnectWalletConnect(config, projectId)
 */
export async function reconnectWalletConnect(config: Config, projectId: string): Promise<void> {
  const walletConnect = createWalletConnectConnector(projectId)
  await reconnect(config, { connectors: [...config.connectors, walletConnect.connector] })
}
