import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { formatDisplayTime, ImportanceTag } from './ImportanceTag.tsx'
import { useAnnouncement } from './useAnnouncements.ts'

/**
 * One announcement in a dialog: title, importance, display time, views and the full text. The text
 * is shown as plain text with its line breaks, never as HTML: what an operator typed cannot run in
 * a visitor's page. Opening it reads the detail, which the server counts as a pageview.
 */
export function AnnouncementDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useLazyNamespace('announcements')
  const detail = useAnnouncement(id)
  const announcement = detail.data
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      title={announcement?.title ?? t('title')}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      width={720}
      destroyOnHidden
      data-testid="announcement-detail"
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>}
        />
      )}
      {announcement && (
        <div data-testid="announcement-detail-body">
          <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
            <ImportanceTag importance={announcement.importance} t={t} />
            <Typography.Text type="secondary">
              {formatDisplayTime(announcement.displayTime, i18n.language)}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="announcement-views">
              {t('views', { count: announcement.pageviews })}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {announcement.content || announcement.summary}
          </Typography.Paragraph>
        </div>
      )}
    </Modal>
  )
}
