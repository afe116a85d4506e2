import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { Button, Empty, Flex, List, Modal, Segmented, Skeleton, Tag, Typography, theme } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { ListScanStatus } from '../../../app/lists/ListScanStatus.tsx'

/** One token of a launch list, as the dialog shows it. */
export type LaunchListEntry = {
  token: Address
  symbol: string
  /** The phase's tag: its colour and words. */
  phase: { color: string; label: string }
  progressBps: number
  /** The figures under the bar (raised of the cap, mints of the cap). */
  line: ReactNode
}

/** A launch list's read, as its query reports it. */
export type LaunchListRead = {
  /** The rows so far (the newest while older blocks are read), undefined before the first. */
  data: readonly LaunchListEntry[] | undefined
  /** Whether the list is being read now (react-query's isFetching). */
  isFetching: boolean
  /** The read's failure, null when none. */
  error: unknown
  /** Where the list's log scan stands. */
  progress: ScanProgress | undefined
}

/**
 * The list of the chain's self-launching tokens (the sale's "no-dApp sale list", the fair launch
 * list): filter buttons, then each token with its phase, progress and figures, and a button that
 * opens it; the newest tokens show while older blocks are read, with the scan's status line under
 * them. Test ids start with `testIdPrefix` (`-list-dialog`, `-list-filter`, `-list-item`,
 * `-list-open`, `-list-error`, `-list-scan`).
 */
export function LaunchListDialog<Filter extends string>({
  open,
  onClose,
  onOpen,
  title,
  hint,
  testIdPrefix,
  filters,
  filter,
  onFilter,
  entries,
  emptyText,
}: {
  open: boolean
  onClose: () => void
  onOpen: (token: Address) => void
  title: string
  hint?: string | undefined
  testIdPrefix: string
  filters: readonly { value: Filter; label: string }[]
  filter: Filter
  onFilter: (filter: Filter) => void
  entries: LaunchListRead
  emptyText: string
}) {
  const { t } = useTranslation('tokens')
  const { token } = theme.useToken()
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={title}
      width={640}
      data-testid={`${testIdPrefix}-list-dialog`}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        <Segmented<Filter>
          value={filter}
          onChange={onFilter}
          options={filters.map(({ value, label }) => ({ value, label }))}
          data-testid={`${testIdPrefix}-list-filter`}
        />
        {entries.error ? (
          <ReadErrorAlert error={entries.error} testId={`${testIdPrefix}-list-error`} />
        ) : !entries.data?.length ? (
          // Empty only once the whole window is read: the newest rows show while older blocks are read.
          entries.isFetching || !entries.data ? (
            <Skeleton active />
          ) : (
            <Empty description={emptyText} />
          )
        ) : (
          <List
            dataSource={entries.data as LaunchListEntry[]}
            data-testid={`${testIdPrefix}-list`}
            renderItem={(entry) => (
              <List.Item
                key={entry.token}
                data-testid={`${testIdPrefix}-list-item`}
                data-token={entry.token}
                actions={[
                  <Button
                    key="open"
                    size="small"
                    onClick={() => onOpen(entry.token)}
                    data-testid={`${testIdPrefix}-list-open`}
                  >
                    {t('sale.list.open')}
                  </Button>,
                ]}
              >
                <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{entry.symbol}</Typography.Text>
                    <Typography.Text type="secondary">{formatAddress(entry.token)}</Typography.Text>
                    <Tag color={entry.phase.color}>{entry.phase.label}</Tag>
                  </Flex>
                  <ProgressBar
                    percent={entry.progressBps / 100}
                    size="small"
                    showInfo={false}
                    strokeColor={token.colorPrimary}
                  />
                  <Typography.Text type="secondary">{entry.line}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
        <ListScanStatus
          progress={entries.progress}
          reading={entries.isFetching}
          testId={`${testIdPrefix}-list-scan`}
        />
      </Flex>
    </Modal>
  )
}
