import type { GeneratedWallet } from '@tokenbox/core/wallets/generateWallets.ts'
import type { WalletRequest } from '@tokenbox/core/wallets/walletJob.ts'
import type { TFunction } from 'i18next'
import type { TableCell } from '../../../app/files/downloadTable.ts'

/**
 * The rows of an export or "copy all": a header, then one line per wallet with its number,
 * address and private key; wallets from a mnemonic add their path and the mnemonic itself on
 * every line, so each line alone restores its wallet in any BIP39 wallet (and a sheet sorted or
 * filtered later still carries what it needs).
 */
export function walletTableRows(
  t: TFunction,
  request: WalletRequest,
  wallets: readonly GeneratedWallet[],
): TableCell[][] {
  const fromMnemonic = request.mode === 'mnemonic'
  const header = [t('table.number'), t('table.address'), t('table.privateKey')]
  if (fromMnemonic) header.push(t('table.path'), t('table.mnemonic'))
  return [
    header,
    ...wallets.map((wallet, position) => {
      const row: TableCell[] = [position + 1, wallet.address, wallet.privateKey]
      if (fromMnemonic) row.push(wallet.path, request.mnemonic)
      return row
    }),
  ]
}

/** The same rows as tab-separated text for the clipboard (pastes into a spreadsheet as columns). */
export function walletClipboardText(rows: readonly (readonly TableCell[])[]): string {
  return rows.map((row) => row.map((cell) => String(cell ?? '')).join('\t')).join('\n')
}
