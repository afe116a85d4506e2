import { Alert, Button } from 'antd'
import { type CSSProperties, useState } from 'react'
import { useErrorStrings } from '../base/useErrorStrings.ts'
import { ConnectWalletDialogLazy } from './ConnectWalletDialogLazy.tsx'

/**
 * "Please connect wallet" where a screen needs a wallet, with the Connect Wallet button that opens
 * the same dialog as the header's, so nobody has to look for it.
 *
 * @example
 * if (!address) return <ConnectWalletAlert testId="launch-connect" />
 */
export function ConnectWalletAlert({
  type = 'info',
  style,
  testId,
}: {
  type?: 'info' | 'warning'
  style?: CSSProperties | undefined
  testId?: string | undefined
}) {
  const { t } = useErrorStrings(['common'])
  const [open, setOpen] = useState(false)
  return (
    <>
      <Alert
        type={type}
        showIcon
        title={t('connectWallet', { ns: 'errors' })}
        style={style}
        data-testid={testId}
        action={
          <Button
            type="primary"
            size="small"
            onClick={() => setOpen(true)}
            data-testid={testId ? `${testId}-button` : undefined}
          >
            {t('wallet.connect', { ns: 'common' })}
          </Button>
        }
      />
      <ConnectWalletDialogLazy open={open} onClose={() => setOpen(false)} />
    </>
  )
}
