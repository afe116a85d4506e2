import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The test ids of a form's submit button and of the two panels that end its flow. */
export type SubmitOutcome = { submit: string; done: string; error: string; timeout?: number }

/**
 * Clicks `submit` and waits (up to `timeout` ms, 60 s unless said) until the page shows `done` or
 * `error`: a flow that fails says so in the app's words instead of running into a timeout. Expects
 * no `error`, so a failure shows what the app said.
 *
 * @example
 * await submitUntilOutcome(page, { submit: 'lock-submit', done: 'lock-created', error: 'lock-error' })
 */
export async function submitUntilOutcome(
  page: Page,
  { submit, done, error, timeout = 60_000 }: SubmitOutcome,
): Promise<void> {
  await page.getByTestId(submit).click()
  await page.locator(`[data-testid="${done}"], [data-testid="${error}"]`).first().waitFor({ timeout })
  expect(await page.getByTestId(error).allTextContents()).toEqual([])
}
