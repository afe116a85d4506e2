import { ExportOutlined } from '@ant-design/icons'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconBadge } from '../../app/layout/IconBadge.tsx'
import { LightTag } from '../../app/layout/LightTag.tsx'
import type { MenuGroup } from '../../app/routes/buildMenus.ts'
import { dashboardIcons, fallbackDashboardIcon } from './dashboardIcons.ts'

/**
 * "What TokenBox offers": one card per group with its description and every tool in it. Tools
 * that work are links; the others are muted names, and a group with none ready says "Not
 * available yet", so the dashboard describes the product honestly while it grows.
 *
 * @example
 * <ToolOverview groups={groups} />
 */
export function ToolOverview({ groups }: { groups: readonly MenuGroup[] }) {
  const { t } = useTranslation(['home', 'menu'])
  const { token } = theme.useToken()
  return (
    <Panel title={t('offers.title')} data-testid="tool-overview">
      <p style={{ margin: '0 0 20px', color: token.colorTextSecondary }}>{t('offers.subtitle')}</p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
          gap: 16,
        }}
      >
        {groups.map((group) => {
          const Icon = dashboardIcons[group.icon] ?? fallbackDashboardIcon
          const items = group.sections.flatMap((section) => section.items)
          const available = items.filter((item) => item.available).length
          return (
            <section
              key={group.id}
              data-testid={`offer-${group.id}`}
              style={{
                padding: 16,
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <header style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
                <IconBadge icon={Icon} size={36} />
                <h3 style={{ margin: 0, fontSize: 16, fontWeight: 600, flex: 1 }}>{group.title}</h3>
                {available === 0 ? (
                  <LightTag variant="filled" style={{ margin: 0 }}>
                    {t('status.notAvailable')}
                  </LightTag>
                ) : (
                  <LightTag color="success" variant="filled" style={{ margin: 0 }}>
                    {t('offers.toolCount', { available, total: items.length })}
                  </LightTag>
                )}
              </header>
              <p style={{ margin: '0 0 12px', fontSize: 13, color: token.colorTextSecondary }}>
                {t(`groupDesc.${group.id}`, { ns: 'menu' })}
              </p>
              <ul
                style={{
                  margin: 0,
                  padding: 0,
                  listStyle: 'none',
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 6,
                }}
              >
                {items.map((item) => (
                  <li key={item.id} data-testid={`offer-item-${item.id}`} data-available={item.available}>
                    {!item.available ? (
                      <span
                        title={t('status.notAvailable')}
                        style={{
                          display: 'inline-block',
                          padding: '1px 8px',
                          fontSize: 12,
                          borderRadius: 6,
                          color: token.colorTextTertiary,
                          background: token.colorFillQuaternary,
                        }}
                      >
                        {item.name}
                      </span>
                    ) : item.external ? (
                      <a
                        href={item.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={t('status.external')}
                      >
                        <LightTag color="orange" style={{ margin: 0 }}>
                          {item.name} <ExportOutlined />
                        </LightTag>
                      </a>
                    ) : (
                      <Link to={item.href}>
                        <LightTag color="orange" style={{ margin: 0 }}>
                          {item.name}
                        </LightTag>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </Panel>
  )
}
