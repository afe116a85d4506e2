import { Layout, theme } from 'antd'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { RpcUnreachableNotice } from '../../wallet/rpc/RpcUnreachableNotice.tsx'
import type { AppRoute } from '../routes/routeTable.ts'
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
  usePageTitle(routes)
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TagsViewProvider routes={routes}>
        <FixedHeader header={<AppHeader panels={panels} />} />
        <div style={{ display: 'flex', flex: 1 }}>
          {panels.sidebarOpened && !panels.isMobile && <Sidebar />}
          <Layout style={{ minWidth: 0 }}>
            <Layout.Content className="tb-content" style={{ padding: '32px 24px' }}>
              <div style={{ maxWidth: 1200, margin: '0 auto' }}>
                <RpcUnreachableNotice />
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
