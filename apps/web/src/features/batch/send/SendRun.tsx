import { prepareSend, type SendPlan } from '@tokenbox/core/batch/planSend.ts'
import { formatHash } from '@tokenbox/core/format/formatHash.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type { ResumeFrom, RunStepsFailed, StepResult } from '@tokenbox/core/transactions/types.ts'
import { Alert, Button, Flex, Progress, Result, Table, Tag, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address, PublicClient } from 'viem'
import { useConnection, usePublicClient, useWalletClient } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { downloadCsv } from '../../../app/files/downloadTable.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { PreparedSend } from './SendPage.tsx'
import { applyProgress, initialRows, stepsOfPlan, type TaskRow, taskCsvRows } from './sendTask.ts'
import { clearSendTask, resumeOf, type StoredSendTask, saveSendTask } from './sendTaskStore.ts'

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
 * Send: the approval, then each batch through the step runner, with the spec's progress per batch
 * and transaction links. A failed or rejected batch is retried from where it stopped: confirmed
 * batches are never sent again (the runner resumes with their results, and a batch whose
 * transaction was already sent is awaited, not resent). A token that turns out to take a fee on
 * transfers (MultiSenderFeeOnTransferToken) is sent on with one transferFrom per recipient.
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
  const { address } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId }) as PublicClient | undefined
  const { data: walletClient } = useWalletClient()
  const [plan, setPlan] = useState(firstPlan)
  const [rows, setRows] = useState(() => stored?.rows ?? initialRows(prepared, firstPlan))
  const [failure, setFailure] = useState<RunStepsFailed>()
  const [running, setRunning] = useState(false)
  const [switched, setSwitched] = useState(false)
  const started = useRef(false)

  const run = async (current: SendPlan, resume?: ResumeFrom) => {
    if (!publicClient || !walletClient) return
    setRunning(true)
    setFailure(undefined)
    const outcome = await runSteps({
      publicClient,
      walletClient,
      steps: stepsOfPlan(sender, prepared, current, address),
      resume,
      onProgress: (progress) => setRows((previous) => applyProgress(previous, progress)),
    })
    if (outcome.status === 'failed' && isFeeOnTransfer(outcome) && current.mode === 'packed') {
      const next = await replanFrom(outcome.results)
      if (next) return
    }
    if (outcome.status === 'failed') setFailure(outcome)
    else if (address && chainId) clearSendTask(chainId, address)
    setRunning(false)
  }

  /** Re-plans with one transferFrom per recipient and goes on after the confirmed steps. */
  const replanFrom = async (results: readonly StepResult[]) => {
    try {
      const next = await prepareSend(publicClient!, {
        sender,
        account: address!,
        asset: prepared.asset,
        recipients: prepared.recipients,
        mode: 'from',
        multicallAddress: entry?.multicall,
      })
      setSwitched(true)
      setPlan(next)
      setRows(initialRows(prepared, next, results))
      await run(next, { results })
      return true
    } catch {
      return false
    }
  }

  // Starts once, as soon as the wallet client is there (it arrives a render after mount).
  useEffect(() => {
    if (started.current || !publicClient || !walletClient) return
    started.current = true
    void run(firstPlan, stored ? resumeOf(stored.rows, stored.pendingHash) : undefined)
  })

  // Every change of state is kept in this browser until the task finishes (see sendTaskStore.ts).
  const finishedNow = rows.every((row) => row.kind !== 'batch' || row.state === 'done')
  useEffect(() => {
    if (!address || !chainId || finishedNow) return
    saveSendTask(chainId, address, { prepared, plan, rows, pendingHash: failure?.pendingHash })
  }, [address, chainId, prepared, plan, rows, failure, finishedNow])

  const retry = () => {
    if (!failure) return
    setRows((previous) =>
      previous.map((row) => (row.stepIndex === failure.stepIndex ? { ...row, state: 'waiting' } : row)),
    )
    void run(plan, { results: failure.results, pendingHash: failure.pendingHash })
  }

  const batches = rows.filter((row) => row.kind === 'batch')
  const sent = batches.filter((row) => row.state === 'done')
  const finished = sent.length === batches.length
  const sentRecipients = sent.reduce((sum, row) => sum + (row.batch ? row.batch.end - row.batch.start : 0), 0)
  const txUrl = (hash: string) => (entry?.url ? `${entry.url}/tx/${hash}` : undefined)
  const exportCsv = () =>
    downloadCsv(
      `tokenbox-send-${prepared.asset.symbol}-${new Date().toISOString().slice(0, 19)}.csv`,
      taskCsvRows(prepared, rows),
    )

  return (
    <Flex vertical gap={16}>
      <Progress
        percent={Math.floor((sentRecipients / prepared.recipients.length) * 100)}
        status={failure ? 'exception' : finished ? 'success' : 'active'}
        data-testid="send-progress"
      />
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
          description={t('run.failedHint', { sent: sent.length, total: batches.length })}
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
              row.hash &&
              (txUrl(row.hash) ? (
                <Typography.Link href={txUrl(row.hash)} target="_blank" rel="noreferrer">
                  {formatHash(row.hash)}
                </Typography.Link>
              ) : (
                <Typography.Text copyable={{ text: row.hash }}>{formatHash(row.hash)}</Typography.Text>
              )),
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

function isFeeOnTransfer(outcome: RunStepsFailed): boolean {
  return outcome.message.key === 'feeOnTransferToken'
}
