import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { Empty, Flex, List, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { ReadErrorAlert } from '../errors/ReadErrorAlert.tsx'
import { ListScanStatus } from './ListScanStatus.tsx'

/** A list read from the chain's logs, as its query reports it (react-query's result fits). */
export type ScannedListRead<Entry> = {
  /** The rows so far (the newest while older blocks are read), undefined before the first. */
  data: readonly Entry[] | undefined
  /** Whether the read failed (default: whether there is an `error`). */
  isError?: boolean
  error: unknown
  /** Whether the list is being read now (react-query's isFetching). */
  isFetching: boolean
}

/**
 * A list of created contracts read from the chain's logs: the controls above it, then its failure
 * as a read error, a skeleton until the whole window is read, "empty" only once it is, or the rows
 * (the newest show while older blocks are read), and the scan's status line under them. Test ids:
 * `<testIdPrefix>-error`, `<testIdPrefix>-scan`, and `listTestId` on the list.
 *
 * @example
 * <ScannedList read={list} progress={progress} testIdPrefix="earn-list" listTestId="earn-list"
 *   emptyText={t('list.empty')} renderItem={(entry) => <EarnListItem entry={entry} onOpen={onOpen} />} />
 */
export function ScannedList<Entry>({
  read,
  entries = read.data ?? [],
  progress,
  testIdPrefix,
  listTestId,
  emptyText,
  renderItem,
  children,
}: {
  read: ScannedListRead<Entry>
  /** The rows to show, when the screen orders or filters them (default: all read so far). */
  entries?: readonly Entry[]
  progress: ScanProgress | undefined
  testIdPrefix: string
  listTestId?: string
  emptyText: ReactNode
  renderItem: (entry: Entry) => ReactNode
  /** The controls above the rows (filters, search). */
  children?: ReactNode
}) {
  return (
    <Flex vertical gap={12}>
      {children}
      {(read.isError ?? (read.error !== null && read.error !== undefined)) ? (
        <ReadErrorAlert error={read.error} testId={`${testIdPrefix}-error`} />
      ) : entries.length === 0 ? (
        // Empty only once the whole window is read: the newest rows show while older blocks are read.
        read.isFetching || read.data === undefined ? (
          <Skeleton active />
        ) : (
          <Empty description={emptyText} />
        )
      ) : (
        <List dataSource={entries as Entry[]} data-testid={listTestId} renderItem={renderItem} />
      )}
      <ListScanStatus progress={progress} reading={read.isFetching} testId={`${testIdPrefix}-scan`} />
    </Flex>
  )
}

/** What a list hook answers: the read of the rows and how far the scan of the logs got. */
export type ListScan<Entry> = { list: ScannedListRead<Entry>; progress: ScanProgress | undefined }

/**
 * {@link ScannedList} over a list hook: `useScan(params)` reads the rows (it must stay the same
 * hook for the component's life, as any hook call).
 *
 * @example
 * <ScannedListOf useScan={useEarnPoolList} params={{ factory, search, mine }} testIdPrefix="earn-list"
 *   emptyText={t('list.empty')} renderItem={(entry) => <EarnListItem entry={entry} onOpen={onOpen} />} />
 */
export function ScannedListOf<Params, Entry>({
  useScan,
  params,
  ...list
}: {
  useScan: (params: Params) => ListScan<Entry>
  params: Params
  testIdPrefix: string
  listTestId?: string
  emptyText: ReactNode
  renderItem: (entry: Entry) => ReactNode
}) {
  const { list: read, progress } = useScan(params)
  return <ScannedList read={read} progress={progress} {...list} />
}
