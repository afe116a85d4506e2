/** localStorage key remembering that the user disconnected on purpose. */
export const userDisconnectedStorageKey = 'tokenbox.wallet.userDisconnected'

/**
 * Whether the user disconnected the wallet themselves: auto-connect (5 s after load) then stays
 * away until they connect again. Storage blocked by the browser counts as "not disconnected".
 *
 * @example
 * if (!hasUserDisconnected()) connectFirstDetected()
 */
export function hasUserDisconnected(): boolean {
  try {
    return window.localStorage.getItem(userDisconnectedStorageKey) === '1'
  } catch {
    return false
  }
}

/**
 * Records (true) or forgets (false) that the user disconnected on purpose.
 *
 * @example
 * setUserDisconnected(true) // on "Disconnect"
 */
export function setUserDisconnected(disconnected: boolean): void {
  try {
    if (disconnected) window.localStorage.setItem(userDisconnectedStorageKey, '1')
    else window.localStorage.removeItem(userDisconnectedStorageKey)
  } catch {
    // Storage blocked: auto-connect may fire again after a reload, which is the lesser evil.
  }
}
