import { ExportOutlined } from '@ant-design/icons'
import { routeIcons } from '@tokenbox/ui/routes/routeIcons.tsx'
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MenuItem } from '../routes/buildMenus.ts'
import { LightTag } from './LightTag.tsx'

export type MenuItemLinkProps = {
  item: MenuItem
  /** Show the one-line description under the name (mega menu); the drawer keeps names only. */
  showDescription?: boolean
  onNavigate?: () => void
}

/**
 * One menu entry: icon, name, HOT / NEW tag and, in the mega menu, its description. Tools inside
 * TokenBox are router links; the external sites open in a new tab without access to this page
 * (`rel="noopener noreferrer"`).
 *
 * @example
 * <MenuItemLink item={item} showDescription onNavigate={close} />
 */
export function MenuItemLink({ item, showDescription = false, onNavigate }: MenuItemLinkProps) {
  const { t } = useTranslation('menu')
  const { t: tLayout } = useTranslation('layout')
  const { token } = theme.useToken()
  const Icon = routeIcons[item.icon]
  const content = (
    <>
      <span
        aria-hidden="true"
        className="tb-menu-item-icon"
        style={{ background: token.colorPrimaryBg, color: token.colorPrimary }}
      >
        <Icon />
      </span>
      <span style={{ minWidth: 0, flex: 1 }}>
        <span className="tb-menu-item-name" style={{ color: token.colorText }}>
          {item.name}
          {item.tag && (
            <LightTag
              color={item.tag === 'hot' ? 'volcano' : 'green'}
              variant="filled"
              style={{ marginInline: 6, fontSize: 10, lineHeight: '16px', paddingInline: 4 }}
            >
              {t(`tag.${item.tag}`)}
            </LightTag>
          )}
          {item.external && (
            <ExportOutlined style={{ fontSize: 11, color: token.colorTextTertiary, marginInlineStart: 4 }} />
          )}
        </span>
        {showDescription && (
          <span className="tb-menu-item-desc" style={{ color: token.colorTextSecondary }}>
            {item.desc}
          </span>
        )}
      </span>
    </>
  )
  if (item.external) {
    return (
      <a
        className="tb-menu-item"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        title={tLayout('nav.externalHint')}
        data-testid={`menu-item-${item.id}`}
        onClick={onNavigate}
      >
        {content}
      </a>
    )
  }
  return (
    <Link className="tb-menu-item" to={item.href} data-testid={`menu-item-${item.id}`} onClick={onNavigate}>
      {content}
    </Link>
  )
}
