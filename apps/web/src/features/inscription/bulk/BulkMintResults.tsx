import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { summarizeBulkMint } from '@tokenbox/core/inscription/bulk/summarizeBulkMint.ts'
import type { BulkMintSnapshot, MintRecord, MintState } from '@tokenbox/core/inscription/bulk/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { TransactionHashLink } from '../../../app/transactions/TransactionHashLink.tsx'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import { useMintCounts } from '../useMintCounts.ts'

const stateColors: Record<MintState, string> = {
  waiting: 'default',
  pending: 'processing',
  success: 'success',
  failed: 'error',
  terminated: 'warning',
}

/** The order of the summary's counts: the spec's three results first, then the unsettled ones. */
const summaryStates: readonly MintState[] = ['success', 'failed', 'terminated', 'pending', 'waiting']

/**
 * The spec's inscribe results per mint (success, failed, terminated; pending and waiting while a
 * run goes on) and their summary: the count of each and the gas the mined ones paid. A failure
 * says why in the user's words (core's short codes), never the node's. Test ids: `bulk-mint-results`,
 * `bulk-mint-summary` (with `data-<state>` counts), `bulk-mint-row` (with `data-state` and a termination's `data-reason`).
 */
export function BulkMintResults({
  snapshot,
  explorerUrl,
  symbol,
}: {
  snapshot: BulkMintSnapshot
  explorerUrl: string | undefined
  symbol: string
}) {
  const { t, i18n } = useTranslation('inscription')
  const isMobile = useIsMobile()
  const summary = summarizeBulkMint(snapshot)
  const counts = Object.fromEntries(summaryStates.map((state) => [`data-${state}`, summary.counts[state]]))
  // A run of numbered mints (each its own calldata): once settled and indexed, each mined mint says
  // whether the indexer counted it, so one that lost its number to another minter is not a success.
  const settled = summary.counts.pending === 0 && summary.counts.waiting === 0
  const mined = snapshot.mints.filter((mint) => mint.state === 'success' && mint.hash && mint.data)
  const counted = useMintCounts(
    settled ? mined.map((mint) => mint.hash as Hash) : [],
    mined.reduce(
      (highest, mint) => (BigInt(mint.blockNumber ?? 0) > highest ? BigInt(mint.blockNumber ?? 0) : highest),
      0n,
    ),
  )
  const notCounted = (mint: MintRecord) =>
    counted !== undefined &&
    mint.state === 'success' &&
    mint.hash !== undefined &&
    !counted.items.get(mint.hash.toLowerCase())
  const reasonOf = (mint: MintRecord) =>
    mint.state === 'failed' && mint.error
      ? t(`bulk.error.${mint.error}`)
      : mint.state === 'terminated'
        ? t(`bulk.reason.${mint.reason === 'stopped' || mint.reason === 'mintedOut' ? mint.reason : 'other'}`)
        : ''
  return (
    <Panel title={t('bulk.results.title')} data-testid="bulk-mint-results">
      <Flex vertical gap={12}>
        <Flex
          gap={8}
          wrap
          align="center"
          data-testid="bulk-mint-summary"
          {...counts}
          data-counted={counted?.counted}
          data-not-counted={counted?.missed}
        >
          {summaryStates
            .filter((state) => summary.counts[state] > 0 || state === 'success')
            .map((state) => (
              <Tag key={state} color={stateColors[state]}>
                {t(`bulk.state.${state}`)}: {summary.counts[state].toLocaleString(i18n.language)}
              </Tag>
            ))}
          {counted && counted.missed > 0 && (
            <Tag color="warning">{t('bulk.results.notCounted', { count: counted.missed })}</Tag>
          )}
          {counted && counted.missed === 0 && (
            <Tag color="success">{t('result.countedAll', { count: counted.counted })}</Tag>
          )}
          <Typography.Text type="secondary">
            {t('bulk.results.gasPaid', { amount: formatTokenAmount(summary.gasPaid, 18, 8), symbol })}
          </Typography.Text>
        </Flex>
        <Table<MintRecord>
          size="small"
          rowKey="index"
          dataSource={snapshot.mints}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={isMobile ? { x: 560 } : undefined}
          onRow={(mint) =>
            ({
              'data-testid': 'bulk-mint-row',
              'data-state': mint.state,
              'data-reason': mint.reason,
            }) as object
          }
          columns={[
            { title: '#', key: 'number', width: 56, render: (_, mint) => mint.index + 1 },
            {
              title: t('bulk.results.wallet'),
              key: 'wallet',
              render: (_, mint) => (
                <Typography.Text code>
                  {formatAddress(snapshot.wallets[mint.wallet]?.address ?? '')}
                </Typography.Text>
              ),
            },
            {
              title: t('bulk.results.nonce'),
              key: 'nonce',
              width: 72,
              render: (_, mint) => mint.nonce ?? '',
            },
            {
              title: t('bulk.results.result'),
              key: 'state',
              render: (_, mint) =>
                notCounted(mint) ? (
                  <Tag color="warning" data-testid="bulk-mint-not-counted">
                    {t('bulk.state.notCounted')}
                  </Tag>
                ) : (
                  <Tag color={stateColors[mint.state]}>{t(`bulk.state.${mint.state}`)}</Tag>
                ),
            },
            {
              title: t('result.tx'),
              key: 'hash',
              render: (_, mint) => {
                const hash = mint.hash ?? mint.attempts.at(-1)?.hash
                return hash ? <TransactionHashLink hash={hash} explorerUrl={explorerUrl} /> : null
              },
            },
            { title: t('bulk.results.reason'), key: 'reason', render: (_, mint) => reasonOf(mint) },
          ]}
        />
      </Flex>
    </Panel>
  )
}
