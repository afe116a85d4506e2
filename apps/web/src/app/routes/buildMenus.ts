import { type MenuGroupDefinition, type MenuGroupId, menuGroups } from '@tokenbox/ui/routes/menuGroups.ts'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import type { RouteIconName } from '@tokenbox/ui/routes/routeIconNames.ts'
import {
  type AppRoute,
  type ExternalRoute,
  type MenuSection,
  routeTable,
  type ScreenRoute,
} from '@tokenbox/ui/routes/routeTable.ts'

/** Translates a key of a namespace; i18next's `t` fits. */
export type Translate = (key: string, options: { ns: string }) => string

export type MenuItem = {
  id: string
  /** Path with its variant's query, or the external site. */
  href: string
  external: boolean
  icon: RouteIconName
  name: string
  /** One-line translated description. */
  desc: string
  /** The menu shows only HOT and NEW (spec 000 section 2); other tags stay in the table. */
  tag?: 'hot' | 'new'
  /** False only when unbuilt tools were asked for (the dashboard lists them honestly as such). */
  available: boolean
  /** Position among the hot tools of the mobile drawer and dashboard; 0 when not one of them. */
  featured: number
}

export type MenuSectionView = { id: MenuSection; title: string; items: MenuItem[] }

export type MenuGroup = { id: MenuGroupId; title: string; icon: RouteIconName; sections: MenuSectionView[] }

export type Menus = {
  groups: MenuGroup[]
  /** The featured tools that are available, in their `featured` order (the drawer's hot list). */
  hotList: MenuItem[]
}

export type BuildMenusOptions = {
  table?: readonly AppRoute[]
  groups?: readonly MenuGroupDefinition[]
  /** Also list tools that are not built yet, marked unavailable (the dashboard's overview). */
  includeUnavailable?: boolean
}

function toItem(route: ScreenRoute | ExternalRoute, t: Translate): MenuItem {
  const tag = route.tag === 'hot' || route.tag === 'new' ? route.tag : undefined
  return {
    id: route.id,
    href: routeHref(route),
    external: route.kind === 'external',
    icon: route.icon,
    name: t(route.titleKey, { ns: 'routes' }),
    desc: t(`desc.${route.id}`, { ns: 'menu' }),
    ...(tag && { tag }),
    available: route.kind === 'external' || route.built,
    featured: (route.kind === 'screen' && route.featured) || 0,
  }
}

/**
 * Builds the navbar's mega menus, the drawer's sections and its hot list from the route table,
 * translated with `t`. Tools that are not built are left out (unless `includeUnavailable`), so an
 * entry appears as soon as its row's `built` flips; sections and groups left empty are dropped.
 * Call it again after a language change: every name comes from `t`.
 *
 * @example
 * const { t } = useTranslation(['menu', 'routes'])
 * const { groups, hotList } = buildMenus(t)
 * groups.map((group) => group.title) // today: ['Others'] (the two external links)
 */
export function buildMenus(t: Translate, options: BuildMenusOptions = {}): Menus {
  const { table = routeTable, groups = menuGroups, includeUnavailable = false } = options
  const entries = table.filter(
    (route): route is ScreenRoute | ExternalRoute =>
      route.kind !== 'redirect' &&
      route.section !== undefined &&
      !(route.kind === 'screen' && route.hidden) &&
      (includeUnavailable || route.kind === 'external' || route.built),
  )
  const built = groups.map((group) => ({
    id: group.id,
    title: t(`group.${group.id}`, { ns: 'menu' }),
    icon: group.icon,
    sections: group.sections
      .map((section) => ({
        id: section,
        title: t(`section.${section}`, { ns: 'menu' }),
        items: entries.filter((route) => route.section === section).map((route) => toItem(route, t)),
      }))
      .filter((section) => section.items.length > 0),
  }))
  const visible = built.filter((group) => group.sections.length > 0)
  const hotList = visible
    .flatMap((group) => group.sections.flatMap((section) => section.items))
    .filter((item) => item.featured > 0 && item.available)
    .sort((a, b) => a.featured - b.featured)
  return { groups: visible, hotList }
}
