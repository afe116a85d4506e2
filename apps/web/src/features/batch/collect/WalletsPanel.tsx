import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ImportedWallet } from '@tokenbox/core/collect/parsePrivateKeys.ts'
import type { TokenAsset } from '@tokenbox/core/tokens/tokenQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Flex, Popconfirm, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { downloadCsv } from '../../../app/files/downloadTable.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { CollectSummary } from './CollectSummary.tsx'
import { formatAmount } from './formatAmount.ts'
import type { WalletBalances } from './useCollectBalances.ts'
import type { CollectPreview } from './useCollectPreview.ts'
import type { useCollectRun } from './useCollectRun.ts'
import { WalletsTable } from './WalletsTable.tsx'

const sum = (values: Iterable<bigint | undefined>) => {
  let total = 0n
  for (const value of values) total += value ?? 0n
  return total
}

/**
 * The imported wallets with their balances and statuses, the totals, and the run's controls:
 * Start, Stop, Retry failed; Refresh re-reads the balances, Export saves the table as CSV
 * (addresses, balances, statuses and hashes: never the keys), Clear forgets every key.
 */
export function WalletsPanel({
  wallets,
  collection,
  balances,
  token,
  preview,
  onStart,
  onRetry,
  onRemove,
}: {
  wallets: readonly ImportedWallet[]
  collection: ReturnType<typeof useCollectRun>
  balances: UseQueryResult<WalletBalances>
  token: TokenAsset | undefined
  preview: CollectPreview | undefined
  onStart: () => void
  onRetry: () => void
  onRemove: (addresses: readonly Address[]) => void
}) {
  const { t } = useTranslation(['collect', 'errors'])
  const { entry } = useCurrentNetwork()
  const { states, running, stopping } = collection
  const failed = wallets.filter((wallet) => states.get(wallet.address)?.status === 'failed').length
  const pending = wallets.filter((wallet) => states.get(wallet.address)?.status !== 'done').length
  const data = balances.data

  const exportCsv = () =>
    downloadCsv('tokenbox-collection.csv', [
      ['address', entry?.symbol ?? 'native', token?.symbol ?? 'token', 'status', 'detail', 'transactions'],
      ...wallets.map((wallet) => {
        const state = states.get(wallet.address)
        const native = data?.native.get(wallet.address)
        const held = data?.token.get(wallet.address)
        return [
          wallet.address,
          native === undefined ? '' : formatAmount(native, 18, 18).replaceAll(',', ''),
          held === undefined || !token ? '' : formatAmount(held, token.decimals, 18).replaceAll(',', ''),
          t(`status.${state?.status ?? 'waiting'}`),
          state?.skipReason ? t(`skip.${state.skipReason}`) : (state?.message?.key ?? ''),
          state?.hashes.join(' ') ?? '',
        ]
      }),
    ])

  return (
    <Panel title={t('wallets.title', { count: wallets.length })} data-testid="collect-wallets-panel">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Text data-testid="collect-totals">
            {wallets.length > 0 &&
              t('wallets.totals', {
                native: formatAmount(sum(data?.native.values() ?? []), 18),
                symbol: entry?.symbol ?? '',
              })}
            {wallets.length > 0 &&
              token &&
              ` · ${formatAmount(sum(data?.token.values() ?? []), token.decimals)} ${token.symbol}`}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button
              icon={<ReloadOutlined />}
              disabled={wallets.length === 0}
              loading={balances.isFetching}
              onClick={() => void balances.refetch()}
              data-testid="collect-refresh"
            >
              {t('wallets.refresh')}
            </Button>
            <Button icon={<DownloadOutlined />} disabled={wallets.length === 0} onClick={exportCsv}>
              {t('wallets.export')}
            </Button>
            <Popconfirm
              title={t('wallets.clearConfirm')}
              onConfirm={() => onRemove(wallets.map((w) => w.address))}
            >
              <Button danger disabled={running || wallets.length === 0} data-testid="collect-clear">
                {t('wallets.clear')}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
        {balances.isError && <ReadErrorAlert error={balances.error} />}
        <WalletsTable
          wallets={wallets}
          states={states}
          balances={data}
          token={token}
          loading={balances.isLoading}
          running={running}
          plans={preview?.plans}
          onRemove={(address) => onRemove([address])}
        />
        {preview && pending > 0 && (
          <Typography.Text type="secondary" data-testid="collect-preview">
            {[
              t('preview.summary', {
                count: preview.totals.wallets,
                skipped: Object.values(preview.totals.skipped).reduce((a, b) => a + (b ?? 0), 0),
              }),
              token && preview.totals.token > 0n
                ? `${formatAmount(preview.totals.token, token.decimals)} ${token.symbol}`
                : undefined,
              `≥ ${formatAmount(preview.totals.native, 18)} ${entry?.symbol ?? ''}`,
              t('preview.gas', {
                gas: formatAmount(preview.totals.maxGas, 18, 8),
                symbol: entry?.symbol ?? '',
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        )}
        {collection.setupError && <ErrorAlert message={collection.setupError} testId="collect-error" />}
        <Flex gap={12} wrap>
          <Button
            type="primary"
            size="large"
            loading={running}
            disabled={wallets.length === 0 || pending === 0}
            onClick={onStart}
            data-testid="collect-start"
          >
            {t('run.start', { count: pending })}
          </Button>
          <Button
            size="large"
            disabled={!running || stopping}
            onClick={collection.stop}
            data-testid="collect-stop"
          >
            {stopping && running ? t('run.stopping') : t('run.stop')}
          </Button>
          <Button
            size="large"
            disabled={running || failed === 0}
            onClick={onRetry}
            data-testid="collect-retry"
          >
            {t('run.retry', { count: failed })}
          </Button>
        </Flex>
        <CollectSummary
          states={wallets.flatMap((wallet) => states.get(wallet.address) ?? [])}
          info={collection.info}
          token={token}
        />
      </Flex>
    </Panel>
  )
}
