import type { TFunction } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runTour } from './runTour.ts'
import type { Tour } from './tours.ts'

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
  // A tour a failed test left open would keep the next one from starting (one tour at a time).
  document.body.className = ''
})

/** The popover's wrapper once driver.js has drawn it for the step whose title is `key`'s. */
async function popoverAt(key: string): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const popover = document.querySelector<HTMLElement>('[data-testid="tour-popover"]')
    expect(popover?.querySelector('.driver-popover-title')?.textContent).toBe(`shell.${key}.title`)
    return popover!
  })
}

describe('runTour', () => {
  it('shows each step in a named dialog and leaves the highlighted elements their own ARIA', async () => {
    document.body.innerHTML = `
      <div data-testid="network-switch">network</div>
      <button data-testid="connect-wallet" aria-haspopup="menu" aria-expanded="false">wallet</button>`
    // happy-dom lays nothing out: each element gets a box, as on screen.
    for (const element of document.querySelectorAll<HTMLElement>('[data-testid]'))
      element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList
    const tour: Tour = {
      id: 'shell',
      steps: [
        { key: 'network', element: '[data-testid="network-switch"]' },
        { key: 'wallet', element: '[data-testid="connect-wallet"]' },
        { key: 'guide' },
      ],
    }
    const t = ((key: string) => key) as unknown as TFunction
    const ended = runTour({ tour, t, mobile: false, accentColor: '#a95904' })
    const network = document.querySelector('[data-testid="network-switch"]')!
    const wallet = document.querySelector('[data-testid="connect-wallet"]')!
    const ownAria = (element: Element) =>
      ['aria-haspopup', 'aria-expanded', 'aria-controls'].map((name) => element.getAttribute(name))

    // The popover: a dialog named by its title and described by its text (driver.js's markup).
    const first = await popoverAt('network')
    expect(first.getAttribute('role')).toBe('dialog')
    expect(document.getElementById(first.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'shell.network.title',
    )
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'shell.network.text',
    )
    // A plain element is not made the popover's opener: no aria-expanded where its role allows none.
    await vi.waitFor(() => expect(network.classList.contains('driver-active-element')).toBe(true))
    expect(ownAria(network)).toEqual([null, null, null])

    first.querySelector<HTMLElement>('.driver-popover-next-btn')!.click()
    await popoverAt('wallet')
    await vi.waitFor(() => expect(wallet.classList.contains('driver-active-element')).toBe(true))
    // A control keeps its own state while highlighted, and after the tour has moved on.
    expect(ownAria(wallet)).toEqual(['menu', 'false', null])
    expect(ownAria(network)).toEqual([null, null, null])

    document.querySelector<HTMLElement>('.driver-popover-next-btn')!.click()
    const last = await popoverAt('guide')
    expect(ownAria(wallet)).toEqual(['menu', 'false', null])
    const stand = document.getElementById('driver-dummy-element')
    if (stand) expect(ownAria(stand)).toEqual([null, null, null])

    last.querySelector<HTMLElement>('.driver-popover-next-btn')!.click()
    await ended
    expect(document.querySelector('[data-testid="tour-popover"]')).toBeNull()
    expect(ownAria(wallet)).toEqual(['menu', 'false', null])
  })

  it('gives the highlighted control its own ARIA back when the tour is closed on it', async () => {
    document.body.innerHTML = `<button data-testid="connect-wallet" aria-expanded="false">wallet</button>`
    const wallet = document.querySelector<HTMLElement>('[data-testid="connect-wallet"]')!
    wallet.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList
    const tour: Tour = { id: 'shell', steps: [{ key: 'wallet', element: '[data-testid="connect-wallet"]' }] }
    const ended = runTour({
      tour,
      t: ((key: string) => key) as unknown as TFunction,
      mobile: false,
      accentColor: '#a95904',
    })
    const popover = await popoverAt('wallet')
    await vi.waitFor(() => expect(wallet.classList.contains('driver-active-element')).toBe(true))
    popover.querySelector<HTMLElement>('.driver-popover-close-btn')!.click()
    await ended
    await Promise.resolve()
    expect(wallet.getAttribute('aria-expanded')).toBe('false')
    expect(wallet.hasAttribute('aria-haspopup')).toBe(false)
  })
})
