import { theme } from 'antd'
import type { MenuGroup } from '../routes/buildMenus.ts'
import { MenuItemLink } from './MenuItemLink.tsx'

/**
 * The open mega menu of one navbar group: a column per section (classic, sale, ...), each entry
 * with icon, name, tag and description. Loaded on the first hover or focus of any group, so the
 * icons and panel code stay off the first load.
 *
 * @example
 * <MegaMenuPanel group={group} onNavigate={close} />
 */
export function MegaMenuPanel({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { token } = theme.useToken()
  const single = group.sections.length === 1
  const items = group.sections.reduce((count, section) => count + section.items.length, 0)
  // One long section reads better in two columns; several sections get a column each.
  const columns = single ? (items > 4 ? 2 : 1) : Math.min(group.sections.length, 4)
  return (
    <div
      data-testid={`mega-panel-${group.id}`}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(220px, 260px))`, gap: 8 }}
    >
      {single
        ? group.sections[0]!.items.map((item) => (
            <MenuItemLink key={item.id} item={item} showDescription onNavigate={onNavigate} />
          ))
        : group.sections.map((section) => (
            <section key={section.id}>
              <h3
                style={{
                  margin: '4px 10px 6px',
                  fontSize: 12,
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  letterSpacing: 0.4,
                  color: token.colorTextTertiary,
                }}
              >
                {section.title}
              </h3>
              {section.items.map((item) => (
                <MenuItemLink key={item.id} item={item} showDescription onNavigate={onNavigate} />
              ))}
            </section>
          ))}
    </div>
  )
}
