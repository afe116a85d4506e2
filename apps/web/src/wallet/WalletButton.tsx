import { WalletOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { AccountMenu } from './AccountMenu.tsx'
import { ConnectWalletDialogLazy } from './ConnectWalletDialogLazy.tsx'

/**
 * The header's wallet entry: "Connect Wallet" while disconnected, the account menu once connected.
 *
 * @example
 * <WalletButton />
 */
export function WalletButton() {
  const { t } = useTranslation('common')
  const { isConnected } = useConnection()
  const [open, setOpen] = useState(false)
  if (isConnected) return <AccountMenu />
  return (
    <>
      <Button
        type="primary"
        icon={<WalletOutlined />}
        onClick={() => setOpen(true)}
        data-testid="connect-wallet"
        aria-label={t('wallet.connect')}
      >
        <span className="tb-narrow-hidden">{t('wallet.connect')}</span>
      </Button>
      <ConnectWalletDialogLazy open={open} onClose={() => setOpen(false)} />
    </>
  )
}
