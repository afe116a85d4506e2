import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconBadge } from '../../app/layout/IconBadge.tsx'
import { LightTag } from '../../app/layout/LightTag.tsx'
import type { MenuItem } from '../../app/routes/buildMenus.ts'
import { dashboardIcons, fallbackDashboardIcon } from './dashboardIcons.ts'

/**
 * The dashboard's hot tools: the route table's featured tools that are built (of the spec's batch
 * send, coin, mining and finance), each with its description and a link. An unbuilt one is left
 * out rather than shown as a promise; it appears here once its route is built.
 *
 * @example
 * <HotTools items={hotList} />
 */
export function HotTools({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation(['home', 'menu'])
  const { token } = theme.useToken()
  return (
    <Panel title={t('hot.title')} data-testid="hot-tools">
      <p style={{ margin: '0 0 16px', color: token.colorTextSecondary }}>{t('hot.subtitle')}</p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))',
          gap: 12,
        }}
      >
        {items.map((item) => {
          const Icon = dashboardIcons[item.icon] ?? fallbackDashboardIcon
          const body = (
            <div
              key="body"
              style={{
                display: 'flex',
                gap: 12,
                padding: 14,
                height: '100%',
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${token.colorPrimaryBorder}`,
                background: token.colorPrimaryBg,
              }}
            >
              <IconBadge icon={Icon} size={40} background="container" />
              <span style={{ minWidth: 0 }}>
                <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
                  <strong style={{ color: token.colorText }}>{item.name}</strong>
                  {item.tag && (
                    <LightTag
                      color={item.tag === 'hot' ? 'volcano' : 'green'}
                      variant="filled"
                      style={{ margin: 0 }}
                    >
                      {t(`tag.${item.tag}`, { ns: 'menu' })}
                    </LightTag>
                  )}
                </span>
                <span
                  style={{ display: 'block', fontSize: 13, color: token.colorTextSecondary, marginTop: 4 }}
                >
                  {item.desc}
                </span>
              </span>
            </div>
          )
          return (
            <Link
              key={item.id}
              to={item.href}
              data-testid={`hot-tool-${item.id}`}
              style={{ display: 'block' }}
            >
              {body}
            </Link>
          )
        })}
      </div>
    </Panel>
  )
}
