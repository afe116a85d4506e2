import { CopyOutlined, CrownFilled, DisconnectOutlined, ExportOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatBalance } from '@tokenbox/core/format/formatBalance.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Avatar, Button, Flex, Modal, Skeleton, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection, useDisconnect } from 'wagmi'
import { devWalletConnectorId } from '../config/devWallet.ts'
import { devWalletControls } from '../config/devWalletControls.ts'
import { ChainIcon } from '../network/ChainIcon.tsx'
import { useConnectedChainEntry } from '../network/useConnectedChainEntry.ts'
import { useCopyWithFeedback } from '../useCopyWithFeedback.ts'
import { useNativeBalance } from '../useNativeBalance.ts'
import { setUserDisconnected } from '../userDisconnected.ts'
import { useVipLevel } from '../vip/useVipLevel.ts'
import { DevAccountPicker } from './DevAccountPicker.tsx'

export type AccountDialogProps = { open: boolean; onClose: () => void }

/**
 * The connected account: short address with copy, network, native balance (4 decimals, 0.000
 * when empty), VIP level when there is one, the explorer page, and disconnect.
 *
 * @example
 * <AccountDialog open={open} onClose={() => setOpen(false)} />
 */
export function AccountDialog({ open, onClose }: AccountDialogProps) {
  const { t, i18n } = useTranslation(['wallet', 'common'])
  const { token } = theme.useToken()
  const { address, connector } = useConnection()
  const { entry, chainId } = useConnectedChainEntry()
  const balance = useNativeBalance(address, entry?.id)
  const vipLevel = useVipLevel()
  const copy = useCopyWithFeedback()
  const queryClient = useQueryClient()
  const { mutate: disconnect } = useDisconnect()
  const dev = devWalletControls(connector)

  const disconnectWallet = () => {
    // Remembered so auto-connect does not undo the user's choice on the next visit.
    setUserDisconnected(true)
    onClose()
    disconnect(undefined, {
      // Nothing of this account stays on screen or in the cache for whoever connects next.
      onSettled: () => {
        queryClient.removeQueries({ queryKey: ['nativeBalance'] })
        queryClient.removeQueries({ queryKey: ['vipLevel'] })
      },
    })
  }

  const rowStyle = { padding: '10px 0', borderBottom: `1px solid ${token.colorSplit}` }
  return (
    <Modal
      open={open && Boolean(address)}
      onCancel={onClose}
      footer={null}
      title={t('account.title')}
      width={420}
      centered
    >
      {address && (
        <Flex vertical data-testid="account-dialog">
          <Flex vertical align="center" gap={8} style={{ padding: '8px 0 16px' }}>
            {/* The wallet's icon is decoration: its name is said beside it (empty alt, issue 77). */}
            <Avatar size={56} src={connector?.icon} alt="" style={{ background: token.colorPrimaryBg }}>
              {connector?.name.slice(0, 1)}
            </Avatar>
            <Flex align="center" gap={4}>
              <Typography.Text strong style={{ fontSize: 20 }} data-testid="account-dialog-address">
                {formatAddress(address)}
              </Typography.Text>
              <Button
                type="text"
                icon={<CopyOutlined />}
                aria-label={t('account.copy')}
                data-testid="account-copy"
                onClick={() => copy(address)}
              />
            </Flex>
            <Flex gap={4} wrap justify="center">
              {connector && (
                <Tag>
                  {t('account.connectedWith', {
                    wallet: connector.id === devWalletConnectorId ? t('connect.devWallet') : connector.name,
                  })}
                </Tag>
              )}
              {vipLevel > 0 && (
                <Tag color="gold" icon={<CrownFilled />} data-testid="account-vip">
                  {t('account.vip', { level: vipLevel })}
                </Tag>
              )}
            </Flex>
          </Flex>
          {dev && (
            <Flex justify="space-between" align="center" gap={12} wrap style={rowStyle}>
              <Typography.Text type="secondary">{t('account.devAccount')}</Typography.Text>
              <DevAccountPicker dev={dev} address={address} />
            </Flex>
          )}
          <Flex justify="space-between" align="center" style={rowStyle}>
            <Typography.Text type="secondary">{t('account.network')}</Typography.Text>
            <Flex align="center" gap={8} data-testid="account-dialog-network">
              {entry && <ChainIcon entry={entry} size={18} />}
              <span>
                {entry ? chainLabel(entry) : t('wallet.unsupportedChain', { ns: 'common', chainId })}
              </span>
            </Flex>
          </Flex>
          <Flex justify="space-between" align="center" style={rowStyle}>
            <Typography.Text type="secondary">{t('account.balance')}</Typography.Text>
            {!entry ? (
              <span data-testid="account-dialog-balance">—</span>
            ) : balance.data ? (
              <strong data-testid="account-dialog-balance">
                {formatBalance(balance.data.value, balance.data.decimals, i18n.language)}{' '}
                {balance.data.symbol}
              </strong>
            ) : balance.isError ? (
              <span data-testid="account-dialog-balance">—</span>
            ) : (
              <Skeleton.Input active size="small" style={{ width: 120 }} />
            )}
          </Flex>
          <Flex gap={8} style={{ marginTop: 20 }}>
            {entry?.url && (
              <Button
                block
                icon={<ExportOutlined />}
                href={`${entry.url}/address/${address}`}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="account-explorer"
              >
                {t('account.explorer', { explorer: entry.scan || chainLabel(entry) })}
              </Button>
            )}
            <Button
              block
              danger
              icon={<DisconnectOutlined />}
              data-testid="disconnect"
              onClick={disconnectWallet}
            >
              {t('account.disconnect')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  )
}
