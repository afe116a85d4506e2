let closeNotice: (() => void) | undefined

/**
 * Lets the no-wallet notice be closed from elsewhere (it lives in the lazily loaded startup
 * code): the notice registers how to close it while it is shown.
 *
 * @example
 * registerNoWalletNotice(() => api.destroy('no-wallet'))
 */
export function registerNoWalletNotice(close: (() => void) | undefined): void {
  closeNotice = close
}

/**
 * Closes the no-wallet notice if it is shown: once the user opens the wallet list, the list says
 * the same and the notice would only cover it.
 *
 * @example
 * useEffect(() => { if (open) closeNoWalletNotice() }, [open])
 */
export function closeNoWalletNotice(): void {
  closeNotice?.()
  closeNotice = undefined
}
