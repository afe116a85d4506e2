import { Alert, Button, Flex, QRCode, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WalletOption } from '../connect/matchWalletOptions.ts'
import { WalletOptionRow } from '../connect/WalletOptionRow.tsx'
import { walletIcon } from '../connect/walletIcon.ts'
import { useWalletConnect } from './useWalletConnect.ts'

const walletConnectOption: WalletOption = {
  key: 'walletConnect',
  name: 'WalletConnect',
  icon: walletIcon('#3b99fc', 'WC'),
  kind: 'walletConnect',
  detected: true,
}

/**
 * The connect dialog's "Phone wallets" part: WalletConnect with the operator's project id. While
 * it waits for a phone wallet it shows the pairing QR code, and a link for a wallet app on the
 * same phone. A failed attempt is said in the user's language under the row; the dialog stays
 * open, so the user can try again or pick another wallet.
 *
 * @example
 * {projectId && <WalletConnectOption projectId={projectId} onConnected={close} />}
 */
export function WalletConnectOption({
  projectId,
  onConnected,
}: {
  projectId: string
  onConnected: () => void
}) {
  const { t } = useTranslation('wallet')
  const { connect, cancel, pending, uri, failed } = useWalletConnect(projectId)
  return (
    <>
      <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
        {t('connect.phoneWallets')}
      </Typography.Text>
      <WalletOptionRow
        option={walletConnectOption}
        loading={pending}
        onPick={() => connect({ onSuccess: onConnected })}
      />
      {uri && (
        <Flex vertical align="center" gap={8} data-testid="walletconnect-qr">
          <QRCode value={uri} size={200} bordered={false} aria-label={t('connect.walletConnectQr')} />
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('connect.walletConnectScan')}
          </Typography.Text>
          <Flex gap={8}>
            <Button href={uri}>{t('connect.walletConnectOpenApp')}</Button>
            <Button onClick={cancel}>{t('connect.walletConnectCancel')}</Button>
          </Flex>
        </Flex>
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('connect.walletConnectFailed')}
          data-testid="walletconnect-error"
        />
      )}
    </>
  )
}
