import { formatBalance } from '@tokenbox/core/format/formatBalance.ts'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { LoadingBars } from '../../app/layout/LoadingBars.tsx'
import { useNativeBalance } from '../../wallet/useNativeBalance.ts'

/**
 * The wallet card's native balance (4 decimals, `0.000` when empty), loading bars while it loads,
 * a dash when it could not be read.
 * Its own module so that the query engine behind it (TanStack's observer, ~3 kB gzip) loads once
 * a wallet is connected rather than with the dashboard.
 *
 * @example
 * <NativeBalanceValue address={address} chainId={chain.id} />
 */
export function NativeBalanceValue({ address, chainId }: { address: Address; chainId: number }) {
  const balance = useNativeBalance(address, chainId)
  const { i18n } = useTranslation()
  if (balance.data) {
    return (
      <strong data-testid="wallet-balance">
        {formatBalance(balance.data.value, balance.data.decimals, i18n.language)} {balance.data.symbol}
      </strong>
    )
  }
  // A failed read (the layout then says the RPC does not answer) is a dash, not bars forever.
  return balance.isError ? <span data-testid="wallet-balance">—</span> : <LoadingBars inline width={120} />
}
