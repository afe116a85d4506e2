import type { ComponentType } from 'react'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { WrongNetworkAlert } from '../../wallet/network/WrongNetworkAlert.tsx'

/**
 * `Screen`, or while the wallet is on a chain TokenBox does not support, the request to switch
 * (spec: "a wallet on the wrong chain is asked to switch"). For every tool that reads or writes a
 * chain; tools that need none (Create Wallet, Vanity, Unit Converter) stay usable on any chain.
 * Without it a tool on an unknown chain would, for instance, offer to deploy its contract there.
 *
 * @example
 * const GuardedSendPage = withSupportedNetwork(SendPage)
 */
export function withSupportedNetwork(Screen: ComponentType): ComponentType {
  function OnSupportedNetwork() {
    const { unsupported } = useCurrentNetwork()
    return unsupported ? <WrongNetworkAlert /> : <Screen />
  }
  OnSupportedNetwork.displayName = `withSupportedNetwork(${Screen.displayName ?? Screen.name})`
  return OnSupportedNetwork
}
