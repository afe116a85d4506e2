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
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
