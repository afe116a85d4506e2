import { CopyOutlined } from '@ant-design/icons'
import type { GeneratedWallet } from '@tokenbox/core/wallets/generateWallets.ts'
import type { WalletRequest } from '@tokenbox/core/wallets/walletJob.ts'
import { IconButton } from '@tokenbox/ui/layout/IconButton.tsx'
import { Alert, Button, Flex, Switch, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, downloadXlsx } from '../../../app/files/downloadTable.ts'
import { ExportButtons, exportFileName } from '../../../app/files/ExportButtons.tsx'
import { useCopyWithFeedback } from '../../../wallet/useCopyWithFeedback.ts'
import { SecretsConfirm } from './SecretsConfirm.tsx'
import { walletClipboardText, walletTableRows } from './walletRows.ts'

const masked = '0x••••••••••••••••'

/**
 * The generated wallets: a warning to store them safely, the mnemonic (for a mnemonic run), and a
 * table of address, private key and path. Keys and the mnemonic are masked until "Show keys" is
 * on; one key can be copied from its row, and copying all or exporting CSV / XLSX first asks for
 * the acknowledgement of SecretsConfirm. Everything stays in this page.
 */
export function GeneratedWallets({
  request,
  wallets,
  seconds,
}: {
  request: WalletRequest
  wallets: readonly GeneratedWallet[]
  seconds: number
}) {
  const { t } = useTranslation('wallets')
  const copy = useCopyWithFeedback()
  const [showKeys, setShowKeys] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)
  const [pending, setPending] = useState<(() => void) | null>(null)
  const fromMnemonic = request.mode === 'mnemonic'

  /** Runs `action` now if this set was acknowledged, else after the confirm. */
  const guarded = (action: () => void) => () => (acknowledged ? action() : setPending(() => action))
  const rows = () => walletTableRows(t, request, wallets)
  const copyAll = () => void copy(walletClipboardText(rows()))
  const exportCsv = () => downloadCsv(exportFileName('wallets', 'csv'), rows())
  const exportXlsx = () => void downloadXlsx(exportFileName('wallets', 'xlsx'), t('create.sheet'), rows())

  return (
    <Flex vertical gap={16} data-testid="generated-wallets">
      <Alert type="warning" showIcon title={t('result.warningTitle')} description={t('result.warning')} />
      <Typography.Text data-testid="generated-summary">
        {t('result.summary', { count: wallets.length, seconds: seconds.toFixed(2) })}
      </Typography.Text>
      {fromMnemonic && (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('table.mnemonic')}</Typography.Text>
          <Flex gap={8} align="center">
            <Typography.Text code data-testid="generated-mnemonic" style={{ wordBreak: 'break-word' }}>
              {showKeys ? request.mnemonic : '•••• •••• •••• •••• •••• ••••'}
            </Typography.Text>
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('result.copyMnemonic')}
              data-testid="copy-mnemonic"
              onClick={guarded(() => void copy(request.mnemonic))}
            />
          </Flex>
        </Flex>
      )}
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex component="label" gap={8} align="center">
          <Switch checked={showKeys} onChange={setShowKeys} data-testid="wallets-show-keys" />
          <span>{t('result.showKeys')}</span>
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<CopyOutlined />} onClick={guarded(copyAll)} data-testid="wallets-copy-all">
            {t('result.copyAll')}
          </Button>
          <ExportButtons
            onCsv={guarded(exportCsv)}
            onXlsx={guarded(exportXlsx)}
            testIdPrefix="wallets-export"
          />
        </Flex>
      </Flex>
      <Table
        size="small"
        rowKey="address"
        dataSource={wallets as GeneratedWallet[]}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 50, 100] }}
        data-testid="wallets-table"
        columns={[
          { title: t('table.number'), key: 'number', width: 64, render: (_, __, row) => row + 1 },
          ...(fromMnemonic ? [{ title: t('table.path'), dataIndex: 'path', key: 'path' }] : []),
          {
            title: t('table.address'),
            dataIndex: 'address',
            key: 'address',
            render: (address: string) => (
              <Typography.Text copyable={{ text: address }} style={{ fontFamily: 'monospace' }}>
                {address}
              </Typography.Text>
            ),
          },
          {
            title: t('table.privateKey'),
            dataIndex: 'privateKey',
            key: 'privateKey',
            render: (key: string) => (
              <Flex gap={4} align="center">
                <span style={{ fontFamily: 'monospace' }} data-testid="wallet-key">
                  {showKeys ? key : masked}
                </span>
                <IconButton
                  icon={<CopyOutlined />}
                  label={t('result.copyKey')}
                  testId="copy-key"
                  onClick={() => void copy(key)}
                />
              </Flex>
            ),
          },
        ]}
      />
      <SecretsConfirm
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setAcknowledged(true)
          pending?.()
          setPending(null)
        }}
      />
    </Flex>
  )
}
