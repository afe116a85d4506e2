/**
 * A wallet mark drawn by us: a rounded tile in the wallet's colour with a short monogram. The
 * wallets' own logos are their trademarks and are not copied; an announced (EIP-6963) wallet's
 * own icon is shown instead whenever the wallet is installed.
 *
 * @example
 * walletIcon('#f6851b', 'M') // 'data:image/svg+xml,...'
 */
export function walletIcon(background: string, monogram: string, foreground = '#fff'): string {
  const fontSize = monogram.length > 2 ? 11 : monogram.length === 2 ? 14 : 18
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="10" fill="${background}"/>` +
    `<text x="20" y="20" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="${foreground}">${monogram}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
