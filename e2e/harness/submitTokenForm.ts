import type { Page } from 'playwright-core'
import type { Address } from 'viem'

/**
 * Submits the Create Token form on `page` and waits until the page shows the token it created
 * (within `timeout` ms), returning the token's address as shown. With `continueDialog`, first
 * continues the dialog in which the flow offers to create a shared contract the chain still lacks
 * (the dividend tracker, the sale hub), as a user does.
 *
 * @example
 * token = await submitTokenForm(sale.page, { continueDialog: true, timeout: 120_000 })
 */
export async function submitTokenForm(
  page: Page,
  { continueDialog = false, timeout = 60_000 }: { continueDialog?: boolean; timeout?: number } = {},
): Promise<Address> {
  await page.getByTestId('create-token-submit').click()
  if (continueDialog) {
    const dialog = page.locator('.ant-modal-confirm')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Continue' }).click()
  }
  await page.getByTestId('token-created').waitFor({ timeout })
  return (await page.getByTestId('token-address').textContent()) as Address
}
