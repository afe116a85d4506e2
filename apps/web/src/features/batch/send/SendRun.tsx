import type { SendPlan } from '@tokenbox/core/batch/planSend.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Alert, Button, Flex, Result, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { downloadCsv } from '../../../app/files/downloadTable.ts'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { StepPreview } from '../../../app/transactions/StepPreview.tsx'
import { TransactionHashLink } from '../../../app/transactions/TransactionHashLink.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { type PreparedSend, type TaskRow, taskCsvRows } from './sendTask.ts'
import type { StoredSendTask } from './sendTaskStore.ts'
import { useSendRun } from './useSendRun.ts'

const stateColor: Record<TaskRow['state'], string> = {
  waiting: 'default',
  initiating: 'processing',
  awaitingConfirmation: 'warning',
  generating: 'processing',
  verifying: 'processing',
  done: 'success',
  skipped: 'success',
  failed: 'error',
}

/**
 * Send: the run of {@link useSendRun} as the spec's progress per batch with transaction links,
 * retry, CSV export and a new send.
 */
export function SendRun({
  sender,
  prepared,
  plan: firstPlan,
  stored,
  onNew,
}: {
  sender: Address
  prepared: PreparedSend
  plan: SendPlan
  /** An unfinished task of an earlier visit to go on with. */
  stored?: StoredSendTask | undefined
  onNew: () => void
}) {
  const { t } = useTranslation('send')
  const { entry } = useCurrentNetwork()
  const { plan, rows, failure, running, switched, retry, preview } = useSendRun({
    sender,
    prepared,
    plan: firstPlan,
    stored,
  })

  const batches = rows.filter((row) => row.kind === 'batch')
  const sent = batches.filter((row) => row.state === 'done')
  const finished = sent.length === batches.length
  const sentRecipients = sent.reduce((sum, row) => sum + (row.batch ? row.batch.end - row.batch.start : 0), 0)
  const exportCsv = () =>
    downloadCsv(
      `tokenbox-send-${prepared.asset.symbol}-${new Date().toISOString().slice(0, 19)}.csv`,
      taskCsvRows(prepared, rows),
    )

  return (
    <Flex vertical gap={16}>
      <ProgressBar
        percent={Math.floor((sentRecipients / prepared.recipients.length) * 100)}
        status={failure ? 'exception' : finished ? 'success' : 'active'}
        data-testid="send-progress"
      />
      <StepPreview preview={preview} testId="send-preview" />
      {switched && <Alert type="info" showIcon title={t('run.feeOnTransfer')} data-testid="send-fot" />}
      {finished && (
        <Result
          status="success"
          data-testid="send-done"
          title={t('run.done', {
            amount: `${formatTokenAmount(plan.total, prepared.asset.decimals)} ${prepared.asset.symbol}`,
            count: prepared.recipients.length,
            transactions: batches.length,
          })}
        />
      )}
      {failure && (
        <ErrorAlert
          message={failure.message}
          testId="send-error"
          description={t('run.failedHint', { sent: sent.length, count: batches.length })}
        />
      )}
      <Table
        size="small"
        rowKey="stepIndex"
        data-testid="send-rows"
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        dataSource={rows}
        columns={[
          {
            title: t('run.transaction'),
            render: (_, row) =>
              row.kind === 'approve'
                ? t('run.approve')
                : t('run.batch', {
                    index: (row.batch?.index ?? 0) + 1,
                    from: (row.batch?.start ?? 0) + 1,
                    to: row.batch?.end,
                  }),
          },
          {
            title: t('run.state'),
            render: (_, row) => (
              <Tag color={stateColor[row.state]} data-testid={`send-state-${row.stepIndex}`}>
                {t(`run.states.${row.state}`)}
              </Tag>
            ),
          },
          {
            title: t('run.hash'),
            render: (_, row) =>
              row.hash && <TransactionHashLink hash={row.hash} explorerUrl={entry?.url} compact />,
          },
        ]}
      />
      <Flex gap={8} wrap>
        {failure && (
          <Button type="primary" loading={running} onClick={retry} data-testid="send-retry">
            {t('run.retry')}
          </Button>
        )}
        <Button onClick={exportCsv} disabled={running && sent.length === 0} data-testid="send-export">
          {t('files.exportCsv', { ns: 'common' })}
        </Button>
        {!running && (
          <Button onClick={onNew} data-testid="send-new">
            {t('run.new')}
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
