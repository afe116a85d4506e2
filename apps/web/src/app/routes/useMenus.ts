import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type BuildMenusOptions, buildMenus, type Menus } from './buildMenus.ts'

/**
 * The menus in the current language; rebuilt when the language changes (react-i18next gives a
 * new `t` then).
 *
 * @example
 * const { groups, hotList } = useMenus()
 */
export function useMenus(options: BuildMenusOptions = {}): Menus {
  const { t } = useTranslation(['menu', 'routes'])
  const { table, groups, includeUnavailable } = options
  return useMemo(
    () => buildMenus(t, { table, groups, includeUnavailable }),
    [t, table, groups, includeUnavailable],
  )
}
