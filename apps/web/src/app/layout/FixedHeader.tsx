import type { ReactNode } from 'react'
import { useSettings } from '../settings/useSettings.ts'
import { TagsView } from './TagsView.tsx'

/**
 * The top of the layout: the header and, when the tags view is on, the row of tabs. With the
 * fixed-header setting on (spec 000 section 2, off by default) both stay at the top while the
 * page scrolls; otherwise they scroll away with it, leaving phones the whole screen.
 *
 * @example
 * <FixedHeader header={<AppHeader />} />
 */
export function FixedHeader({ header }: { header: ReactNode }) {
  const { tagsView, fixedHeader } = useSettings()
  return (
    <div
      data-testid="layout-top"
      data-fixed={fixedHeader}
      // A sticky header inside this box can stick no further than the box, so the setting alone
      // decides, whatever the header itself declares.
      style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : { position: 'relative', zIndex: 10 }}
    >
      {header}
      {tagsView && <TagsView />}
    </div>
  )
}
