import type { CreateConnectorFn } from 'wagmi'
import { walletConnect } from 'wagmi/connectors/walletConnect'
import {
  type ClosableWalletConnectProvider,
  closeWalletConnectProvider,
  reopenWalletConnectProvider,
} from './closeWalletConnectProvider.ts'

/**
 * The last close under way: WalletConnect's core is shared by every attempt of the page, so a new
 * attempt waits until the previous one has closed it, or that close would cut the new pairing.
 */
let lastClose: Promise<void> = Promise.resolve()

export type WalletConnectConnector = {
  /** wagmi's WalletConnect connector, for `connect` or `reconnect`. */
  connector: CreateConnectorFn
  /**
   * Gives the attempt up: its `connect` rejects with `reason` and the provider's relay connection
   * and timers stop (closeWalletConnectProvider), so nothing keeps running in the background.
   */
  close: (reason: Error) => Promise<void>
}

/**
 * wagmi's WalletConnect connector for the operator's project. WalletConnect's own QR dialog is off:
 * the pairing URI goes to `onDisplayUri` and the connect dialog shows it as a QR code (a phone
 * wallet scans it) and as a link (a wallet app on the same phone opens it). Only this module
 * imports WalletConnect's code, and it is only imported on demand (the connect dialog's click, or
 * a stored session at start): it is never part of the dashboard's first load.
 *
 * @example
 * const { createWalletConnectConnector } = await import('./createWalletConnectConnector.ts')
 * const attempt = createWalletConnectConnector(projectId, setUri)
 * connect({ connector: attempt.connector })
 */
export function createWalletConnectConnector(
  projectId: string,
  onDisplayUri: (uri: string) => void = () => {},
): WalletConnectConnector {
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
  let giveUp: (reason: Error) => void = () => {}
  const givenUp = new Promise<never>((_resolve, reject) => {
    giveUp = reject
  })
  givenUp.catch(() => {})
  let provider: (() => Promise<unknown>) | undefined

  const connector: CreateConnectorFn = (parameters) => {
    // The connector announces the URI on the emitter wagmi hands it; listen there before it starts.
    parameters.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') onDisplayUri(message.data)
    })
    const base = connectorFn(parameters)
    provider = () => base.getProvider()
    return {
      ...base,
      // `this` is the connector wagmi assembles from this object, as in wagmi's own connector.
      async connect(this: typeof base, options) {
        const connecting = (async () => {
          await lastClose
          await reopenWalletConnectProvider((await this.getProvider()) as ClosableWalletConnectProvider)
          return base.connect.call(this, options)
        })()
        return Promise.race([connecting, givenUp])
      },
    } as ReturnType<typeof connectorFn>
  }

  const close = (reason: Error) => {
    giveUp(reason)
    const previous = lastClose
    lastClose = (async () => {
      await previous
      // wagmi asked the connector for its provider when it set the connector up: this is that one.
      const current = await provider?.().catch(() => undefined)
      if (current) await closeWalletConnectProvider(current as ClosableWalletConnectProvider)
    })().catch((error: unknown) => console.warn('Closing WalletConnect failed', error))
    return lastClose
  }
  return { connector, close }
}
