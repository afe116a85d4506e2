import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { documentationHref } from '../docs/documentationHref.ts'
import { hasToolDoc } from '../docs/loadToolDoc.ts'
import { findScreenRoute } from '../routes/findScreenRoute.ts'

/**
 * "How it works" above every tool: its documentation page, so help is one click from the tool
 * (the page names the tool's fields as the screen does). Only where there is a page: not on the
 * dashboard, hidden pages, the documentation or the guide. toolDocs.test.ts makes sure every built tool has that page.
 *
 * @example
 * <ToolDocLink /> // on /lo/id?t=0: a link to /documentation/index?tool=loToken
 */
export function ToolDocLink() {
  const { t, i18n } = useTranslation('docs', { useSuspense: false })
  // Its words load beside the screen; until then the link waits, and nothing else does.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void loadLazyNamespace(i18n, 'docs').then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [i18n])
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search)
  if (!ready || !route?.built || route.hidden || route.affix || !hasToolDoc(route.id)) return null
  return (
    // In the content's top padding, out of the flow: it arrives after the screen, and must not push
    // the screen down then (a field moving under a click).
    <div style={{ position: 'absolute', top: -26, insetInlineEnd: 0, fontSize: 13, lineHeight: '20px' }}>
      <Link to={documentationHref(route.id)} data-testid="tool-doc-link">
        {t('doc.howItWorks')}
      </Link>
    </div>
  )
}
