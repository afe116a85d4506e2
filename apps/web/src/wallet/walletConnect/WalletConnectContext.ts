import { createContext } from 'react'

/**
 * The operator's WalletConnect project id (server WALLETCONNECT_PROJECT_ID, from GET
 * /api/v1/web/config); undefined when not set, and then the connect dialog offers no WalletConnect.
 * Provided by AppProviders.
 */
export const WalletConnectContext = createContext<string | undefined>(undefined)
