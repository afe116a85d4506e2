import { WalletOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { AfterFirstPaint } from '../base/AfterFirstPaint.tsx'
import { AccountButton } from './account/AccountButton.tsx'
import { AccountDialogLazy } from './account/AccountDialogLazy.tsx'
import { ConnectWalletDialogLazy } from './ConnectWalletDialogLazy.tsx'
import { useConnectedChainEntry } from './network/useConnectedChainEntry.ts'

// Auto-connect and the no-wallet notice run once, 5 s after load: their code is fetched after the
// first paint, with the rest of the dashboard's.
const WalletStartup = lazy(() =>
  import('./startup/WalletStartup.tsx').then((module) => ({ default: module.WalletStartup })),
)
// The VIP lookup runs only for a connected account: until its code is here, the button shows none.
const VipAccountButton = lazy(() =>
  import('./account/VipAccountButton.tsx').then((module) => ({ default: module.VipAccountButton })),
)

/**
 * The header's wallet entry: "Connect Wallet" while disconnected, the account button once
 * connected. It also runs what a connection sets off: the VIP lookup, and at start auto-connect
 * or the no-wallet notice.
 *
 * @example
 * <WalletButton />
 */
export function WalletButton() {
  const { t } = useTranslation('common')
  const { isConnected, address } = useConnection()
  const { entry } = useConnectedChainEntry()
  const [dialog, setDialog] = useState<'connect' | 'account'>()
  const close = () => setDialog(undefined)
  // A wallet that disconnects itself (locked, revoked) must not leave its account dialog open, and a
  // connection made some other way while "Connect Wallet" is open (the start-up auto-connect racing
  // the user's click, the extension connecting on its own) closes that dialog: it has nothing left
  // to do, and an open modal would block the page.
  useEffect(() => {
    if (!isConnected) setDialog((open) => (open === 'account' ? undefined : open))
    else setDialog((open) => (open === 'connect' ? undefined : open))
  }, [isConnected])
  return (
    <>
      {isConnected && address ? (
        <Suspense
          fallback={
            <AccountButton
              address={address}
              supportedChain={Boolean(entry)}
              vipLevel={0}
              onClick={() => setDialog('account')}
            />
          }
        >
          <VipAccountButton
            address={address}
            supportedChain={Boolean(entry)}
            onClick={() => setDialog('account')}
          />
        </Suspense>
      ) : (
        <Button
          type="primary"
          icon={<WalletOutlined />}
          onClick={() => setDialog('connect')}
          data-testid="connect-wallet"
          aria-label={t('wallet.connect')}
        >
          <span className="tb-narrow-hidden">{t('wallet.connect')}</span>
        </Button>
      )}
      <ConnectWalletDialogLazy open={dialog === 'connect'} onClose={close} />
      <AccountDialogLazy open={dialog === 'account'} onClose={close} />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <WalletStartup />
        </Suspense>
      </AfterFirstPaint>
    </>
  )
}
