import { type ReactNode, use } from 'react'
import { fetchWebConfig } from '../../../wallet/config/fetchWebConfig.ts'
import { createWagmiConfig } from '../../../wallet/createWagmiConfig.ts'
import { createRpcSwitch } from '../../../wallet/rpc/createRpcSwitch.ts'
import { WalletProviders } from '../../../wallet/WalletProviders.tsx'

let started: ReturnType<typeof startWallet> | undefined

async function startWallet() {
  const config = await fetchWebConfig()
  const rpcSwitch = createRpcSwitch()
  const wagmiConfig = createWagmiConfig({
    localChains: config.localChains,
    rpcUrls: config.rpcUrls,
    rpcSwitch,
  })
  return { config, rpcSwitch, wagmiConfig }
}

/**
 * The operator's browser wallet inside the console, for the pages that sign (the launchpad fees):
 * the public app's wallet configuration (the server's local chains and RPC overrides, the same
 * connectors), created once with the first such page and kept for the console's lifetime. Only those
 * pages load it: the rest of the console never talks to a chain.
 *
 * @example
 * <ConsoleWallet><LaunchpadFeesPanel /></ConsoleWallet>
 */
export function ConsoleWallet({ children }: { children: ReactNode }) {
  started ??= startWallet()
  const { config, rpcSwitch, wagmiConfig } = use(started)
  return (
    <WalletProviders
      wagmiConfig={wagmiConfig}
      localChains={config.localChains}
      walletConnectProjectId={config.walletConnectProjectId}
      rpcSwitch={rpcSwitch}
    >
      {children}
    </WalletProviders>
  )
}
