import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Collects what `page` reports as an error, logged (`console.error`) or thrown and uncaught, into
 * the returned list, which the caller checks at the end ({@link expectNoErrors}).
 *
 * @example
 * const consoleErrors = watchConsoleErrors(page)
 * // … the test …
 * expectNoErrors(consoleErrors)
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

/**
 * Expects `errors` (a list of page errors) to be empty, with the logged text in the failure's
 * message: the JSON report keeps no diff, so CI's one-line summary shows what was logged.
 *
 * @example
 * expectNoErrors(consoleErrors)
 */
export function expectNoErrors(errors: readonly string[]): void {
  expect(errors, `logged: ${errors.join(' | ')}`).toEqual([])
}
