import type { Page } from 'playwright-core'
import { animationsSettled } from './animationsSettled.ts'

/**
 * In-app navigation, as a menu click does it (no reload): the wallet and the session stay. Resolves
 * once the new page has taken over: the router may keep the previous screen on show while the new
 * one's code loads, and the document title (unique per page, in every language) changes with the
 * page that is shown.
 *
 * @example
 * await navigateInApp(page, '/lo/id?t=0')
 * await screenReady(page)
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const here = `${location.pathname}${location.search}`
    const title = document.title
    history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
    return here === to ? undefined : title
  }, path)
  if (before !== undefined) await page.waitForFunction((old) => document.title !== old, before)
}

/**
 * Waits until the screen shown has loaded: its code (no route progress bar), its first reads (no
 * skeleton or spinner in the main area: a screen waiting on the chain is judged once it shows what
 * it read) and its animations.
 *
 * @example
 * await navigateInApp(page, '/wa/se')
 * await screenReady(page)
 */
export async function screenReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.tb-route-progress'))
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main .ant-skeleton, main .ant-spin-spinning')].some((element) =>
        element.checkVisibility(),
      ),
  )
  await animationsSettled(page)
}
