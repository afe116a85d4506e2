import { type AppRoute, homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Layout, theme } from 'antd'
import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { RpcUnreachableNotice } from '../../wallet/rpc/RpcUnreachableNotice.tsx'
import { findScreenRoute } from '../routes/findScreenRoute.ts'
import { useRememberVisitedTool } from '../search/useRememberVisitedTool.ts'
import { AppHeader } from './AppHeader.tsx'
import { FixedHeader } from './FixedHeader.tsx'
import { RouteLoading } from './RouteLoading.tsx'
import { Sidebar } from './Sidebar.tsx'
import { TagsViewOutlet } from './TagsViewOutlet.tsx'
import { TagsViewProvider } from './TagsViewProvider.tsx'
import { useNavigationPanels } from './useNavigationPanels.ts'
import { usePageTitle } from './usePageTitle.ts'

/**
 * The frame around every screen: header (with the phone's drawer), the desktop sidebar when
 * opened, the warning of a chain whose RPC does not answer, the lazily loaded screen, footer; it also keeps the page title in step with the route
 * and language.
 *
 * @example
 * { element: <MainLayout routes={routeTable} />, children: [...] }
 */
export function MainLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation('common')
  const { token } = theme.useToken()
  const panels = useNavigationPanels()
  const { pathname } = useLocation()
  usePageTitle(routes)
  useRememberVisitedTool(routes)
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TagsViewProvider routes={routes}>
        <FixedHeader header={<AppHeader panels={panels} />} />
        <div style={{ display: 'flex', flex: 1 }}>
          {panels.sidebarOpened && !panels.isMobile && <Sidebar />}
          <Layout style={{ minWidth: 0 }}>
            <Layout.Content className="tb-content" style={{ padding: '32px 24px' }}>
              {/* Relative: "How it works" sits in the padding above the screen, taking no room. */}
              <div style={{ maxWidth: 1200, margin: '0 auto', position: 'relative' }}>
                {pathname !== homePath && <PageHeading routes={routes} />}
                <RpcUnreachableNotice />
                {pathname !== homePath && <LazyToolDocLink />}
                <Suspense fallback={<RouteLoading />}>
                  <TagsViewOutlet />
                </Suspense>
              </div>
            </Layout.Content>
            <Layout.Footer style={{ textAlign: 'center' }}>
              <span style={{ color: token.colorTextSecondary }}>{t('footer.tagline')}</span>
            </Layout.Footer>
          </Layout>
        </div>
      </TagsViewProvider>
    </Layout>
  )
}

/**
 * The page's one `h1` (issue 77: every page has exactly one): the route's title, as the tab and
 * the document title name it. The tools show their title in the tab bar and the window's title, so
 * the heading is for screen readers and their heading navigation only; the dashboard has a visible
 * one of its own.
 */
function PageHeading({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation('routes')
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search, routes)
  return route ? <h1 className="tb-visually-hidden">{t(route.titleKey)}</h1> : null
}

/**
 * A tool's "How it works" link (ToolDocLink), loaded with the first tool a visitor opens, not with
 * the dashboard. Loaded in an effect rather than through lazy(): a suspending link made the layout's
 * other updates (turning the tags view off) wait for its code.
 */
function LazyToolDocLink() {
  const [Link, setLink] = useState<ComponentType | undefined>()
  useEffect(() => {
    let live = true
    void import('./ToolDocLink.tsx').then((module) => {
      if (live) setLink(() => module.ToolDocLink)
    })
    return () => {
      live = false
    }
  }, [])
  return Link ? <Link /> : null
}
