import { SearchOutlined } from '@ant-design/icons'
import { Button, Drawer } from 'antd'
import { useTranslation } from 'react-i18next'
import { NavSections } from './NavSections.tsx'
import { SiteLogo } from './SiteLogo.tsx'

export type NavDrawerProps = {
  open: boolean
  /** Closes with the drawer's animation (close button, Escape). */
  onClose: () => void
  /** Navigation closes at once, without animation (spec 000 section 4). */
  onNavigate: () => void
  /** Opens the header search (the drawer closes at once first). */
  onSearch: () => void
  afterClose: () => void
}

/**
 * The phone and tablet menu (under 992 px): a full-screen drawer with the tool search, the
 * dashboard link, the hot list and the folding groups. Loaded on the first tap of the menu button.
 *
 * @example
 * <NavDrawer open onClose={close} onNavigate={closeAtOnce} onSearch={openSearch} afterClose={unmount} />
 */
export function NavDrawer({ open, onClose, onNavigate, onSearch, afterClose }: NavDrawerProps) {
  const { t } = useTranslation('layout')
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose()
      }}
      placement="left"
      size="100%"
      title={<SiteLogo />}
      closable={{ 'aria-label': t('nav.closeMenu') }}
      styles={{ body: { padding: '8px 16px 24px' } }}
      rootClassName="tb-nav-drawer"
      data-testid="nav-drawer"
    >
      <div data-testid="nav-drawer-body">
        {/* Looks like a search field, opens the palette: one search, whatever the width. */}
        <Button
          block
          size="large"
          icon={<SearchOutlined />}
          data-testid="nav-drawer-search"
          onClick={onSearch}
          style={{ justifyContent: 'flex-start', marginBottom: 8 }}
        >
          {t('search.open')}
        </Button>
        <NavSections onNavigate={onNavigate} />
      </div>
    </Drawer>
  )
}
