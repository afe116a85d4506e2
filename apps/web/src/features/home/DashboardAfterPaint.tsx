import { Suspense } from 'react'
import { WelcomeOffer } from '../../app/tour/WelcomeOffer.tsx'
import { AnnouncementsPanel } from './announcements/AnnouncementsPanel.tsx'

/**
 * What the dashboard shows after its first paint from the server and this browser: the
 * announcements operators published (`part="announcements"`, in the grid), and on a browser's
 * first visit the guide's offer (`part="welcome"`, in the welcome panel). One lazily loaded module
 * for both: each module a lazy import in HomePage names is bytes on the first paint. Each waits
 * for its own strings, not for the other's.
 *
 * @example
 * <AfterFirstPaint><Suspense fallback={null}><DashboardAfterPaint part="announcements" /></Suspense></AfterFirstPaint>
 */
export function DashboardAfterPaint({ part }: { part: 'announcements' | 'welcome' }) {
  return (
    <Suspense fallback={null}>
      {part === 'announcements' ? <AnnouncementsPanel /> : <WelcomeOffer />}
    </Suspense>
  )
}
