import { useConnect, useConnectors } from 'wagmi'
import { setUserDisconnected } from '../userDisconnected.ts'

export type ConnectWalletOptions = {
  onSuccess?: () => void
  /** Called after a failure has been logged (spec 000 section 8: logged only). */
  onError?: () => void
}

/**
 * Connects the wagmi connector `connectorId` (the wallet asks for account access:
 * eth_requestAccounts). A failure is only logged, as spec 000 section 8 asks; a success forgets
 * an earlier "user disconnected" so auto-connect works again on later visits.
 *
 * @example
 * const { connectWallet, pendingConnectorId } = useConnectWallet()
 * connectWallet('io.metamask', { onSuccess: close, onError: close })
 */
export function useConnectWallet() {
  const connectors = useConnectors()
  const { mutate, isPending, variables } = useConnect()
  const connectWallet = (connectorId: string, options: ConnectWalletOptions = {}) => {
    const connector = connectors.find((candidate) => candidate.id === connectorId)
    if (!connector) {
      console.warn(`Wallet connection failed: no connector "${connectorId}"`)
      options.onError?.()
      return
    }
    mutate(
      { connector },
      {
        onSuccess: () => {
          setUserDisconnected(false)
          options.onSuccess?.()
        },
        onError: (error) => {
          console.warn('Wallet connection failed', error)
          options.onError?.()
        },
      },
    )
  }
  const pending = isPending ? variables?.connector : undefined
  const pendingConnectorId = pending && 'id' in pending ? pending.id : undefined
  return { connectWallet, pendingConnectorId }
}
