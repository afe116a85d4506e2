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
  if (before !== undefined)
    await waitNamed(page, `the title to change from "${before}" after going to ${path}`, () =>
      page.waitForFunction((old) => document.title !== old, before),
    )
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
  await waitNamed(page, 'the route progress bar to go', () =>
    page.waitForFunction(() => !document.querySelector('.tb-route-progress')),
  )
  await waitNamed(page, 'no skeleton or spinner in the main area', () =>
    page.waitForFunction(
      () =>
        ![...document.querySelectorAll('main .ant-skeleton, main .ant-spin-spinning')].some((element) =>
          element.checkVisibility(),
        ),
    ),
  )
  await animationsSettled(page)
}

/**
 * Runs a wait; when it fails, the error says what was awaited and what the page showed then (its
 * address, title, and the text around any spinner or skeleton still shown), so a timeout in a walk
 * of many screens names its screen and its cause.
 */
async function waitNamed(page: Page, what: string, wait: () => Promise<unknown>): Promise<void> {
  try {
    await wait()
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        at: `${location.pathname}${location.search}`,
        title: document.title,
        busy: [
          ...document.querySelectorAll('.tb-route-progress, main .ant-skeleton, main .ant-spin-spinning'),
        ]
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const around = element.closest('section, .ant-card, form, main') ?? element
            return `${element.className.toString().split(' ')[0]} in "${(around.textContent ?? '').trim().slice(0, 160)}"`
          }),
      }))
      .catch((reason: unknown) => ({ unreadable: String(reason).split('\n')[0] }))
    throw new Error(
      `waiting for ${what}: ${String(error).split('\n')[0]}; the page: ${JSON.stringify(shown)}`,
    )
  }
}
