import type { Page } from 'playwright-core'

/**
 * Types a soft cap of 20, above the hard cap of 10 that {@link fillSaleForm} sets, submits, and
 * waits for the form to refuse it in words: before any wallet prompt, as every sale form must.
 * The caller then types a valid soft cap.
 *
 * @example
 * await fillSaleForm(sale.page, { name: 'Moon Sale', symbol: 'MOON' }, standardSaleFields)
 * await softCapAboveHardCapRefused(sale.page)
 * await sale.page.getByTestId('sale-soft-cap').fill('4')
 */
export async function softCapAboveHardCapRefused(page: Page): Promise<void> {
  await page.getByTestId('sale-soft-cap').fill('20')
  await page.getByTestId('create-token-submit').click()
  await page.getByText('The soft cap cannot be above the hard cap').waitFor()
}
