import type { Page } from 'playwright-core'

/**
 * Collects what `page` reports as an error, logged (`console.error`) or thrown and uncaught, into
 * the returned list, which the caller checks at the end (`expect(errors).toEqual([])`).
 *
 * @example
 * const consoleErrors = watchConsoleErrors(page)
 * // … the test …
 * expect(consoleErrors).toEqual([])
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  // Each entry names the page's path then, so a failure says which screen logged it.
  const where = () => {
    try {
      return new URL(page.url()).pathname
    } catch {
      return page.url()
    }
  }
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // "Failed to load resource" says neither which resource nor why: the location names it.
    const source = message.location().url
    errors.push(`${where()}: ${message.text()}${source ? ` (${source})` : ''}`)
  })
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`))
  return errors
}
