import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { BulkMintPlan } from '@tokenbox/core/inscription/bulk/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Checkbox, Flex, InputNumber, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address, Hex } from 'viem'
import { downloadCsv } from '../../../app/files/downloadTable.ts'
import { exportFileName } from '../../../app/files/ExportButtons.tsx'

/** A sub-wallet of the page: made here (`generated`) or imported from its key. */
export type SubWallet = { address: Address; privateKey: Hex; origin: 'generated' | 'imported' }

/** The most sub-wallets one run sends from. */
export const maxSubWallets = 100

/**
 * The sub-wallets that send the mints: "Generate" makes fresh ones with random keys in this page,
 * and the list shows each one's share of the plan (mints, what it holds, what the main wallet
 * sends it). Generated wallets will hold what they mint, so their keys must be saved before
 * anything is paid: "Export keys" downloads them as CSV (made in the page, nothing uploaded), and
 * Start waits for that or for the user's word that they saved them.
 */
export function SubWalletsPanel({
  wallets,
  plan,
  symbol,
  disabled,
  backedUp,
  onBackedUp,
  onGenerate,
  onClear,
}: {
  wallets: readonly SubWallet[]
  plan: BulkMintPlan | null
  symbol: string
  disabled: boolean
  backedUp: boolean
  onBackedUp: (backedUp: boolean) => void
  onGenerate: (count: number) => void
  onClear: () => void
}) {
  const { t } = useTranslation('inscription')
  const [count, setCount] = useState<number | null>(5)
  const generated = wallets.some((wallet) => wallet.origin === 'generated')
  const shareOf = (address: Address) => plan?.wallets.find((wallet) => wallet.address === address)
  const exportKeys = () => {
    downloadCsv(exportFileName('inscription-wallets', 'csv'), [
      ['#', 'address', 'privateKey'],
      ...wallets.map((wallet, index) => [index + 1, wallet.address, wallet.privateKey]),
    ])
    onBackedUp(true)
  }
  const amount = (value: bigint) => `${formatTokenAmount(value, 18, 6)} ${symbol}`
  return (
    <Panel
      title={t('bulk.wallets.title', { count: wallets.length })}
      data-testid="bulk-mint-wallets"
      extra={
        wallets.length > 0 && (
          <Button size="small" onClick={onClear} disabled={disabled} data-testid="bulk-mint-clear-wallets">
            {t('bulk.wallets.clear')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('bulk.wallets.hint')}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <InputNumber
            min={1}
            max={maxSubWallets - wallets.length}
            precision={0}
            value={count}
            onChange={setCount}
            disabled={disabled || wallets.length >= maxSubWallets}
            aria-label={t('bulk.wallets.count')}
            data-testid="bulk-mint-generate-count"
            style={{ width: 100 }}
          />
          <Button
            onClick={() => count && onGenerate(Math.min(count, maxSubWallets - wallets.length))}
            disabled={disabled || !count || wallets.length >= maxSubWallets}
            data-testid="bulk-mint-generate"
          >
            {t('bulk.wallets.generate')}
          </Button>
          <Button onClick={exportKeys} disabled={wallets.length === 0} data-testid="bulk-mint-export-keys">
            {t('bulk.wallets.export')}
          </Button>
        </Flex>
        {generated && (
          <Alert
            type={backedUp ? 'info' : 'warning'}
            showIcon
            data-testid="bulk-mint-backup"
            title={t('bulk.wallets.backupTitle')}
            description={
              <Checkbox
                checked={backedUp}
                onChange={(event) => onBackedUp(event.target.checked)}
                data-testid="bulk-mint-backed-up"
              >
                {t('bulk.wallets.backedUp')}
              </Checkbox>
            }
          />
        )}
        {wallets.length > 0 && (
          <Table<SubWallet>
            size="small"
            rowKey="address"
            dataSource={[...wallets]}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 480 }}
            onRow={() => ({ 'data-testid': 'bulk-mint-wallet' }) as object}
            columns={[
              { title: '#', key: 'number', width: 48, render: (_, __, index) => index + 1 },
              {
                title: t('bulk.results.wallet'),
                key: 'address',
                render: (_, wallet) => (
                  <Flex gap={6} align="center">
                    <Typography.Text code copyable={{ text: wallet.address }}>
                      {formatAddress(wallet.address)}
                    </Typography.Text>
                    <Tag>{t(`bulk.wallets.${wallet.origin}`)}</Tag>
                  </Flex>
                ),
              },
              {
                title: t('bulk.wallets.mints'),
                key: 'mints',
                render: (_, w) => shareOf(w.address)?.mints ?? '',
              },
              {
                title: t('bulk.wallets.funding'),
                key: 'funding',
                render: (_, wallet) => {
                  const share = shareOf(wallet.address)
                  return share ? amount(share.funding) : ''
                },
              },
            ]}
          />
        )}
      </Flex>
    </Panel>
  )
}
