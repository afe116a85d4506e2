import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Button, Card, Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorDetails } from '../../../app/errors/ErrorAlert.tsx'
import { approvalAmountText } from '../approvalDisplay.ts'
import type { RevokeItem } from './useRevokeQueue.ts'

const statusColor: Record<RevokeItem['status'], string> = {
  waiting: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  skipped: 'default',
}

/**
 * The revoke queue as the user follows it: one line per approval with its state (waiting, the
 * runner's Initiating / Waiting for confirmation / Generating, revoked, failed with the reason,
 * skipped), Retry and Skip on a failed one, and a summary of how many are done.
 */
export function RevokeQueue({
  items,
  running,
  onRetry,
  onSkip,
  onClose,
}: {
  items: readonly RevokeItem[]
  running: boolean
  onRetry: (id: string) => void
  onSkip: (id: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('approvals')
  const done = items.filter((item) => item.status === 'done').length
  const stateText = (item: RevokeItem) => {
    if (item.status === 'running') return t(`transaction.${item.state ?? 'initiating'}`, { ns: 'common' })
    if (item.status === 'failed' && item.message)
      return t(item.message.key, { ns: 'errors', ...item.message.params })
    return t(`queue.status.${item.status}`)
  }
  return (
    <Card
      size="small"
      data-testid="revoke-queue"
      title={t('queue.title', { done, count: items.length })}
      extra={
        !running && (
          <Button size="small" onClick={onClose} data-testid="revoke-queue-close">
            {t('queue.close')}
          </Button>
        )
      }
    >
      <List
        size="small"
        dataSource={items as RevokeItem[]}
        renderItem={(item) => (
          <List.Item
            data-testid={`revoke-item-${item.approval.id}`}
            data-status={item.status}
            actions={
              item.status === 'failed'
                ? [
                    <Button
                      key="retry"
                      size="small"
                      type="primary"
                      onClick={() => onRetry(item.approval.id)}
                      data-testid={`revoke-retry-${item.approval.id}`}
                    >
                      {t('queue.retry')}
                    </Button>,
                    <Button
                      key="skip"
                      size="small"
                      onClick={() => onSkip(item.approval.id)}
                      data-testid={`revoke-skip-${item.approval.id}`}
                    >
                      {t('queue.skip')}
                    </Button>,
                  ]
                : []
            }
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis>
                {item.approval.token.symbol || formatAddress(item.approval.token.address)} ·{' '}
                {approvalAmountText(t, item.approval)} → {formatAddress(item.approval.spender)}
              </Typography.Text>
              <span>
                <Tag color={statusColor[item.status]}>{stateText(item)}</Tag>
              </span>
              {item.status === 'failed' && item.message?.details && (
                <ErrorDetails details={item.message.details} />
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  )
}
