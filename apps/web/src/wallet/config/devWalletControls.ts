import { type DevWalletControls, devWalletConnectorId } from './devWallet.ts'

export type { DevWalletControls }

// Its own module: only the account dialog needs it, not the app's first paint (devWallet.ts is
// part of the wagmi config every page starts with).
/**
 * The Dev wallet's own controls on a wagmi connector, or undefined for any other wallet.
 *
 * @example
 * const dev = devWalletControls(connector)
 * if (dev) await dev.selectDevAccount(1) // Account 2
 */
export function devWalletControls(connector: { id: string } | undefined): DevWalletControls | undefined {
  if (connector?.id !== devWalletConnectorId) return undefined
  const controls = connector as Partial<DevWalletControls>
  return controls.selectDevAccount && controls.devAccounts && controls.devAccountIndex
    ? (controls as DevWalletControls)
    : undefined
}
