import type { TFunction } from 'i18next'
import { holdGuideOnScreen } from '../../base/guideOnScreen.ts'
import { findTourElement } from './findTourElement.ts'
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

/**
 * What driver.js writes on the element it highlights, as if that element opened the popover, and
 * removes from every element it has highlighted when it moves on or closes: `aria-expanded` is not
 * allowed on most of what a tour points at (a form item, the steps), and on a control with its own
 * state (a select's `aria-expanded`) the tour would overwrite it and then erase it. The popover
 * needs none of it: it is a dialog (driver.js's `role="dialog"`, named by its title, described by
 * its text) and takes the focus as it opens.
 */
const popoverOwnerAttributes = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const

/**
 * Keeps driver.js's marks off `elements`: reads their own values of {@link popoverOwnerAttributes}
 * now, before driver.js writes or removes its own in the same task, and puts them back once that
 * task's code has run (a microtask).
 */
function keepOwnAria(elements: Iterable<Element>): void {
  const own = [...new Set(elements)].map(
    (element) =>
      [element, popoverOwnerAttributes.map((name) => [name, element.getAttribute(name)] as const)] as const,
  )
  queueMicrotask(() => {
    for (const [element, values] of own)
      for (const [name, value] of values) {
        if (value === null) element.removeAttribute(name)
        else element.setAttribute(name, value)
      }
  })
}

/** What driver.js is about to change: `next` (or its stand-in for a step without one) and what it highlighted before. */
function highlightedElements(next?: Element): Element[] {
  const stand = next ?? document.getElementById('driver-dummy-element')
  return [...(stand ? [stand] : []), ...document.querySelectorAll('.driver-active-element')]
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
      onHighlightStarted: (element, step) => {
        const { index = 0, shown = 1 } = (step.data ?? {}) as { index?: number; shown?: number }
        saveTourProgress(tour.id, { status: 'active', step: index, shown })
        // driver.js writes its attributes right after this hook, and removes them from the elements it leaves.
        keepOwnAria(highlightedElements(element))
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
      keepOwnAria(highlightedElements())
      tourDriver.destroy()
      release()
      resolve()
    }
    tourDriver.drive(startAt)
  })
}
