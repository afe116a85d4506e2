import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import type { Stack } from './startStack.ts'
import { installTestWallet, type TestWallet } from './testWallet.ts'

/**
 * A page of `stack` at `path` with the injected test wallet of `account` connected by hand, as a
 * user does it (auto-connect is kept out of the way, as for a visitor who disconnected before).
 *
 * @example
 * const { page, wallet } = await openConnectedPage(stack, '/co/mk?t=0', stack.accounts[1]!)
 */
export async function openConnectedPage(
  stack: Stack,
  path: string,
  account: Address,
): Promise<{ page: Page; wallet: TestWallet }> {
  const wallet = await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account })
  const page = await stack.context.newPage()
  await page.addInitScript(() => localStorage.setItem('tokenbox.wallet.userDisconnected', '1'))
  await page.goto(`${stack.baseUrl}${path}`)
  await page.getByTestId('connect-wallet').click()
  await page.getByTestId('connector-org.tokenbox.testwallet').click()
  await page.getByTestId('account-address').waitFor()
  return { page, wallet }
}
