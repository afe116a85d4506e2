import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { reconnect } from 'wagmi/actions'

const resumed = new WeakSet<object>()

/**
 * Puts back the WalletConnect connection this browser had before the page loaded: rendered by
 * startApp instead of wagmi's own reconnect on mount (AppProviders `reconnectOnMount={false}`)
 * when hasStoredWalletConnectConnection says there is one. WalletConnect's code loads now, after
 * the first paint, and the browser's wallets reconnect with it; should it fail to load, they
 * reconnect without it.
 *
 * @example
 * {resume && <ResumeWalletConnect projectId={projectId} />}
 */
export function ResumeWalletConnect({ projectId }: { projectId: string }) {
  const config = useConfig()
  useEffect(() => {
    // Once per page (StrictMode runs effects twice in development).
    if (resumed.has(config)) return
    resumed.add(config)
    // Until it is done, the wallet button says "connecting" and the 5 s auto-connect stays away.
    config.setState((state) => ({ ...state, status: state.current ? 'reconnecting' : 'connecting' }))
    void import('./reconnectWalletConnect.ts')
      .then(({ reconnectWalletConnect }) => reconnectWalletConnect(config, projectId))
      .catch((error: unknown) => {
        console.warn('WalletConnect could not be resumed', error)
        return reconnect(config)
      })
  }, [config, projectId])
  return null
}
