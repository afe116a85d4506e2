import type { Page } from 'playwright-core'
import { launchBrowser } from '../e2e/harness/launchBrowser.ts'
import { servePage } from './servePage.ts'

/**
 * Builds and serves the bench page in `root` (see servePage), opens it in Chromium and waits until
 * the page has defined `ready`, the function the bench calls; `close` stops the browser and the
 * server.
 *
 * @example
 * const opened = await openBenchPage(join(import.meta.dirname, 'page'), 'runWallets')
 * try { await opened.page.evaluate(() => window.runWallets(request)) } finally { await opened.close() }
 */
export async function openBenchPage(
  root: string,
  ready: keyof Window,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const served = await servePage(root)
  const browser = await launchBrowser({ fullBrowser: true, motion: true })
  const close = async () => {
    await browser.close()
    served.close()
  }
  try {
    const page = await browser.context.newPage()
    await page.goto(served.url)
    await page.waitForFunction((name) => typeof window[name] === 'function', ready)
    return { page, close }
  } catch (error) {
    await close()
    throw error
  }
}
