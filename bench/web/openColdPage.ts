import type { BrowserContext, CDPSession, Page } from 'playwright-core'

/**
 * A new tab as a first-time visitor gets it, for the first-load benches: the browser's HTTP cache
 * and `origin`'s storage cleared, the network recorded through CDP, the CPU throttled `rate` times.
 *
 * @example
 * const { page, cdp } = await openColdPage(context, 'http://127.0.0.1:8080', 4)
 */
export async function openColdPage(
  context: BrowserContext,
  origin: string,
  rate: number,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { page, cdp }
}
