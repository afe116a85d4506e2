import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { watchConsoleErrors } from './consoleErrors.ts'
import { type Stack, startStack } from './startStack.ts'

/**
 * What a suite without a wallet works with: its own stack, one page of it, and what that page
 * logged as an error. The fields are set by the suite's `beforeAll`, so read them inside tests and
 * hooks only.
 */
export type PageSuite = {
  stack: Stack
  page: Page
  /** The page's console errors and failed resources, in order ({@link watchConsoleErrors}). */
  consoleErrors: string[]
}

/**
 * Starts a stack for the enclosing `describe` (stopped after it) with one fresh page and its console
 * watched: the setup of the files that visit the site with no wallet (tools index, search, shell).
 *
 * @example
 * describe('header search', () => {
 *   const site = pageSuite()
 *   it('opens the dashboard', async () => {
 *     await site.page.goto(`${site.stack.baseUrl}/home`)
 *     expectNoErrors(site.consoleErrors)
 *   })
 * })
 */
export function pageSuite(): PageSuite {
  const suite = {} as PageSuite
  beforeAll(async () => {
    suite.stack = await startStack()
    suite.page = await suite.stack.context.newPage()
    suite.consoleErrors = watchConsoleErrors(suite.page)
  })
  afterAll(async () => {
    await suite.stack?.stop()
  })
  return suite
}
