import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import type { Stack } from './startStack.ts'
import { installTestWallet, type TestWallet } from './testWallet.ts'

/**
 * A page of `stack` at `path` with the injected test wallet of `account` connected by hand, as a
 * user does it (auto-connect is kept out of the way, as for a visitor who disconnected before).
 * The wallet knows every local chain of the stack and starts on `options.chainId` (default: the
 * stack's first chain).
 *
 * The app only logs a failed connection and closes its dialog (spec 000 section 8), so when no
 * account shows within 20 s the harness prints what the page logged and connects once more, as a
 * user would; a second failure fails the test with that log.
 *
 * @example
 * const { page, wallet } = await openConnectedPage(stack, '/co/mk?t=0', stack.accounts[1]!)
 * const onBerlin = await openConnectedPage(stack, '/co/mk?t=0', owner, { chainId: 31338 })
 */
export async function openConnectedPage(
  stack: Stack,
  path: string,
  account: Address,
  options: { chainId?: number } = {},
): Promise<{ page: Page; wallet: TestWallet }> {
  const start = stack.chains.find((chain) => chain.chainId === options.chainId) ?? stack.chains[0]
  const wallet = await installTestWallet(stack.context, {
    rpcUrl: start.rpcUrl,
    chainId: start.chainId,
    account,
    nodes: stack.chains.filter((chain) => chain !== start),
  })
  const page = await stack.context.newPage()
  const log: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      log.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => log.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => localStorage.setItem('tokenbox.wallet.userDisconnected', '1'))
  await page.goto(`${stack.baseUrl}${path}`)
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('connector-org.tokenbox.testwallet').click()
    try {
      await page.getByTestId('account-address').waitFor({ timeout: 20_000 })
      return { page, wallet }
    } catch (error) {
      const seen = `connecting at ${path} showed no account (attempt ${attempt}); the page logged:\n${log.join('\n') || '(nothing)'}`
      if (attempt === 2) throw new Error(seen, { cause: error })
      console.warn(seen)
      // the app closes its dialog after a failed connection; make sure it is gone before the retry
      await page.keyboard.press('Escape')
      await page.getByTestId('connect-wallet').or(page.getByTestId('account-address')).first().waitFor()
      if (await page.getByTestId('account-address').isVisible()) return { page, wallet }
    }
  }
}
