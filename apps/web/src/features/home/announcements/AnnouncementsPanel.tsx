import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Flex, theme } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { formatDisplayTime, ImportanceTag } from './ImportanceTag.tsx'
import { useAnnouncements } from './useAnnouncements.ts'

// The full text's dialog loads when a visitor opens one, not with the dashboard.
const AnnouncementDetail = lazy(() =>
  import('./AnnouncementDetail.tsx').then((module) => ({ default: module.AnnouncementDetail })),
)

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
  // Mounted from the first opening on, so the dialog keeps its closing animation afterwards.
  const [detailWanted, setDetailWanted] = useState(false)
  if (openId !== null && !detailWanted) setDetailWanted(true)
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
                {/* Plain elements in the theme's colours: antd's Typography (tooltip, copy and
                    edit machinery, about 23 kB gzip) would load with the dashboard for these. */}
                <Button
                  type="link"
                  onClick={() => setOpenId(announcement.id)}
                  style={{ fontSize: 15, fontWeight: 600, padding: 0, height: 'auto' }}
                  data-testid="announcement-title"
                >
                  {announcement.title}
                </Button>
                <span style={{ fontSize: 13, color: token.colorTextSecondary }}>
                  {formatDisplayTime(announcement.displayTime, i18n.language)}
                </span>
              </Flex>
              {announcement.summary && (
                <p style={{ margin: 0, color: token.colorTextSecondary }}>{announcement.summary}</p>
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
      {detailWanted && (
        <Suspense fallback={null}>
          <AnnouncementDetail id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  )
}
