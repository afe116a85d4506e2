import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { Modal, Segmented, Tag, Typography, theme } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { ScannedList, type ScannedListRead } from '../../../app/lists/ScannedList.tsx'

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

/** A launch list's read, as its query reports it, and where its log scan stands. */
export type LaunchListRead = ScannedListRead<LaunchListEntry> & { progress: ScanProgress | undefined }

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
      <ScannedList
        read={entries}
        progress={entries.progress}
        testIdPrefix={`${testIdPrefix}-list`}
        listTestId={`${testIdPrefix}-list`}
        emptyText={emptyText}
        renderItem={(entry) => (
          <OpenListItem
            key={entry.token}
            testIdPrefix={`${testIdPrefix}-list`}
            data={{ 'data-token': entry.token }}
            openLabel={t('sale.list.open')}
            onOpen={() => onOpen(entry.token)}
            heading={
              <>
                <Typography.Text strong>{entry.symbol}</Typography.Text>
                <Typography.Text type="secondary">{formatAddress(entry.token)}</Typography.Text>
                <Tag color={entry.phase.color}>{entry.phase.label}</Tag>
              </>
            }
          >
            <ProgressBar
              percent={entry.progressBps / 100}
              size="small"
              showInfo={false}
              strokeColor={token.colorPrimary}
            />
            <Typography.Text type="secondary">{entry.line}</Typography.Text>
          </OpenListItem>
        )}
      >
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        <Segmented<Filter>
          value={filter}
          onChange={onFilter}
          options={filters.map(({ value, label }) => ({ value, label }))}
          data-testid={`${testIdPrefix}-list-filter`}
        />
      </ScannedList>
    </Modal>
  )
}
