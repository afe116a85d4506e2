import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { LaunchSummary } from './LaunchSummary.tsx'
import type { LaunchSummaryQuery } from './launchLinks.ts'

/**
 * A launch's shared page (`/launch?chain=&token=`): its summary read from the chain the link names,
 * whatever network a visitor's wallet is on, or with no wallet at all.
 */
export function LaunchSummaryPage({ query }: { query: LaunchSummaryQuery }) {
  useLazyNamespace('launch')
  return (
    <div style={{ maxWidth: 900, margin: '0 auto' }}>
      <LaunchSummary query={query} />
    </div>
  )
}
