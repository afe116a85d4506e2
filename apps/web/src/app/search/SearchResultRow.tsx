import { ExportOutlined } from '@ant-design/icons'
import { menuGroups } from '@tokenbox/ui/routes/menuGroups.ts'
import { routeIcons } from '@tokenbox/ui/routes/routeIcons.tsx'
import type { SearchableRoute } from '@tokenbox/ui/search/searchableRoutes.ts'
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'

export type SearchResultRowProps = {
  route: SearchableRoute
  /** The option's element id, named by the input's aria-activedescendant. */
  id: string
  active: boolean
  /** The pointer moved onto the row. */
  onPoint: () => void
  onChoose: () => void
}

const groupOfSection = new Map(
  menuGroups.flatMap((group) => group.sections.map((section) => [section, group] as const)),
)

/**
 * One tool in the search palette, in the current language: icon, title, the menu's description
 * and, on desktop, where the tool sits in the menus (group, and section where the group has
 * several). The active row scrolls into sight as the arrows move.
 *
 * @example
 * <SearchResultRow route={route} id="option-loToken" active onPoint={point} onChoose={open} />
 */
export function SearchResultRow({ route, id, active, onPoint, onChoose }: SearchResultRowProps) {
  const { t } = useTranslation(['routes', 'menu', 'layout'])
  const { token } = theme.useToken()
  const Icon = routeIcons[route.icon]
  const group = route.section && groupOfSection.get(route.section)
  const place =
    group &&
    [
      t(`group.${group.id}`, { ns: 'menu' }),
      group.sections.length > 1 ? t(`section.${route.section}`, { ns: 'menu' }) : undefined,
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    // Focus stays in the search input (aria-activedescendant): its arrows and Enter drive the
    // list, and the mouse picks an option directly.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-testid={`search-result-${route.id}`}
      className="tb-menu-item"
      ref={active ? (node) => node?.scrollIntoView({ block: 'nearest' }) : undefined}
      style={{
        cursor: 'pointer',
        alignItems: 'center',
        background: active ? token.colorPrimaryBg : undefined,
      }}
      onMouseMove={active ? undefined : onPoint}
      onClick={onChoose}
    >
      <span
        aria-hidden="true"
        className="tb-menu-item-icon"
        style={{
          background: active ? token.colorBgContainer : token.colorPrimaryBg,
          color: token.colorPrimary,
        }}
      >
        <Icon />
      </span>
      <span style={{ minWidth: 0, flex: 1 }}>
        <span style={{ display: 'block', fontWeight: 500, color: token.colorText }}>
          {t(route.titleKey, { ns: 'routes' })}
          {route.kind === 'external' && (
            <ExportOutlined
              aria-label={t('nav.externalHint', { ns: 'layout' })}
              style={{ fontSize: 11, color: token.colorTextTertiary, marginInlineStart: 6 }}
            />
          )}
        </span>
        <span
          style={{
            display: 'block',
            fontSize: 12,
            color: token.colorTextSecondary,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {t(`desc.${route.id}`, { ns: 'menu' })}
        </span>
      </span>
      {place && (
        <span
          className="tb-desktop-only"
          style={{ fontSize: 12, color: token.colorTextTertiary, whiteSpace: 'nowrap' }}
        >
          {place}
        </span>
      )}
    </div>
  )
}
