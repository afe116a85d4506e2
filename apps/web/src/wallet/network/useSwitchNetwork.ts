import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { useState } from 'react'
import type { EIP1193Provider } from 'viem'
import { useConnection, useSwitchChain } from 'wagmi'
import { devWalletConnectorId } from '../config/devWallet.ts'
import { type SwitchChainFailure, switchWalletChain } from './switchWalletChain.ts'

export type SwitchNetworkOutcome =
  | { switched: true }
  | { switched: false; reason: SwitchChainFailure; target: ChainEntry }

/**
 * Switches the network: through the connected wallet (switch, add on 4902, switch again; see
 * switchWalletChain), or, with no wallet connected, the chain the app reads from. While the
 * wallet is asked, `pendingChainId` is the target; on a refusal it clears, so the selection
 * falls back to the wallet's current network (spec 000 section 4).
 *
 * @example
 * const { switchNetwork, pendingChainId } = useSwitchNetwork()
 * const outcome = await switchNetwork(bscEntry)
 */
export function useSwitchNetwork() {
  const { connector, isConnected } = useConnection()
  const { mutateAsync: switchAppChain } = useSwitchChain()
  const [pendingChainId, setPendingChainId] = useState<number>()

  const switchNetwork = async (target: ChainEntry): Promise<SwitchNetworkOutcome> => {
    setPendingChainId(target.id)
    try {
      if (!isConnected || !connector) {
        await switchAppChain({ chainId: target.id })
        return { switched: true }
      }
      const provider = (await connector.getProvider()) as Pick<EIP1193Provider, 'request'>
      const result = await switchWalletChain(provider, target)
      if (result.switched) return result
      console.warn(`Network switch to ${target.id} failed (${result.reason})`, result.error)
      // The Dev wallet cannot add a network because it signs on the local chains only: said so.
      const reason =
        result.reason === 'cannotAdd' && connector.id === devWalletConnectorId
          ? 'devWalletLocalOnly'
          : result.reason
      return { switched: false, reason, target }
    } catch (error) {
      console.warn(`Network switch to ${target.id} failed`, error)
      return { switched: false, reason: 'failed', target }
    } finally {
      setPendingChainId(undefined)
    }
  }
  return { switchNetwork, pendingChainId }
}
