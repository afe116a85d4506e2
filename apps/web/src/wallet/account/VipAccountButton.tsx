import { useVipLevel } from '../vip/useVipLevel.ts'
import { AccountButton, type AccountButtonProps } from './AccountButton.tsx'

/**
 * The header's account button with the account's VIP level. Its own module so that the query
 * engine behind the lookup (TanStack's observer, ~3 kB gzip) loads once a wallet is connected:
 * a first visit, with no wallet, never runs it.
 *
 * @example
 * <VipAccountButton address={address} supportedChain onClick={openAccount} />
 */
export function VipAccountButton(props: Omit<AccountButtonProps, 'vipLevel'>) {
  const vipLevel = useVipLevel()
  return <AccountButton {...props} vipLevel={vipLevel} />
}
