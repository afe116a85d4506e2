import { useEffect } from 'react'
import { useConfig } from 'wagmi'

const resumed = new WeakSet<object>()

/**
 * Puts back the WalletConnect connection this browser had before the page loaded: rendered by
 * startApp instead of wagmi's own reconnect on mount (AppProviders `reconnectOnMount={false}`)
 * when hasStoredWalletConnectConnection says there is one. WalletConnect's code loads now, after
 * the first paint, and the browser's wallets reconnect with it. Should it fail to load, the page
 * is left disconnected, and the start-up's auto-connect (5 s after load) can still connect the browser's
 * wallet. wagmi's actions are not imported here: their entry point would bring every action into
 * the first paint.
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
        config.setState((state) => ({ ...state, status: 'disconnected' }))
      })
  }, [config, projectId])
  return null
}
