import { Button, Flex, Typography, theme } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { Panel } from '../../../app/layout/Panel.tsx'
import { AnnouncementDetail } from './AnnouncementDetail.tsx'
import { formatDisplayTime, ImportanceTag } from './ImportanceTag.tsx'
import { useAnnouncements } from './useAnnouncements.ts'

/**
 * The dashboard's announcements: what operators published in the admin console, newest first,
 * each with its importance, display time and summary; "Read more" opens the full text. Loaded
 * lazily after the dashboard's first paint (code, strings and list), and nothing is shown while
 * there are none or the server cannot be reached: the dashboard works without them.
 *
 * @example
 * <Suspense fallback={null}><AnnouncementsPanel /></Suspense>
 */
export function AnnouncementsPanel() {
  const { t, i18n } = useLazyNamespace('announcements')
  const { token } = theme.useToken()
  const { data: announcements = [] } = useAnnouncements()
  const [openId, setOpenId] = useState<string | null>(null)
  if (announcements.length === 0) return null
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Panel title={t('title')} data-testid="announcements">
        <Flex vertical gap={16}>
          {announcements.map((announcement, index) => (
            <article
              key={announcement.id}
              data-testid="announcement"
              style={
                index < announcements.length - 1
                  ? { borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingBottom: 12 }
                  : undefined
              }
            >
              <Flex gap={8} align="center" wrap style={{ marginBottom: 4 }}>
                <ImportanceTag importance={announcement.importance} t={t} />
                <Typography.Link
                  strong
                  onClick={() => setOpenId(announcement.id)}
                  style={{ fontSize: 15 }}
                  data-testid="announcement-title"
                >
                  {announcement.title}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {formatDisplayTime(announcement.displayTime, i18n.language)}
                </Typography.Text>
              </Flex>
              {announcement.summary && (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {announcement.summary}
                </Typography.Paragraph>
              )}
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => setOpenId(announcement.id)}
                data-testid="announcement-open"
              >
                {t('readMore')}
              </Button>
            </article>
          ))}
        </Flex>
      </Panel>
      <AnnouncementDetail id={openId} onClose={() => setOpenId(null)} />
    </div>
  )
}
