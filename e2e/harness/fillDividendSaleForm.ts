import type { Page } from 'playwright-core'

/**
 * Fills the form of a dividend token with a sale (`/co/dd?t=1`, `/co/ld?t=1`): 1,000,000 tokens, a
 * swap-back at 10, no claim wait and no holder processing on transfers (the buyer claims in the
 * test, so what it is owed stays visible), a hard cap of 10 with buys of 0.5 to 5. The soft cap and
 * the submit are the caller's.
 *
 * @example
 * await fillDividendSaleForm(sale.page, { name: 'Dividend Sale', symbol: 'DVS' })
 */
export async function fillDividendSaleForm(
  page: Page,
  { name, symbol }: { name: string; symbol: string },
): Promise<void> {
  const fields: [testId: string, value: string][] = [
    ['token-name', name],
    ['token-symbol', symbol],
    ['token-supply', '1000000'],
    ['tax-swap-back-threshold', '10'],
    ['dividend-claim-wait', '0'],
    ['dividend-process-gas', '0'],
    ['sale-hard-cap', '10'],
    ['sale-min', '0.5'],
    ['sale-max', '5'],
  ]
  for (const [testId, value] of fields) await page.getByTestId(testId).fill(value)
}
