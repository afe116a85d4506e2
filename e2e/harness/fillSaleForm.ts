import type { Page } from 'playwright-core'

/** A form field by its test id, and what is typed into it. */
export type FormField = readonly [testId: string, value: string]

/** The Standard Coin (Sale) form's own fields: 1,000,000 tokens at 1,000 a coin. */
export const standardSaleFields: readonly FormField[] = [
  ['sale-total-supply', '1000000'],
  ['sale-price', '1000'],
]

/**
 * Fills a Create Token form that carries a sale: the name and symbol, the form's `ownFields` (its
 * supply, taxes, dividend settings), then the sale terms every sale suite uses: a hard cap of 10 of
 * the chain's coin, buys of 0.5 to 5. The soft cap and the submit are the caller's.
 *
 * @example
 * await fillSaleForm(sale.page, { name: 'Moon Sale', symbol: 'MOON' }, standardSaleFields)
 */
export async function fillSaleForm(
  page: Page,
  { name, symbol }: { name: string; symbol: string },
  ownFields: readonly FormField[],
): Promise<void> {
  const fields: FormField[] = [
    ['token-name', name],
    ['token-symbol', symbol],
    ...ownFields,
    ['sale-hard-cap', '10'],
    ['sale-min', '0.5'],
    ['sale-max', '5'],
  ]
  for (const [testId, value] of fields) await page.getByTestId(testId).fill(value)
}
