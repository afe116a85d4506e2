import { theme } from 'antd'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { waitForTourElement } from './findTourElement.ts'
import { runTour } from './runTour.ts'
import { closeTourHint } from './tourProgress.ts'
import { type TourId, tourForLocation, tours } from './tours.ts'

/** How long a tool's screen may take to render its form before the tour starts with what is there. */
const screenReadyTimeoutMs = 10_000

/**
 * Starts a tour: loads its strings, opens the tool's screen when the visitor is elsewhere, waits
 * until that screen shows its form (not a fixed delay: a slow phone waits longer), then runs it
 * from `fromStep` (a resume) or the start.
 *
 * @example
 * const startTour = useStartTour()
 * <Button onClick={() => void startTour('lock', { fromStep: 2 })}>Resume</Button>
 */
export function useStartTour(): (id: TourId, options?: { fromStep?: number }) => Promise<void> {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const { i18n } = useTranslation()
  const mobile = useIsMobile()
  const { token } = theme.useToken()
  return useCallback(
    async (id, { fromStep = 0 } = {}) => {
      const tour = tours[id]
      const strings = loadLazyNamespace(i18n, 'guide')
      // A tour begun answers the tool's "Show me around": the hint goes before the steps are
      // placed, so the screen does not move under the first highlight.
      if (tour.route) closeTourHint(id)
      if (tour.route && tourForLocation(pathname, search)?.id !== id) navigate(tour.route)
      const first = tour.steps.find((step) => step.element)
      const waitFor = tour.ready ?? ((mobile && first?.mobileElement) || first?.element)
      await Promise.all([strings, waitFor && waitForTourElement(waitFor, screenReadyTimeoutMs)])
      await runTour({
        tour,
        t: i18n.getFixedT(null, 'guide'),
        fromStep,
        mobile,
        accentColor: token.colorPrimary,
      })
    },
    [i18n, mobile, navigate, pathname, search, token.colorPrimary],
  )
}
