import { ExportOutlined, ReadOutlined } from '@ant-design/icons'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { routeIcons } from '@tokenbox/ui/routes/routeIcons.tsx'
import { type RouteTag, routeTable } from '@tokenbox/ui/routes/routeTable.ts'
import { Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentationHref } from '../../app/docs/documentationHref.ts'
import { toolContracts } from '../../app/docs/toolContracts.ts'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { IconBadge } from '../../app/layout/IconBadge.tsx'
import { LightTag } from '../../app/layout/LightTag.tsx'
import type { MenuItem } from '../../app/routes/buildMenus.ts'
import { useMenus } from '../../app/routes/useMenus.ts'
import { useSwitcherEntries } from '../../wallet/network/useSwitcherEntries.ts'
import { ToolChainsLine } from './ToolChainsLine.tsx'

const tagColors: Record<RouteTag, 'volcano' | 'green' | 'blue' | 'orange'> = {
  hot: 'volcano',
  new: 'green',
  beta: 'blue',
  recommend: 'orange',
}

/** Every tag of the route table (the menus show only HOT and NEW). */
const tagOf = new Map(
  routeTable.flatMap((route) => ('tag' in route && route.tag ? [[route.id, route.tag]] : [])),
)

/**
 * The tools index (`/tools/index`): every built tool grouped as the menus are, each with its
 * description, tags, the chains it works on, a link to it and to its documentation; the chain
 * navigation and chain list entries open their external sites.
 */
export function ToolsIndexPage() {
  const { t } = useLazyNamespace('docs')
  const { groups } = useMenus()
  const entries = useSwitcherEntries()
  const { token } = theme.useToken()
  return (
    <div data-testid="tools-index">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('index.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('index.intro')} {t('index.sharedNote')}
      </Typography.Paragraph>
      {groups.map((group) => (
        <Panel key={group.id} title={group.title} style={{ marginBottom: 16, height: 'auto' }}>
          <div data-testid={`tools-group-${group.id}`}>
            <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
              {t(`groupDesc.${group.id}`, { ns: 'menu' })}
            </Typography.Paragraph>
            {group.sections.map((section) => (
              <section key={section.id} style={{ marginBottom: 12 }}>
                {group.sections.length > 1 && (
                  <Typography.Title level={5} style={{ color: token.colorTextSecondary }}>
                    {section.title}
                  </Typography.Title>
                )}
                <div
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
                    gap: 12,
                  }}
                >
                  {section.items.map((item) => (
                    <ToolCard key={item.id} item={item} entries={entries} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </Panel>
      ))}
    </div>
  )
}

function ToolCard({ item, entries }: { item: MenuItem; entries: readonly ChainEntry[] }) {
  const { t } = useTranslation('docs')
  const { token } = theme.useToken()
  const Icon = routeIcons[item.icon]
  const tag = tagOf.get(item.id)
  const facts = toolContracts[item.id]
  const name = item.external ? (
    <a href={item.href} target="_blank" rel="noopener noreferrer" title={t('index.external')}>
      {item.name} <ExportOutlined />
    </a>
  ) : (
    <Link to={item.href}>{item.name}</Link>
  )
  return (
    <article
      data-testid={`tools-item-${item.id}`}
      style={{
        display: 'flex',
        gap: 12,
        padding: 12,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <IconBadge icon={Icon} size={32} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
          <strong>{name}</strong>
          {tag && (
            <LightTag color={tagColors[tag]} variant="filled" style={{ margin: 0 }}>
              {t(`tag.${tag}`)}
            </LightTag>
          )}
        </div>
        <div style={{ fontSize: 13, color: token.colorTextSecondary, margin: '2px 0 6px' }}>{item.desc}</div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          {facts && <ToolChainsLine facts={facts} entries={entries} testId={`tools-chains-${item.id}`} />}
          {facts && !item.external && (
            <Link
              to={documentationHref(item.id)}
              style={{ fontSize: 12 }}
              data-testid={`tools-docs-${item.id}`}
            >
              <ReadOutlined /> {t('index.docs')}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
