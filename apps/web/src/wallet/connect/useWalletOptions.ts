import { useConnectors } from 'wagmi'
import { devWalletConnectorId } from '../config/devWallet.ts'
import { type InjectedFlags, listedWallets } from './listedWallets.ts'
import { matchWalletOptions, type WalletOption } from './matchWalletOptions.ts'

/**
 * The connect dialog's rows for this browser: the five listed wallets with their detected state,
 * other discovered wallets, and the Dev wallet when the local chain is on. Re-renders when a
 * wallet announces itself late (wagmi adds its connector).
 *
 * @example
 * const options = useWalletOptions()
 */
export function useWalletOptions(): WalletOption[] {
  const connectors = useConnectors()
  const injected =
    typeof window === 'undefined' ? undefined : (window as { ethereum?: InjectedFlags }).ethereum
  return matchWalletOptions({
    listed: listedWallets,
    connectors,
    injected: typeof injected === 'object' && injected !== null ? injected : undefined,
    devConnectorId: devWalletConnectorId,
  })
}
