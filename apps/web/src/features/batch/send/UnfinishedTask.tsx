import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Alert, Button, Flex } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { clearSendTask, loadSendTask, type StoredSendTask } from './sendTaskStore.ts'

/** "An unfinished send": offers to go on with a task an earlier visit left, or to discard it. */
export function UnfinishedTask({ onResume }: { onResume: (task: StoredSendTask) => void }) {
  const { t, i18n } = useTranslation('send')
  const { address } = useConnection()
  const { chainId } = useCurrentNetwork()
  const [task, setTask] = useState(() => (address && chainId ? loadSendTask(chainId, address) : undefined))
  if (!task || !address || !chainId) return null
  const batches = task.rows.filter((row) => row.kind === 'batch')
  const done = batches.filter((row) => row.state === 'done').length
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="send-unfinished"
      title={t('unfinished.title', {
        amount: `${formatTokenAmount(task.plan.total, task.prepared.asset.decimals)} ${task.prepared.asset.symbol}`,
        count: task.prepared.recipients.length,
        time: formatDateTime(new Date(task.savedAt), i18n.language),
      })}
      description={
        <Flex vertical gap={8} align="flex-start">
          {t('unfinished.progress', { done, count: batches.length })}
          <Flex gap={8}>
            <Button type="primary" onClick={() => onResume(task)} data-testid="send-resume">
              {t('unfinished.resume')}
            </Button>
            <Button
              onClick={() => {
                clearSendTask(chainId, address)
                setTask(undefined)
              }}
              data-testid="send-discard"
            >
              {t('unfinished.discard')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  )
}
