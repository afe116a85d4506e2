import { DeleteOutlined } from '@ant-design/icons'
import type { ImportedWallet } from '@tokenbox/core/collect/parsePrivateKeys.ts'
import type { WalletPlan } from '@tokenbox/core/collect/planCollection.ts'
import type { WalletCollection, WalletStatus } from '@tokenbox/core/collect/types.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Button, Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ErrorDetails } from '../../../app/errors/ErrorAlert.tsx'
import { TransactionHashLink } from '../../../app/transactions/TransactionHashLink.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { formatAmount, maskKey } from './formatAmount.ts'
import type { WalletBalances } from './useCollectBalances.ts'

const statusColors: Record<WalletStatus, string> = {
  waiting: 'default',
  sendingToken: 'processing',
  sendingNative: 'processing',
  done: 'success',
  skipped: 'warning',
  failed: 'error',
}

type Row = { index: number; wallet: ImportedWallet; state: WalletCollection | undefined }

/**
 * One row per imported wallet: address, masked key, native and token balances, and its
 * collection status with the reason of a skip or the catalogue message of a failure, and the
 * transactions it sent.
 */
export function WalletsTable({
  wallets,
  states,
  balances,
  token,
  loading,
  running,
  plans,
  onRemove,
}: {
  wallets: readonly ImportedWallet[]
  states: ReadonlyMap<Address, WalletCollection>
  balances: WalletBalances | undefined
  token: TokenAsset | undefined
  loading: boolean
  running: boolean
  /** The preview's plan per wallet, shown for wallets not collected yet. */
  plans: ReadonlyMap<Address, WalletPlan> | undefined
  onRemove: (address: Address) => void
}) {
  const { t } = useTranslation(['collect', 'errors'])
  const { entry } = useCurrentNetwork()
  const rows: Row[] = wallets.map((wallet, index) => ({ index, wallet, state: states.get(wallet.address) }))
  const amount = (value: bigint | undefined, decimals: number) =>
    value === undefined ? '-' : formatAmount(value, decimals)

  return (
    <Table<Row>
      size="small"
      rowKey={(row) => row.wallet.address}
      dataSource={rows}
      loading={loading}
      // Sideways on a phone only with rows to scroll to: an empty list at 640 px was a scrolling
      // region with nothing a keyboard could reach (axe: scrollable-region-focusable).
      scroll={rows.length > 0 ? { x: 640 } : undefined}
      pagination={{ pageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
      data-testid="collect-wallets"
      columns={[
        { title: '#', width: 44, responsive: ['sm'], render: (_, row) => row.index + 1 },
        {
          title: t('table.address'),
          render: (_, row) => (
            <Flex vertical>
              <Typography.Text copyable={{ text: row.wallet.address }} data-testid="collect-row-address">
                {formatAddress(row.wallet.address)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {maskKey(row.wallet.privateKey)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: entry?.symbol ?? t('table.native'),
          align: 'right',
          render: (_, row) => (
            <span data-testid="collect-row-native">
              {amount(balances?.native.get(row.wallet.address), 18)}
            </span>
          ),
        },
        {
          title: token?.symbol ?? t('table.token'),
          align: 'right',
          render: (_, row) =>
            token ? (
              <span data-testid="collect-row-token">
                {amount(balances?.token.get(row.wallet.address), token.decimals)}
              </span>
            ) : (
              '-'
            ),
        },
        {
          title: t('table.status'),
          render: (_, row) => (
            <StatusCell
              address={row.wallet.address}
              state={row.state}
              plan={plans?.get(row.wallet.address)}
              explorer={entry?.url}
            />
          ),
        },
        {
          title: '',
          width: 48,
          render: (_, row) => (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              disabled={running}
              aria-label={t('table.remove')}
              onClick={() => onRemove(row.wallet.address)}
            />
          ),
        },
      ]}
    />
  )
}

function StatusCell({
  address,
  state,
  plan,
  explorer,
}: {
  address: Address
  state: WalletCollection | undefined
  plan: WalletPlan | undefined
  explorer: string | undefined
}) {
  const { t } = useTranslation(['collect', 'errors'])
  const status = state?.status ?? 'waiting'
  const detail =
    state?.status === 'skipped' && state.skipReason
      ? t(`skip.${state.skipReason}`)
      : state?.status === 'failed' && state.message
        ? t(state.message.key, { ns: 'errors', ...state.message.params })
        : status === 'waiting' && plan?.kind === 'skip'
          ? t('preview.willSkip', { reason: t(`skip.${plan.reason}`) })
          : undefined
  return (
    <Flex vertical gap={2} data-testid={`collect-status-${address}`} data-status={status}>
      <span>
        <Tag color={statusColors[status]}>{t(`status.${status}`)}</Tag>
      </span>
      {detail && (
        <Typography.Text type={status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
      )}
      {state?.status === 'failed' && state.message?.details && (
        <ErrorDetails details={state.message.details} />
      )}
      {state?.hashes.map((hash) => (
        <span key={hash} style={{ fontSize: 12 }}>
          <TransactionHashLink hash={hash} explorerUrl={explorer} compact />
        </span>
      ))}
    </Flex>
  )
}
