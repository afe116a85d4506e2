import { DashboardOutlined, MenuFoldOutlined, MenuOutlined } from '@ant-design/icons'
import { homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Button, Flex, Layout } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NetworkSwitch } from '../../wallet/network/NetworkSwitch.tsx'
import { WalletButton } from '../../wallet/WalletButton.tsx'
import { SearchButton } from '../search/SearchButton.tsx'
import { loadSearchPalette, useSearchLauncher } from '../search/useSearchLauncher.ts'
import { CopyAddressButton } from './CopyAddressButton.tsx'
import { GlobalSize } from './GlobalSize.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { LayoutStyles } from './LayoutStyles.tsx'
import { MegaMenu } from './MegaMenu.tsx'
import { SettingsDrawerButton } from './SettingsDrawerButton.tsx'
import { SiteLogo } from './SiteLogo.tsx'
import type { NavigationPanels } from './useNavigationPanels.ts'

const loadDrawer = () => import('./NavDrawer.tsx')
const NavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavDrawer })))
const SearchPalette = lazy(() => loadSearchPalette().then((module) => ({ default: module.SearchPalette })))

/**
 * The navbar: menu button, logo, the mega menus (desktop), and the actions: search, Dashboard,
 * Copy Address, Global Size, settings (theme), language, network and wallet. Under 992 px the mega
 * menus, search, Dashboard, Copy Address and Global Size move into the full-screen drawer the menu
 * button opens, so a 375 px phone keeps one uncluttered row. The search's shortcuts work at every
 * width.
 *
 * @example
 * const panels = useNavigationPanels()
 * <AppHeader panels={panels} />
 */
export function AppHeader({ panels }: { panels: NavigationPanels }) {
  const { t } = useTranslation('layout')
  const menuOpen = panels.isMobile ? panels.drawer === 'open' : panels.sidebarOpened
  const search = useSearchLauncher()
  return (
    <Layout.Header
      className="tb-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.04)',
      }}
    >
      <LayoutStyles />
      {/* Narrower gaps on phones: at 375 px the wallet button otherwise sticks out by a few pixels. */}
      <Flex
        align="center"
        gap={panels.isMobile ? 4 : 8}
        style={{ height: '100%', maxWidth: 1440, margin: '0 auto' }}
      >
        <Button
          type="text"
          icon={menuOpen && !panels.isMobile ? <MenuFoldOutlined /> : <MenuOutlined />}
          aria-label={panels.isMobile ? t('nav.openMenu') : t('sidebar.toggle')}
          aria-expanded={menuOpen}
          data-testid="menu-button"
          onPointerEnter={() => void loadDrawer()}
          onClick={panels.toggle}
        />
        <SiteLogo compact />
        <MegaMenu />
        <Flex align="center" gap={panels.isMobile ? 2 : 4} style={{ marginInlineStart: 'auto' }}>
          <span className="tb-desktop-only">
            <SearchButton onOpen={search.show} />
          </span>
          <Link
            to={homePath}
            className="tb-desktop-only"
            data-testid="nav-dashboard-link"
            aria-label={t('nav.dashboard')}
            title={t('nav.dashboard')}
          >
            {/* An icon at every width (its name as tooltip and accessible name): a label appearing
                at 1600 px took the room of a menu group, so a wider window showed fewer menus (issue 77). */}
            <Button type="text" icon={<DashboardOutlined />} tabIndex={-1} />
          </Link>
          <span className="tb-desktop-only">
            <CopyAddressButton />
          </span>
          <span className="tb-desktop-only">
            <GlobalSize />
          </span>
          <SettingsDrawerButton />
          <LanguageSwitch />
          <NetworkSwitch />
          <WalletButton />
        </Flex>
      </Flex>
      {panels.isMobile && panels.drawer !== 'closed' && (
        <Suspense fallback={null}>
          <NavDrawer
            open={panels.drawer === 'open'}
            onClose={() => panels.closeDrawer()}
            onNavigate={() => panels.closeDrawer({ withoutAnimation: true })}
            onSearch={() => {
              panels.closeDrawer({ withoutAnimation: true })
              search.show()
            }}
            afterClose={panels.drawerClosed}
          />
        </Suspense>
      )}
      {search.mounted && (
        <Suspense fallback={null}>
          <SearchPalette open={search.open} onClose={search.hide} />
        </Suspense>
      )}
    </Layout.Header>
  )
}
