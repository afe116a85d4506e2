import { CopyOutlined, WalletOutlined } from '@ant-design/icons'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatBalance } from '@tokenbox/core/format/formatBalance.ts'
import { Button, Descriptions, Empty, Skeleton, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBalance, useConnection } from 'wagmi'
import { Panel } from '../../app/layout/Panel.tsx'
import { ConnectWalletDialogLazy } from '../../wallet/ConnectWalletDialogLazy.tsx'
import { useCopyWithFeedback } from '../../wallet/useCopyWithFeedback.ts'

/**
 * The connected wallet at a glance: short address, network and native balance (4 decimals,
 * `0.000` when empty), or an invitation to connect.
 *
 * @example
 * <WalletOverviewCard />
 */
export function WalletOverviewCard() {
  const { t } = useTranslation(['home', 'common'])
  const { address, chain, chainId } = useConnection()
  const balance = useBalance({ address, query: { enabled: Boolean(address) } })
  const [dialogOpen, setDialogOpen] = useState(false)
  const copy = useCopyWithFeedback()

  if (!address) {
    return (
      <Panel title={t('wallet.title')} data-testid="wallet-panel">
        <Empty
          image={<WalletOutlined style={{ fontSize: 48, color: '#d9d9d9' }} />}
          description={t('wallet.disconnected')}
        >
          <Button type="primary" onClick={() => setDialogOpen(true)}>
            {t('wallet.connect', { ns: 'common' })}
          </Button>
        </Empty>
        <ConnectWalletDialogLazy open={dialogOpen} onClose={() => setDialogOpen(false)} />
      </Panel>
    )
  }

  return (
    <Panel title={t('wallet.title')} data-testid="wallet-panel">
      <Descriptions column={1} colon={false} styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={t('wallet.address')}>
          <strong data-testid="wallet-address">{formatAddress(address)}</strong>
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined />}
            aria-label={t('wallet.copyAddress', { ns: 'common' })}
            onClick={() => copy(address)}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.network')}>
          <span data-testid="wallet-network">
            {chain?.name ?? t('wallet.unsupportedChain', { ns: 'common', chainId })}
          </span>
          <Tag style={{ marginInlineStart: 8 }}>{chainId}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.balance')}>
          {balance.data ? (
            <strong data-testid="wallet-balance">
              {formatBalance(balance.data.value, balance.data.decimals)} {balance.data.symbol}
            </strong>
          ) : (
            <Skeleton.Input active size="small" />
          )}
        </Descriptions.Item>
      </Descriptions>
    </Panel>
  )
}
