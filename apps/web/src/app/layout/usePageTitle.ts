import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { matchPath, useLocation } from 'react-router'
import type { AppRoute } from '../routes/routeTable.ts'

/**
 * Sets the document title to "<route title> - <site title>", both translated, and keeps it in
 * step with navigation and language changes.
 *
 * @example
 * usePageTitle(routeTable) // on /home in English: "Dashboard - TokenBox"
 */
export function usePageTitle(routes: readonly AppRoute[]): void {
  const { t } = useTranslation(['routes', 'common'])
  const { pathname } = useLocation()
  const route = routes.find(({ path }) => matchPath(path, pathname))
  const siteTitle = t('site.title', { ns: 'common' })
  const title = route ? `${t(route.titleKey, { ns: 'routes' })} - ${siteTitle}` : siteTitle
  useEffect(() => {
    document.title = title
  }, [title])
}
