import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { splitListRows } from '../forms/listText.ts'

/** Why a line of the key list was refused. */
export type KeyLineIssue =
  /** No column is a 32-byte hex private key, or the number is 0 or not below the curve order. */
  | 'invalidKey'
  /** An address column is present and is not the address the key controls. */
  | 'addressMismatch'

/** A sub-wallet: its key (lower-case hex with 0x) and the address derived from it. */
export type ImportedWallet = { line: number; privateKey: Hex; address: Address }

export type ParsePrivateKeysResult = {
  wallets: ImportedWallet[]
  /** Refused lines by number and reason; the key itself is never repeated here. */
  issues: { line: number; issue: KeyLineIssue }[]
  /** Lines whose key was already in the list (merged into the first one). */
  duplicates: number
}

const keyPattern = /^(?:0x)?[0-9a-f]{64}$/i
const addressPattern = /^0x[0-9a-f]{40}$/i

/**
 * Parses the private keys of a batch collection: one wallet per line, pasted or read from a
 * CSV/TXT/XLSX file. The key is the column made of 64 hex digits, with or without `0x`, in any
 * case; other columns are ignored, except that a column that is an address (as exported by the
 * create-wallet tool: `address,privateKey`) must be the key's own address, so a shifted or edited
 * spreadsheet cannot send someone else's balance list to the wrong key. Columns may be separated by
 * commas (also `，`), semicolons, tabs or spaces; quotes around a column are dropped. A first line
 * without any key or address (a header) is skipped. Duplicates are merged; every other bad line is
 * reported with its number and reason.
 *
 * Addresses are derived here, in the caller's process (the browser): nothing is sent anywhere.
 *
 * @example
 * parsePrivateKeys('0x59c6…690d\nac0974…ff80,0xf39F…2266')
 */
export function parsePrivateKeys(text: string): ParsePrivateKeysResult {
  const result: ParsePrivateKeysResult = { wallets: [], issues: [], duplicates: 0 }
  const seen = new Set<string>()
  let sawContent = false
  for (const row of splitListRows(text, { spaces: true })) {
    const { line } = row
    // Single quotes too: some exports wrap keys in them.
    const columns = row.columns.map((column) => column.replace(/^'(.*)'$/, '$1')).filter(Boolean)
    const keyColumn = columns.find((column) => keyPattern.test(column))
    const addressColumns = columns.filter((column) => addressPattern.test(column))
    const first = !sawContent
    sawContent = true
    if (!keyColumn) {
      if (first && addressColumns.length === 0) continue
      result.issues.push({ line, issue: 'invalidKey' })
      continue
    }
    const privateKey = `0x${keyColumn.replace(/^0x/i, '').toLowerCase()}` as Hex
    let address: Address
    try {
      address = privateKeyToAddress(privateKey)
    } catch {
      result.issues.push({ line, issue: 'invalidKey' })
      continue
    }
    if (addressColumns.some((column) => getAddress(column) !== address)) {
      result.issues.push({ line, issue: 'addressMismatch' })
      continue
    }
    if (seen.has(privateKey)) {
      result.duplicates++
      continue
    }
    seen.add(privateKey)
    result.wallets.push({ line, privateKey, address })
  }
  return result
}

/**
 * Adds newly imported wallets to a list, keeping the first of any address already there.
 *
 * @example
 * const { wallets, duplicates } = mergeImportedWallets(current, parsePrivateKeys(text).wallets)
 */
export function mergeImportedWallets<W extends { address: Address }>(
  existing: readonly W[],
  incoming: readonly W[],
): { wallets: W[]; duplicates: number } {
  const known = new Set(existing.map((wallet) => wallet.address))
  const wallets = [...existing]
  let duplicates = 0
  for (const wallet of incoming) {
    if (known.has(wallet.address)) {
      duplicates++
      continue
    }
    known.add(wallet.address)
    wallets.push(wallet)
  }
  return { wallets, duplicates }
}
