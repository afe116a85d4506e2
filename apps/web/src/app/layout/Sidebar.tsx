import { theme } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettings } from '../settings/useSettings.ts'
import { SiteLogo } from './SiteLogo.tsx'

const NavSections = lazy(() =>
  import('./NavSections.tsx').then((module) => ({ default: module.NavSections })),
)

/** Spec 000 section 9: the sidebar is 250 px wide. */
export const sidebarWidth = 250

/**
 * The desktop sidebar (from 992 px, when opened with the menu button): the same folding groups
 * as the phone's drawer, beside the page, 250 px wide, sticky under the header.
 *
 * @example
 * {panels.sidebarOpened && !panels.isMobile && <Sidebar />}
 */
export function Sidebar() {
  const { t } = useTranslation('layout')
  const { token } = theme.useToken()
  // The settings panel's "sidebar logo" flag (spec 000 section 2) shows the site mark on top.
  const { sidebarLogo } = useSettings()
  return (
    <aside
      aria-label={t('drawer.allTools')}
      data-testid="sidebar"
      className="tb-desktop-only"
      style={{
        width: sidebarWidth,
        flex: `0 0 ${sidebarWidth}px`,
        background: token.colorBgContainer,
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        padding: '16px 12px',
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        minHeight: 'calc(100vh - 64px)',
        maxHeight: '100vh',
        overflowY: 'auto',
      }}
    >
      {sidebarLogo && (
        <div data-testid="sidebar-logo" style={{ padding: '0 10px 12px' }}>
          <SiteLogo />
        </div>
      )}
      <Suspense fallback={null}>
        <NavSections />
      </Suspense>
    </aside>
  )
}
