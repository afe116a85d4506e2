import type { Page } from 'playwright-core'
import { fillSaleForm } from './fillSaleForm.ts'

/**
 * Fills the form of a dividend token with a sale (`/co/dd?t=1`, `/co/ld?t=1`): 1,000,000 tokens, a
 * swap-back at 10, no claim wait and no holder processing on transfers (the buyer claims in the
 * test, so what it is owed stays visible), and the usual sale terms ({@link fillSaleForm}). The soft
 * cap and the submit are the caller's.
 *
 * @example
 * await fillDividendSaleForm(sale.page, { name: 'Dividend Sale', symbol: 'DVS' })
 */
export async function fillDividendSaleForm(
  page: Page,
  token: { name: string; symbol: string },
): Promise<void> {
  await fillSaleForm(page, token, [
    ['token-supply', '1000000'],
    ['tax-swap-back-threshold', '10'],
    ['dividend-claim-wait', '0'],
    ['dividend-process-gas', '0'],
  ])
}
