import { afterEach, describe, expect, it } from 'vitest'
import { findScreenRoute } from '../routes/findScreenRoute.ts'
import { placeTourSteps } from './runTour.ts'
import {
  closeTourHint,
  readTourRecord,
  resetTourRecord,
  saveTourProgress,
  subscribeTourRecord,
  tourStorageKey,
} from './tourProgress.ts'
import { tourForLocation, tourIds, tours } from './tours.ts'

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('tours', () => {
  it('send every tool tour to a built screen, and find the tour from the screen it is on', () => {
    for (const id of tourIds) {
      const { route } = tours[id]
      if (!route) continue
      const url = new URL(route, 'http://tokenbox.test')
      expect(findScreenRoute(url.pathname, url.search)?.built, id).toBe(true)
      expect(tourForLocation(url.pathname, url.search)?.id).toBe(id)
    }
    // A bare path is its first variant; another variant of the same screen has no tour.
    expect(tourForLocation('/co/st', '')?.id).toBe('createToken')
    expect(tourForLocation('/co/st', '?t=1')).toBeUndefined()
    expect(tourForLocation('/lo/id', '?t=0&token=0x1')?.id).toBe('lock')
    expect(tourForLocation('/home', '')).toBeUndefined()
  })

  it('leave out the steps whose element is not on screen, keeping their place in the definition', () => {
    document.body.innerHTML = `
      <div data-testid="network-switch">network</div>
      <div data-testid="settings-button" style="display: none">settings</div>
      <div aria-hidden="true"><div data-testid="language-switch">language</div></div>
      <div data-testid="connect-wallet">wallet</div>`
    // happy-dom lays nothing out: a shown element gets a box, a `display: none` one none.
    for (const element of document.querySelectorAll<HTMLElement>('[data-testid]')) {
      const rects = element.style.display === 'none' ? [] : [new DOMRect(0, 0, 10, 10)]
      element.getClientRects = () => rects as unknown as DOMRectList
    }
    const placed = placeTourSteps(tours.shell, false)
    expect(placed.map((step) => [step.index, step.key])).toEqual([
      [0, 'welcome'],
      [3, 'network'],
      [4, 'wallet'],
      [7, 'guide'],
    ])
  })
})

describe('tour progress', () => {
  it('is empty on a first visit and after a damaged record', () => {
    expect(readTourRecord()).toEqual({ tours: {}, hintsClosed: [] })
    localStorage.setItem(tourStorageKey, '{not json')
    expect(readTourRecord()).toEqual({ tours: {}, hintsClosed: [] })
  })

  it('remembers the step reached and how each tour ended, tells subscribers, and forgets on reset', () => {
    let calls = 0
    const unsubscribe = subscribeTourRecord(() => calls++)
    saveTourProgress('lock', { status: 'active', step: 2, shown: 3 })
    saveTourProgress('shell', { status: 'skipped' })
    closeTourHint('lock')
    closeTourHint('lock')
    expect(JSON.parse(localStorage.getItem(tourStorageKey)!)).toEqual({
      tours: { lock: { status: 'active', step: 2, shown: 3 }, shell: { status: 'skipped' } },
      hintsClosed: ['lock'],
    })
    // Stable between writes, as useSyncExternalStore needs.
    expect(readTourRecord()).toBe(readTourRecord())
    resetTourRecord()
    expect(localStorage.getItem(tourStorageKey)).toBeNull()
    expect(readTourRecord().tours).toEqual({})
    expect(calls).toBe(4)
    unsubscribe()
  })
})
