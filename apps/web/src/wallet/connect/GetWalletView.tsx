import { DesktopOutlined, MobileOutlined } from '@ant-design/icons'
import { Avatar, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WalletOption } from './matchWalletOptions.ts'

/**
 * "Get wallet": the chosen wallet is not in this browser; how to get it on a computer (extension)
 * and on a phone (the app's built-in browser), with the wallet's official download page.
 *
 * @example
 * <GetWalletView wallet={missing} />
 */
export function GetWalletView({ wallet }: { wallet: WalletOption }) {
  const { t } = useTranslation('wallet')
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '12px 0 4px' }} data-testid="get-wallet">
      {wallet.icon && (
        <Avatar shape="square" size={64} src={wallet.icon} alt="" style={{ borderRadius: 16 }} />
      )}
      <Typography.Text strong style={{ fontSize: 16, textAlign: 'center' }}>
        {t('getWallet.notDetected', { name: wallet.name })}
      </Typography.Text>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex gap={8} align="flex-start">
          <DesktopOutlined style={{ marginTop: 4 }} />
          <Typography.Text type="secondary">{t('getWallet.desktop', { name: wallet.name })}</Typography.Text>
        </Flex>
        <Flex gap={8} align="flex-start">
          <MobileOutlined style={{ marginTop: 4 }} />
          <Typography.Text type="secondary">{t('getWallet.mobile', { name: wallet.name })}</Typography.Text>
        </Flex>
      </Flex>
      {wallet.installUrl && (
        <Button
          type="primary"
          size="large"
          block
          href={wallet.installUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="get-wallet-install"
        >
          {t('getWallet.download', { name: wallet.name })}
        </Button>
      )}
    </Flex>
  )
}
