import { lazy, Suspense, useSyncExternalStore } from 'react'
import { readTourRecord, subscribeTourRecord, type TourRecord } from './tourProgress.ts'

// The card, its strings and the tour runner load only on a first visit, when the card shows: the
// dashboard's after-paint load carries just this check.
const WelcomeCard = lazy(() =>
  import('./WelcomeCard.tsx').then((module) => ({ default: module.WelcomeCard })),
)

/**
 * The guide's first-visit offer, shown by the dashboard after its first paint (DashboardAfterPaint): on a browser's
 * first visit (nothing answered, no tour begun) the welcome card; otherwise nothing. A visitor who
 * lands on a toured tool gets that tool's "Show me around" instead (ToolTourHint).
 *
 * @example
 * <Suspense fallback={null}><WelcomeOffer /></Suspense>
 */
export function WelcomeOffer() {
  const record = useSyncExternalStore(subscribeTourRecord, readTourRecord)
  if (!isFirstVisit(record)) return null
  return (
    <Suspense fallback={null}>
      <WelcomeCard />
    </Suspense>
  )
}

/** Nothing answered and no tour begun: this browser has not met the guide yet. */
function isFirstVisit(record: TourRecord): boolean {
  return record.welcome === undefined && Object.keys(record.tours).length === 0
}
