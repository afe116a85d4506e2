import { DashboardOutlined } from '@ant-design/icons'
import { routeIcons } from '@tokenbox/ui/routes/routeIcons.tsx'
import { homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Collapse, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMenus } from '../routes/useMenus.ts'
import { MenuItemLink } from './MenuItemLink.tsx'

/**
 * The menu as folding sections, one per navbar group, under the dashboard link and the
 * two-column hot list (batch send, coin, mining, finance: only those that are available; without
 * any, the list is left out and the groups follow the dashboard link). Shared by the mobile
 * drawer and the desktop sidebar.
 *
 * @example
 * <NavSections onNavigate={() => closeDrawer({ withoutAnimation: true })} />
 */
export function NavSections({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout')
  const { token } = theme.useToken()
  const { groups, hotList } = useMenus()
  return (
    <div className="tb-nav-sections">
      <Link to={homePath} className="tb-menu-item" data-testid="nav-dashboard" onClick={onNavigate}>
        <span
          aria-hidden="true"
          className="tb-menu-item-icon"
          style={{ background: token.colorPrimaryBg, color: token.colorPrimary }}
        >
          <DashboardOutlined />
        </span>
        <span className="tb-menu-item-name" style={{ color: token.colorText }}>
          {t('nav.dashboard')}
        </span>
      </Link>
      {hotList.length > 0 && (
        <section aria-labelledby="tb-hot-list" data-testid="nav-hot-list">
          <h3 id="tb-hot-list" className="tb-nav-heading" style={{ color: token.colorTextTertiary }}>
            {t('drawer.hot')}
          </h3>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            {hotList.map((item) => (
              <div
                key={item.id}
                style={{
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                }}
              >
                <MenuItemLink item={item} onNavigate={onNavigate} />
              </div>
            ))}
          </div>
        </section>
      )}
      <h3 className="tb-nav-heading" style={{ color: token.colorTextTertiary }}>
        {t('drawer.allTools')}
      </h3>
      <Collapse
        ghost
        expandIconPlacement="end"
        data-testid="nav-sections"
        items={groups.map((group) => {
          const Icon = routeIcons[group.icon]
          return {
            key: group.id,
            label: (
              <span data-testid={`nav-section-${group.id}`} style={{ fontWeight: 500 }}>
                <Icon /> <span style={{ marginInlineStart: 8 }}>{group.title}</span>
              </span>
            ),
            children: group.sections.map((section) => (
              <div key={section.id}>
                {group.sections.length > 1 && (
                  <h4 className="tb-nav-heading" style={{ color: token.colorTextTertiary }}>
                    {section.title}
                  </h4>
                )}
                {section.items.map((item) => (
                  <MenuItemLink key={item.id} item={item} onNavigate={onNavigate} />
                ))}
              </div>
            )),
          }
        })}
      />
    </div>
  )
}
