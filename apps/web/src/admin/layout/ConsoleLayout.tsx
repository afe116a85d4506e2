import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'
import { Button, Drawer, Flex, Layout, theme } from 'antd'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LanguageSwitch } from '../../app/layout/LanguageSwitch.tsx'
import { RouteLoading } from '../../app/layout/RouteLoading.tsx'
import { SettingsDrawerButton } from '../../app/layout/SettingsDrawerButton.tsx'
import { TagsView } from '../../app/layout/TagsView.tsx'
import { TagsViewOutlet } from '../../app/layout/TagsViewOutlet.tsx'
import { useSettings } from '../../app/settings/useSettings.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'
import type { ConsolePage } from '../routes/flattenConsoleRoutes.ts'
import { ConsoleMenu } from './ConsoleMenu.tsx'
import { ConsoleTagsViewProvider } from './ConsoleTagsViewProvider.tsx'
import { UserMenu } from './UserMenu.tsx'

/** Sidebar width of the template (spec 000 section 2). */
const sidebarWidth = 250

/**
 * The console's frame: the role-filtered side menu (a drawer under 992 px), the header with the
 * language switch, the shared settings panel and the account menu, the shared tags view and the
 * kept screens with the shared progress bar. It keeps the page title as "<page> - TokenBox Admin".
 *
 * @example
 * <ConsoleLayout pages={pages} menuRoutes={menuRoutes} />
 */
export function ConsoleLayout({
  pages,
  menuRoutes,
}: {
  pages: readonly ConsolePage[]
  menuRoutes: readonly ConsoleRoute[]
}) {
  const { t } = useTranslation('admin')
  const { token } = theme.useToken()
  const { tagsView, fixedHeader, sidebarLogo } = useSettings()
  const isMobile = useIsMobile()
  const [collapsed, setCollapsed] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { pathname } = useLocation()
  const page = pages.find((candidate) => candidate.path === pathname)
  const pageTitle = page ? t(page.titleKey) : ''
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${t('title')}` : t('title')
  }, [pageTitle, t])

  const logo = sidebarLogo && (
    <div style={{ padding: '16px 24px', fontWeight: 700, fontSize: 18, color: token.colorPrimary }}>
      {t('title')}
    </div>
  )
  return (
    <ConsoleTagsViewProvider pages={pages}>
      <Layout style={{ minHeight: '100vh' }}>
        {!isMobile && !collapsed && (
          <Layout.Sider
            width={sidebarWidth}
            theme="light"
            style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
          >
            {logo}
            <nav aria-label={t('layout.menu')}>
              <ConsoleMenu routes={menuRoutes} />
            </nav>
          </Layout.Sider>
        )}
        {isMobile && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={sidebarWidth}
            title={t('title')}
          >
            <nav aria-label={t('layout.menu')}>
              <ConsoleMenu routes={menuRoutes} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Drawer>
        )}
        <Layout style={{ minWidth: 0 }}>
          <div style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : undefined}>
            <Layout.Header
              style={{
                paddingInline: isMobile ? 8 : 16,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <Flex align="center" gap={8} style={{ height: '100%' }}>
                <Button
                  type="text"
                  aria-label={t('layout.toggleMenu')}
                  data-testid="console-menu-toggle"
                  icon={collapsed || isMobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  onClick={() => (isMobile ? setDrawerOpen(true) : setCollapsed(!collapsed))}
                />
                {/* The page's one h1: the open page's title, as the header always showed it. */}
                <h1
                  style={{
                    margin: 0,
                    fontSize: token.fontSize,
                    fontWeight: 600,
                    lineHeight: 'inherit',
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {pageTitle}
                </h1>
                <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
                  <SettingsDrawerButton />
                  <LanguageSwitch />
                  <UserMenu />
                </Flex>
              </Flex>
            </Layout.Header>
            {tagsView && <TagsView />}
          </div>
          <Layout.Content style={{ padding: isMobile ? 12 : 24 }}>
            <Suspense fallback={<RouteLoading />}>
              <TagsViewOutlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConsoleTagsViewProvider>
  )
}
