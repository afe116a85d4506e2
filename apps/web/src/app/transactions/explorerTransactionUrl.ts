/**
 * The page of transaction `hash` on a chain's explorer (Etherscan-style `/tx/<hash>`); undefined
 * on a chain without an explorer (the local chain).
 *
 * @example
 * explorerTransactionUrl(entry?.url, hash) // 'https://bscscan.com/tx/0x…'
 */
export function explorerTransactionUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  return explorerUrl ? `${explorerUrl}/tx/${hash}` : undefined
}
