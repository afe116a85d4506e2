import { useQuery } from '@tanstack/react-query'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { DevWalletControls } from '../config/devWalletControls.ts'

/**
 * The Dev wallet's account switch: the local node's funded accounts as Account 1 to 10 with their
 * short addresses, the connected one selected. Picking another connects it, as a wallet's own
 * account switch does, so a presale with several buyers or a multisig's owners can be tried in one
 * browser.
 *
 * @example
 * {dev && <DevAccountPicker dev={dev} address={address} />}
 */
export function DevAccountPicker({ dev, address }: { dev: DevWalletControls; address: Address }) {
  const { t } = useTranslation('wallet')
  const accounts = useQuery({
    queryKey: ['devWalletAccounts'],
    queryFn: () => dev.devAccounts(),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const current = accounts.data?.findIndex((account) => account.toLowerCase() === address.toLowerCase())
  return (
    <Select
      value={current === undefined || current < 0 ? undefined : current}
      loading={accounts.isPending}
      onChange={(index: number) => void dev.selectDevAccount(index)}
      options={(accounts.data ?? []).map((account, index) => ({
        value: index,
        label: `${t('account.devAccountName', { n: index + 1 })} · ${formatAddress(account)}`,
      }))}
      optionRender={(option) => (
        <span data-testid={`dev-account-${Number(option.value) + 1}`}>{option.label}</span>
      )}
      style={{ minWidth: 220 }}
      aria-label={t('account.devAccount')}
      data-testid="dev-account-select"
      data-account={current === undefined || current < 0 ? '' : String(current + 1)}
    />
  )
}
