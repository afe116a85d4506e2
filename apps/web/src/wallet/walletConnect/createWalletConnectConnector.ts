import type { CreateConnectorFn } from 'wagmi'
import { walletConnect } from 'wagmi/connectors/walletConnect'

/**
 * wagmi's WalletConnect connector for the operator's project. WalletConnect's own QR dialog is off:
 * the pairing URI goes to `onDisplayUri` and the connect dialog shows it as a QR code (a phone
 * wallet scans it) and as a link (a wallet app on the same phone opens it). Only this module
 * imports WalletConnect's code, and only the connect dialog imports this module, on demand: neither
 * is part of the dashboard's first load.
 *
 * @example
 * const { createWalletConnectConnector } = await import('./createWalletConnectConnector.ts')
 * connect({ connector: createWalletConnectConnector(projectId, setUri) })
 */
export function createWalletConnectConnector(
  projectId: string,
  onDisplayUri: (uri: string) => void,
): CreateConnectorFn {
  const { origin } = window.location
  const connectorFn = walletConnect({
    projectId,
    showQrModal: false,
    metadata: {
      name: 'TokenBox',
      description: 'Create, lock, send and manage tokens on EVM chains',
      url: origin,
      icons: [`${origin}/favicon.svg`],
    },
  })
  // The connector announces the URI on the emitter wagmi hands it; listen there before it starts.
  const withUri: CreateConnectorFn = (parameters) => {
    parameters.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') onDisplayUri(message.data)
    })
    return connectorFn(parameters)
  }
  return withUri
}
