import type { InjectedFlags, ListedWallet } from './listedWallets.ts'

/** What the dialog needs of a wagmi connector (kept structural so the matching is testable). */
export type ConnectorSummary = {
  id: string
  name: string
  type: string
  icon?: string | undefined
}

/** One row of the connect dialog. */
export type WalletOption = {
  key: string
  name: string
  icon: string | undefined
  /**
   * listed: one of the fixed five; discovered: another EIP-6963 wallet; browser: a bare
   * window.ethereum; dev: the local Dev wallet; walletConnect: phone wallets through WalletConnect
   * (only with the operator's project id, see WalletConnectOption).
   */
  kind: 'listed' | 'discovered' | 'browser' | 'dev' | 'walletConnect'
  detected: boolean
  /** The wagmi connector that connects it, when detected. */
  connectorId?: string
  installUrl?: string
}

export type MatchWalletOptionsParameters = {
  listed: readonly ListedWallet[]
  connectors: readonly ConnectorSummary[]
  /** `window.ethereum`, if any. */
  injected: InjectedFlags | undefined
  /** The id of the Dev wallet connector, present only with the local chain. */
  devConnectorId?: string
}

/** wagmi's generic connector for `window.ethereum`. */
export const injectedConnectorId = 'injected'

/**
 * Builds the connect dialog's rows: the five listed wallets (detected through their EIP-6963
 * announcement, else through the flags of `window.ethereum`), then every other announced
 * wallet, then a bare `window.ethereum` nobody claimed, then the Dev wallet.
 *
 * @example
 * const options = matchWalletOptions({ listed: listedWallets, connectors, injected: window.ethereum })
 * options.find((option) => option.detected) // the first detected provider: auto-connect picks it
 */
export function matchWalletOptions({
  listed,
  connectors,
  injected,
  devConnectorId,
}: MatchWalletOptionsParameters): WalletOption[] {
  const announced = connectors.filter(
    (connector) => connector.id !== injectedConnectorId && connector.id !== devConnectorId,
  )
  const claimed = new Set<string>()
  let injectedClaimed = false

  const listedOptions = listed.map((wallet): WalletOption => {
    const byRdns = announced.find((connector) => wallet.rdns.includes(connector.id))
    if (byRdns) {
      claimed.add(byRdns.id)
      return {
        key: wallet.key,
        name: wallet.name,
        icon: byRdns.icon ?? wallet.icon,
        kind: 'listed',
        detected: true,
        connectorId: byRdns.id,
        installUrl: wallet.installUrl,
      }
    }
    // A provider recognised by its flags: connect through the generic injected connector, but
    // only once (two listed wallets never share one window.ethereum).
    if (injected && !injectedClaimed && wallet.matchesInjected(injected)) {
      injectedClaimed = true
      return {
        key: wallet.key,
        name: wallet.name,
        icon: wallet.icon,
        kind: 'listed',
        detected: true,
        connectorId: injectedConnectorId,
        installUrl: wallet.installUrl,
      }
    }
    return {
      key: wallet.key,
      name: wallet.name,
      icon: wallet.icon,
      kind: 'listed',
      detected: false,
      installUrl: wallet.installUrl,
    }
  })

  const discovered = announced
    .filter((connector) => !claimed.has(connector.id))
    .map(
      (connector): WalletOption => ({
        key: connector.id,
        name: connector.name,
        icon: connector.icon,
        kind: 'discovered',
        detected: true,
        connectorId: connector.id,
      }),
    )

  // A window.ethereum that no listed wallet claimed and no wallet announced: offered as
  // "Browser wallet". When wallets did announce, it is one of them and would appear twice.
  const browser: WalletOption[] =
    injected &&
    !injectedClaimed &&
    announced.length === 0 &&
    connectors.some((c) => c.id === injectedConnectorId)
      ? [
          {
            key: injectedConnectorId,
            name: 'Browser wallet',
            icon: undefined,
            kind: 'browser',
            detected: true,
            connectorId: injectedConnectorId,
          },
        ]
      : []

  const dev = connectors.find((connector) => connector.id === devConnectorId)
  const devOptions: WalletOption[] = dev
    ? [{ key: dev.id, name: dev.name, icon: dev.icon, kind: 'dev', detected: true, connectorId: dev.id }]
    : []

  return [...listedOptions, ...discovered, ...browser, ...devOptions]
}

/**
 * The provider auto-connect picks: the first detected wallet, never the Dev wallet (it is an
 * explicit, local-only choice).
 *
 * @example
 * const first = firstDetectedWallet(options)
 */
export function firstDetectedWallet(options: readonly WalletOption[]): WalletOption | undefined {
  return options.find((option) => option.detected && option.kind !== 'dev')
}
