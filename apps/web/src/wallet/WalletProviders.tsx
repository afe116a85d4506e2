import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { LocalChainContext } from './LocalChainContext.ts'
import type { LocalChainInfo } from './localChain.ts'
import type { RpcSwitch } from './rpc/createRpcSwitch.ts'
import { RpcSwitchContext } from './rpc/RpcSwitchContext.ts'
import { WalletConnectContext } from './walletConnect/WalletConnectContext.ts'

export type WalletProvidersProps = {
  wagmiConfig: Config
  /** The local chains the server enabled (none: `[]`). */
  localChains: readonly LocalChainInfo[]
  /** The operator's WalletConnect project id (GET /api/v1/web/config); none: no WalletConnect. */
  walletConnectProjectId?: string | undefined
  queryClient?: QueryClient | undefined
  /** The switchable RPC endpoints `wagmiConfig` reads through (createWagmiConfig's); none: no "Change RPC". */
  rpcSwitch?: RpcSwitch | null
  /**
   * Whether wagmi reconnects the stored connections on mount (default). startApp turns it off when
   * ResumeWalletConnect does that instead, with WalletConnect's connector among them.
   */
  reconnectOnMount?: boolean
  children: ReactNode
}

/**
 * The wallet's contexts: wagmi, the query cache, the local chains, the switchable RPCs and the
 * WalletConnect project id. The public app (AppProviders) and the console's launchpad fee page
 * (the operator's wallet) run inside the same ones.
 *
 * @example
 * <WalletProviders wagmiConfig={config} localChains={localChains}><WalletButton /></WalletProviders>
 */
export function WalletProviders({
  wagmiConfig,
  localChains,
  walletConnectProjectId,
  queryClient,
  rpcSwitch = null,
  reconnectOnMount = true,
  children,
}: WalletProvidersProps) {
  const client = useMemo(() => queryClient ?? new QueryClient(), [queryClient])
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={reconnectOnMount}>
      <QueryClientProvider client={client}>
        <LocalChainContext value={localChains}>
          <RpcSwitchContext value={rpcSwitch}>
            <WalletConnectContext value={walletConnectProjectId}>{children}</WalletConnectContext>
          </RpcSwitchContext>
        </LocalChainContext>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
