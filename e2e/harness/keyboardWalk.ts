import { contrastRatio } from '@tokenbox/ui/contrast.ts'
import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { animationsSettled } from './animationsSettled.ts'
import { launchBrowser } from './launchBrowser.ts'
import type { Stack } from './startStack.ts'
import { installTestWallet } from './testWallet.ts'

/** One element the Tab key stopped on: its name for a report and how it looked while focused. */
type TabStop = { index: number; name: string; focusedLook: (string | null)[] }

/**
 * Runs in the page: how the element focus left (`previous`, an index into the page's list of stops)
 * looks now, unless it left the page or still has focus; with `target` (a CSS selector), the focused
 * element as a new stop (its name, its look, and whether it is `target`'s element or a part of it).
 * A look is the outline and box shadow of the element and of the two boxes around it (antd draws an
 * input's ring on its affix wrapper, a select's on its selector). A box that still holds the focus
 * has no unfocused look to read (null): an input's clear button and a picker's sit inside the ring's
 * box, which stays lit (antd's `:focus-within`) while they have focus. A box not drawn (transparent,
 * hidden) looks `not drawn`, whatever its outline.
 */
function probeFocus({ target, previous }: { target?: string; previous?: number }) {
  const look = (element: HTMLElement, focused: Element | null = null) =>
    [element, element.parentElement, element.parentElement?.parentElement]
      .filter((box): box is HTMLElement => box instanceof HTMLElement)
      .map((box) => {
        if (focused && box.contains(focused)) return null
        // A ring on a box nobody sees is no indicator: antd's radio buttons and checkboxes keep
        // their real input transparent over the control, and that input's ring is never drawn.
        if (!box.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 'not drawn'
        const style = getComputedStyle(box)
        const outline =
          style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
            ? 'none'
            : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        return `${outline} / ${style.boxShadow}`
      })
  const holder = window as unknown as { tabStops?: HTMLElement[] }
  holder.tabStops ??= []
  const stops = holder.tabStops
  const element = document.activeElement
  const left = previous === undefined ? undefined : stops[previous]
  const previousLook = left?.isConnected && left !== element ? look(left, element) : undefined
  if (target === undefined || !(element instanceof HTMLElement) || element === document.body)
    return { previousLook, stop: undefined }
  stops.push(element)
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
  const testId = element.dataset.testid ? `[${element.dataset.testid}]` : ''
  return {
    previousLook,
    stop: {
      index: stops.length - 1,
      name: `${element.tagName.toLowerCase()}${testId} "${label}"`,
      focusedLook: look(element),
      // The element or a part of it (a button's inner span), never a box around it: the tab panel
      // (tabindex 0, as WAI-ARIA's tabs have it) holds the whole form.
      reached: element.closest(target) !== null,
    },
  }
}

/**
 * The best contrast against white of the colours a look draws (its outline and shadows; a
 * translucent colour as it shows on white).
 */
function indicatorContrast(look: string): number {
  const colours = [...look.matchAll(/rgba?\(([^)]*)\)/g)].map((match) => {
    const [r = 0, g = 0, b = 0, alpha = 1] = (match[1] ?? '').split(',').map((part) => Number(part))
    const onWhite = [r, g, b].map((channel) => Math.round(channel * alpha + 255 * (1 - alpha)))
    return `#${onWhite.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
  })
  return Math.max(0, ...colours.map((colour) => contrastRatio(colour, '#ffffff')))
}

/**
 * A keyboard user's walk through a page: {@link KeyboardWalk.tabTo} presses Tab until the element
 * with a test id has focus, and every element it stops on is judged for a visible focus indicator:
 * its look (see {@link probeFocus}) differs focused from unfocused, read once focus has moved on,
 * in a colour of 3:1 on white. Where the unfocused look cannot be read (the connect dialog's button,
 * gone with the dialog), a focused outline or shadow of that contrast suffices. {@link KeyboardWalk.withoutFocus} lists those that showed none.
 */
export class KeyboardWalk {
  private readonly page: Page
  private pending: TabStop | undefined
  private readonly missing: string[] = []

  constructor(page: Page) {
    this.page = page
  }

  /**
   * Presses Tab (Shift+Tab with `backwards`) until `testId`'s element has focus (at most 120
   * presses).
   */
  async tabTo(testId: string, options: { backwards?: boolean } = {}): Promise<void> {
    await this.tabToMatch(`[data-testid="${testId}"]`, options)
  }

  /** {@link KeyboardWalk.tabTo} for an element without a test id, by a CSS selector (antd's tabs). */
  async tabToMatch(selector: string, { backwards = false }: { backwards?: boolean } = {}): Promise<void> {
    const passed: string[] = []
    for (let presses = 0; presses < 120; presses++) {
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
      // Focus rings fade in and out (antd's transitions): both looks are read once they have ended.
      await animationsSettled(this.page)
      const { previousLook, stop } = await this.page.evaluate(probeFocus, {
        target: selector,
        previous: this.pending?.index,
      })
      this.judge(previousLook)
      this.pending = stop
      if (stop?.reached) return
      passed.push(stop?.name ?? 'body')
    }
    throw new Error(
      `120 presses of Tab did not reach ${selector}; the last stops: ${passed.slice(-8).join(', ')}`,
    )
  }

  /** The elements that showed no focus indicator, the last stop judged now (from where focus is). */
  async withoutFocus(): Promise<string[]> {
    await animationsSettled(this.page)
    const { previousLook } = await this.page.evaluate(probeFocus, { previous: this.pending?.index })
    this.judge(previousLook)
    return this.missing
  }

  /**
   * Judges the pending stop, given how it looks unfocused (undefined, or null for a box: not
   * readable, so that box counts by its focused look alone).
   */
  private judge(unfocusedLook: (string | null)[] | undefined): void {
    const stop = this.pending
    if (!stop) return
    this.pending = undefined
    const changed = stop.focusedLook.filter(
      (look, box): look is string =>
        look !== null &&
        look !== 'none / none' &&
        look !== 'not drawn' &&
        look !== (unfocusedLook?.[box] ?? null),
    )
    // Visible is 3:1 against the white it is drawn on (WCAG 2.1 1.4.11), not merely different: a
    // ring in the brand's light tint changed the look at 1.4:1.
    const shown = changed.some((look) => indicatorContrast(look) >= 3)
    if (!shown) this.missing.push(`${stop.name} (${stop.focusedLook.join(' | ')})`)
  }
}

/**
 * Opens every page as a fresh visitor's: no remembered wallet connection (wagmi's stored state and
 * the app's "disconnected" mark), so a page is connected by hand or stays without a wallet.
 */
export function forgetWallet(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('wagmi')) localStorage.removeItem(key)
  localStorage.setItem('tokenbox.wallet.userDisconnected', '1')
}

/**
 * A first visit to `path` in English at 1440 px (a browser of its own: nothing remembered of other
 * tests' connections), with the test wallet of `account` connected by the keyboard alone: Tab to the
 * header's button, Enter; Tab to the test wallet in the dialog, Enter. `ready`: the test id to wait
 * for first, so the walk starts on the screen as the user sees it. The caller closes `browser`.
 *
 * @example
 * const { browser, page, wallet, walk } = await connectByKeyboard(stack, '/wa/se', sender, 'connect-wallet')
 */
export async function connectByKeyboard(stack: Stack, path: string, account: Address, ready: string) {
  const browser = await launchBrowser()
  const wallet = await installTestWallet(browser.context, { rpcUrl: stack.rpcUrl, account })
  const page = await browser.context.newPage()
  await page.addInitScript(() => localStorage.setItem('tokenbox.language', 'en'))
  await page.addInitScript(forgetWallet)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`${stack.baseUrl}${path}`)
  await page.getByTestId(ready).waitFor()
  const walk = new KeyboardWalk(page)
  await walk.tabTo('connect-wallet')
  await page.keyboard.press('Enter')
  await page.getByTestId('connector-org.tokenbox.testwallet').waitFor()
  await walk.tabTo('connector-org.tokenbox.testwallet')
  await page.keyboard.press('Enter')
  await page.getByTestId('account-address').waitFor()
  return { browser, page, wallet, walk }
}
