import type { TFunction } from 'i18next'
import { findTourElement } from './findTourElement.ts'
import { holdGuideOnScreen } from './guideOnScreen.ts'
import { saveTourProgress } from './tourProgress.ts'
import type { Tour } from './tours.ts'

export type RunTourParameters = {
  tour: Tour
  /** Bound to the `guide` namespace. */
  t: TFunction
  /** The definition index to start at (a resume); the next step on the page if that one is not. */
  fromStep?: number
  /** Under 992 px: steps use their `mobileElement`. */
  mobile: boolean
  /** The theme's primary colour, for the Next button (the popover lives outside antd's tree). */
  accentColor: string
}

/** A step found on the page, with its index in the tour's definition (what progress records). */
type PlacedStep = { index: number; key: string; element?: Element }

/**
 * The steps of `tour` that can show now: those without an element, and those whose element is on
 * screen. Filtered once, at the start, so the tour never stops on a missing element and its
 * progress ("2 of 6") counts only what the visitor will see.
 */
export function placeTourSteps(tour: Tour, mobile: boolean): PlacedStep[] {
  return tour.steps.flatMap((step, index) => {
    const selector = (mobile && step.mobileElement) || step.element
    if (!selector) return [{ index, key: step.key }]
    const element = findTourElement(selector)
    return element ? [{ index, key: step.key, element }] : []
  })
}

/**
 * Runs one tour with driver.js, loaded here on first use with its stylesheet (about 5 kB gzip,
 * never on the first paint). Records in this browser the step reached at each stop, `done` on
 * Done, `skipped` on Skip; closing it any other way (×, Escape, a click outside) leaves it in
 * progress at that step, to resume from the guide page. Resolves once the tour has closed.
 *
 * @example
 * await runTour({ tour: tours.lock, t: i18n.getFixedT(null, 'guide'), mobile: false, accentColor: '#fa8c16' })
 */
export async function runTour({
  tour,
  t,
  fromStep = 0,
  mobile,
  accentColor,
}: RunTourParameters): Promise<void> {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./tourPopover.css'),
  ])
  // One tour at a time: a second Start while one runs (a double click) is ignored.
  if (document.body.classList.contains('driver-active')) return
  const placed = placeTourSteps(tour, mobile)
  if (placed.length === 0) return
  const startAt = Math.max(
    0,
    placed.findIndex((step) => step.index >= fromStep),
  )
  return new Promise((resolve) => {
    const release = holdGuideOnScreen()
    const tourDriver = driver({
      animate: true,
      smoothScroll: true,
      allowClose: true,
      showProgress: true,
      showButtons: ['next', 'previous', 'close'],
      nextBtnText: t('buttons.next'),
      prevBtnText: t('buttons.back'),
      doneBtnText: t('buttons.done'),
      popoverClass: 'tb-tour-popover',
      stagePadding: 6,
      steps: placed.map((step, position) => ({
        element: step.element,
        data: { index: step.index, shown: position + 1 },
        popover: {
          title: t(`${tour.id}.${step.key}.title`),
          description: t(`${tour.id}.${step.key}.text`),
          progressText: t('progress', { current: position + 1, total: placed.length }),
        },
      })),
      onPopoverRender: (popover) => {
        popover.wrapper.dataset.testid = 'tour-popover'
        popover.wrapper.style.setProperty('--tb-tour-accent', accentColor)
        popover.closeButton.setAttribute('aria-label', t('buttons.close'))
        const skip = document.createElement('button')
        skip.type = 'button'
        skip.className = 'tb-tour-skip'
        skip.dataset.testid = 'tour-skip'
        skip.textContent = t('buttons.skip')
        skip.addEventListener('click', () => finish({ status: 'skipped' }))
        popover.footer.prepend(skip)
      },
      // Recorded as a step starts, not once its move has ended: a reload in between resumes there.
      onHighlightStarted: (_element, step) => {
        const { index = 0, shown = 1 } = (step.data ?? {}) as { index?: number; shown?: number }
        saveTourProgress(tour.id, { status: 'active', step: index, shown })
      },
      onDoneClick: () => finish({ status: 'done' }),
      // ×, Escape, a click on the overlay: paused where it is, resumable.
      onDestroyStarted: () => finish(undefined),
    })
    let finished = false
    function finish(outcome: { status: 'done' | 'skipped' } | undefined) {
      if (finished) return
      finished = true
      if (outcome) saveTourProgress(tour.id, outcome)
      tourDriver.destroy()
      release()
      resolve()
    }
    tourDriver.drive(startAt)
  })
}
