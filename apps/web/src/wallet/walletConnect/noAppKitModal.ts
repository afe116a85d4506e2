/**
 * Stands in for `@reown/appkit/core` (vite.config.ts aliases it here): TokenBox draws the
 * WalletConnect QR code in its own connect dialog and never turns on the provider's QR modal, the
 * only caller of this function.
 */
export function createAppKit(): never {
  throw new Error('The WalletConnect QR modal is not bundled: TokenBox shows the QR code itself')
}
