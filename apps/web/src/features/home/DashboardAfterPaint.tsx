import { Suspense } from 'react'
import { WelcomeOffer } from '../../app/tour/WelcomeOffer.tsx'
import { AnnouncementsPanel } from './announcements/AnnouncementsPanel.tsx'

/**
 * What the dashboard shows after its first paint from the server and this browser: the
 * announcements operators published, and on a browser's first visit the guide's offer (a fixed
 * card, no place in the grid). One lazily loaded module for both: each lazy import in HomePage is
 * bytes on the first paint. Each waits for its own strings, not for the other's.
 *
 * @example
 * <AfterFirstPaint><Suspense fallback={null}><DashboardAfterPaint /></Suspense></AfterFirstPaint>
 */
export function DashboardAfterPaint() {
  return (
    <>
      <Suspense fallback={null}>
        <AnnouncementsPanel />
      </Suspense>
      <Suspense fallback={null}>
        <WelcomeOffer />
      </Suspense>
    </>
  )
}
