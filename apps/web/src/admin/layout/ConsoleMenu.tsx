import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'
import { Menu } from 'antd'
import type { ItemType } from 'antd/es/menu/interface'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { consoleIcon } from './consoleIcons.tsx'

function toItems(routes: readonly ConsoleRoute[], t: (key: string) => string): ItemType[] {
  return routes.map((route) => {
    const label = t(route.meta.titleKey)
    const icon = consoleIcon(route.meta.icon)
    if (route.children?.length) {
      return { key: route.path, icon, label, children: toItems(route.children, t) }
    }
    return { key: route.path, icon, label: <span data-testid={`console-menu-${route.name}`}>{label}</span> }
  })
}

/**
 * The console's side menu, built from the routes the session's roles allow (already pruned to
 * pages that exist). Groups open on the current page's branch.
 *
 * @example
 * <ConsoleMenu routes={menuRoutes} onNavigate={closeDrawer} />
 */
export function ConsoleMenu({
  routes,
  onNavigate,
}: {
  routes: readonly ConsoleRoute[]
  onNavigate?: () => void
}) {
  const { t, i18n } = useTranslation('admin')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // The language is a dependency of its own: `t` keeps its identity across a language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language is what makes the labels change.
  const items = useMemo(() => toItems(routes, t), [routes, t, i18n.language])
  const openKeys = routes.filter((route) => route.children?.length && pathname.startsWith(`${route.path}/`))
  return (
    <Menu
      mode="inline"
      data-testid="console-menu"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={openKeys.map((route) => route.path)}
      onClick={({ key }) => {
        navigate(key)
        onNavigate?.()
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  )
}
