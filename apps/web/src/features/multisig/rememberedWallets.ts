import { type Address, getAddress, isAddress } from 'viem'
import { chainStorageKey } from '../../wallet/localChainInstances.ts'

/** Wallets kept per chain: enough for anyone's list, small enough for localStorage. */
const maxRemembered = 30

const storageKey = (chainId: number) => chainStorageKey('multisig.wallets', chainId)

/**
 * Multisig wallets this browser opened or created on a chain, newest first. Decision: kept in the
 * browser (like the per-chain contracts in app/contracts), because a wallet the account joined by
 * an `addSigner` order is not in the factory's logs; forgotten with a reset local chain
 * (wallet/localChainInstances.ts); every entry is read from the chain before it is
 * shown as a wallet, so a stale entry only costs a line.
 */
export function readRememberedWallets(chainId: number): Address[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(chainId)) ?? '[]')
    return Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === 'string' && isAddress(item))
          .map((item) => getAddress(item))
      : []
  } catch {
    return []
  }
}

/** Puts `wallet` first in the chain's list (once). */
export function rememberWallet(chainId: number, wallet: Address): void {
  const address = getAddress(wallet)
  const list = [address, ...readRememberedWallets(chainId).filter((item) => item !== address)].slice(
    0,
    maxRemembered,
  )
  try {
    localStorage.setItem(storageKey(chainId), JSON.stringify(list))
  } catch {
    // Storage can be disabled: the wallet is still found from the factory's logs or by address.
  }
}

/** Drops `wallet` from the chain's list (the user's "forget"). */
export function forgetWallet(chainId: number, wallet: Address): void {
  const list = readRememberedWallets(chainId).filter((item) => item !== getAddress(wallet))
  try {
    localStorage.setItem(storageKey(chainId), JSON.stringify(list))
  } catch {
    // Nothing to undo.
  }
}
