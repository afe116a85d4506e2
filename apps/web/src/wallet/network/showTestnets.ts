import { useSyncExternalStore } from 'react'

/** localStorage key remembering the network switcher's "Show testnets" switch ('1' when on). */
export const showTestnetsStorageKey = 'tokenbox.network.showTestnets'

const listeners = new Set<() => void>()

function readShowTestnets(): boolean {
  try {
    return window.localStorage.getItem(showTestnetsStorageKey) === '1'
  } catch {
    // Storage blocked by the browser: testnets stay hidden, as by default.
    return false
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Turns the switcher's testnets on or off, remembered in this browser.
 *
 * @example
 * setShowTestnets(true) // Sepolia and BSC Testnet join the switcher, also after a reload
 */
export function setShowTestnets(show: boolean): void {
  try {
    if (show) window.localStorage.setItem(showTestnetsStorageKey, '1')
    else window.localStorage.removeItem(showTestnetsStorageKey)
  } catch {
    // Storage blocked: the switch still applies until the page is left.
    fallback = show
  }
  for (const listener of listeners) listener()
}

// Where the switch lives when localStorage refuses it.
let fallback: boolean | undefined

/**
 * Whether the network switcher lists the testnets (off by default: spec 000's switcher shows
 * mainnets only), re-rendering when it changes.
 *
 * @example
 * const showTestnets = useShowTestnets()
 */
export function useShowTestnets(): boolean {
  return useSyncExternalStore(subscribe, () => fallback ?? readShowTestnets())
}
