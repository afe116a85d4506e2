import type { AppRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { findScreenRoute } from '../routes/findScreenRoute.ts'

/**
 * Sets the document title to "<route title> - <site title>", both translated, and keeps it in
 * step with navigation (query variants included: `/co/st?t=1` is the MEME coin) and language
 * changes.
 *
 * @example
 * usePageTitle(routeTable) // on /home in English: "Dashboard - TokenBox"
 */
export function usePageTitle(routes: readonly AppRoute[]): void {
  const { t } = useTranslation(['routes', 'common'])
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search, routes)
  const siteTitle = t('site.title', { ns: 'common' })
  const title = route ? `${t(route.titleKey, { ns: 'routes' })} - ${siteTitle}` : siteTitle
  useEffect(() => {
    document.title = title
  }, [title])
}
