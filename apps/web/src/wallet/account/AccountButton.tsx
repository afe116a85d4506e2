import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Button, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'

export type AccountButtonProps = {
  address: Address
  /** Whether the wallet's chain is one TokenBox supports (green dot) or not (orange). */
  supportedChain: boolean
  vipLevel: number
  onClick: () => void
}

/**
 * The header's connected account: a status dot and the address as 4+4 characters; it opens the
 * account dialog.
 *
 * @example
 * <AccountButton address={address} supportedChain vipLevel={0} onClick={openAccount} />
 */
export function AccountButton({ address, supportedChain, vipLevel, onClick }: AccountButtonProps) {
  const { t } = useTranslation('wallet')
  const { token } = theme.useToken()
  return (
    // Named by what it shows (the address, and the VIP level): a spoken name must hold the visible
    // text (WCAG 2.5.3); the title says what it opens.
    <Button data-testid="account-button" onClick={onClick} title={t('account.title')}>
      <span
        aria-hidden="true"
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flex: 'none',
          background: supportedChain ? token.colorSuccess : token.colorWarning,
        }}
      />
      <strong data-testid="account-address">{formatAddress(address)}</strong>
      {vipLevel > 0 && (
        // Plain text rather than an icon: the header is on every first load, and "VIP 3" says more.
        // Left out on a phone, where the header has no room for it: the account dialog shows it.
        <span
          className="tb-narrow-hidden"
          data-testid="account-button-vip"
          style={{
            color: token.gold7,
            background: token.gold1,
            borderRadius: 4,
            padding: '0 4px',
            fontSize: 12,
          }}
        >
          {t('account.vip', { level: vipLevel })}
        </span>
      )}
    </Button>
  )
}
