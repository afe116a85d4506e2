import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { scanNotice, scanPercent } from '@tokenbox/core/logs/scanNotice.ts'
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

export type ListScanStatusProps = {
  /** The list's log scan, as its query reports it (undefined before the first request). */
  progress: ScanProgress | undefined
  /** Whether the list is being read now (react-query's isFetching). */
  reading: boolean
  /** `data-testid` (default `list-scan-status`). */
  testId?: string
}

/**
 * The line under a list of created contracts while it is read: how much of its block window is
 * read ("Reading older blocks… 40% of the last 100,000"), and what the endpoint imposes (a block
 * range limit, a rate limit), in the user's language. The newest rows show above it meanwhile, so
 * a slow public RPC costs the older rows time, not the screen. Nothing once the list is read.
 *
 * @example
 * <ListScanStatus progress={progress} reading={list.isFetching} />
 */
export function ListScanStatus({ progress, reading, testId = 'list-scan-status' }: ListScanStatusProps) {
  const { t } = useTranslation('common')
  if (!reading || !progress) return null
  const notice = scanNotice(progress)
  const blocks = progress.toBlock - progress.fromBlock + 1n
  return (
    <Flex vertical gap={2} data-testid={testId} role="status">
      <Typography.Text type="secondary">
        {t('rpc.readingOlderBlocks', { percent: scanPercent(progress), blocks: Number(blocks) })}
      </Typography.Text>
      {notice && (
        <Typography.Text type="warning" data-testid={`${testId}-notice`}>
          {t(notice.key, notice.params)}
        </Typography.Text>
      )}
    </Flex>
  )
}
