import { QrcodeOutlined, RightOutlined, WalletOutlined } from '@ant-design/icons'
import { Avatar, Button, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WalletOption } from './matchWalletOptions.ts'

export type WalletOptionRowProps = {
  option: WalletOption
  loading: boolean
  onPick: () => void
}

/**
 * One wallet of the connect dialog: icon, name, and whether it is installed.
 *
 * @example
 * <WalletOptionRow option={option} loading={false} onPick={() => pick(option)} />
 */
export function WalletOptionRow({ option, loading, onPick }: WalletOptionRowProps) {
  const { t } = useTranslation('wallet')
  const name =
    option.kind === 'browser'
      ? t('connect.browserWallet')
      : option.kind === 'dev'
        ? t('connect.devWallet')
        : option.name
  return (
    <Button
      block
      size="large"
      data-testid={option.kind === 'listed' ? `wallet-option-${option.key}` : `connector-${option.key}`}
      data-detected={option.detected}
      loading={loading}
      onClick={onPick}
      style={{ justifyContent: 'flex-start', height: 56, paddingInline: 12 }}
    >
      {option.icon ? (
        <Avatar shape="square" size={32} src={option.icon} alt="" style={{ borderRadius: 8, flex: 'none' }} />
      ) : (
        <Avatar
          shape="square"
          size={32}
          icon={<WalletOutlined />}
          style={{ borderRadius: 8, flex: 'none' }}
        />
      )}
      <Flex vertical align="flex-start" style={{ flex: 1, minWidth: 0, lineHeight: 1.25 }}>
        <strong>{name}</strong>
        {(option.kind === 'dev' || option.kind === 'walletConnect') && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {option.kind === 'dev' ? t('connect.devWalletHint') : t('connect.walletConnectHint')}
          </Typography.Text>
        )}
      </Flex>
      {option.kind === 'walletConnect' ? (
        <QrcodeOutlined style={{ fontSize: 18, opacity: 0.65 }} />
      ) : option.kind === 'dev' ? (
        <Tag color="green" style={{ marginInlineEnd: 0 }}>
          {t('connect.localTag')}
        </Tag>
      ) : option.detected ? (
        <Tag color="success" style={{ marginInlineEnd: 0 }}>
          {t('connect.detected')}
        </Tag>
      ) : (
        <Flex align="center" gap={4}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('connect.install')}
          </Typography.Text>
          <RightOutlined style={{ fontSize: 10, opacity: 0.45 }} />
        </Flex>
      )}
    </Button>
  )
}
