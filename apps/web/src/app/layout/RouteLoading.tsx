import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { LoadingBars } from './LoadingBars.tsx'

// A thin bar that grows quickly, then ever more slowly towards 90 %: it says "loading" without a
// spinner (spec 000 section 4) and never claims to be done before the screen is there.
const css = `
@keyframes tb-route-progress { 0% { width: 0 } 10% { width: 35% } 40% { width: 70% } 100% { width: 90% } }
.tb-route-progress { position: fixed; top: 0; left: 0; height: 3px; z-index: 2000; pointer-events: none;
  animation: tb-route-progress 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards; border-radius: 0 2px 2px 0; }
@media (prefers-reduced-motion: reduce) { .tb-route-progress { animation: none; width: 70%; } }
`

/**
 * What a screen shows while its code loads: the navigation progress bar at the very top of the
 * window and quiet loading bars where the screen will be. Used as the Suspense fallback of every
 * lazily loaded route (appRouteObjects), so the bar appears exactly while a lazy navigation waits.
 *
 * @example
 * <Suspense fallback={<RouteLoading />}><Screen /></Suspense>
 */
export function RouteLoading() {
  const { t } = useTranslation('layout')
  const { token } = theme.useToken()
  return (
    <>
      <style href="tb-route-progress" precedence="default">
        {css}
      </style>
      <div
        className="tb-route-progress"
        role="progressbar"
        aria-label={t('nav.loading')}
        data-testid="route-progress"
        style={{ background: token.colorPrimary, boxShadow: `0 0 8px ${token.colorPrimary}` }}
      />
      <LoadingBars rows={7} />
    </>
  )
}
