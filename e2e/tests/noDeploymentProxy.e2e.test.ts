import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { deterministicDeployer } from '@tokenbox/core/evm/deterministicDeployment.ts'
import type { Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

/**
 * Issue 73, point 6: tax tokens create the chain's shared swap engine through the deterministic
 * deployment proxy. On a chain with neither (the local chain with the proxy's code removed) the
 * create form says so as it opens, offers no Create and sends nothing; other templates are not
 * affected, and with the proxy back the form is open again.
 */
describe('a chain without the deterministic deployment proxy', () => {
  let stack: Stack
  let wallet: TestWallet
  let page: Page
  let proxyCode: Hex

  /**
   * Loads `path` afresh. The app reconnects the test wallet it connected before (on mount, or with
   * the start-up auto-connect); "Connect Wallet" shows until then, so it is clicked only when no
   * account has shown (a click racing the reconnect waits for a button that is gone).
   */
  const reopen = async (path: string) => {
    await page.goto(`${stack.baseUrl}${path}`)
    const account = page.getByTestId('account-address').filter({ visible: true })
    const reconnected = await account.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    )
    if (reconnected) return
    await page.getByTestId('connect-wallet').filter({ visible: true }).click()
    await page.getByTestId('connector-org.tokenbox.testwallet').click()
    await account.waitFor({ timeout: 20_000 })
  }

  const setCode = (address: Address, code: Hex) =>
    stack.publicClient.request({ method: 'anvil_setCode' as never, params: [address, code] as never })

  beforeAll(async () => {
    stack = await startStack()
    proxyCode = (await stack.publicClient.getCode({ address: deterministicDeployer }))!
    // Neither the proxy nor an engine (of either build) on the chain.
    for (const address of [deterministicDeployer, ...Object.values(sharedContractAddress.TaxSwapEngine)])
      await setCode(address, '0x')
    ;({ page, wallet } = await openConnectedPage(stack, '/co/mk', stack.accounts[1]!))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('the tax token form says so before anything is typed or sent, and offers no Create', async () => {
    const alert = page.getByTestId('create-no-swap-engine')
    await alert.waitFor()
    expect(await alert.textContent()).toContain(
      "This chain has neither the standard deployment proxy (0x4e59…956C) nor TokenBox's shared swap engine",
    )
    expect(await page.getByTestId('create-token-submit').isDisabled()).toBe(true)
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toEqual([])
  })

  it('a standard coin is not concerned', async () => {
    await reopen('/co/st')
    await page.getByTestId('create-token-form').waitFor()
    expect(await page.getByTestId('tax-swap-back-threshold').count()).toBe(0)
    expect(await page.getByTestId('create-no-swap-engine').count()).toBe(0)
    expect(await page.getByTestId('create-token-submit').isDisabled()).toBe(false)
  })

  it('with the proxy back, the tax token form is open again', async () => {
    await setCode(deterministicDeployer, proxyCode)
    await reopen('/co/mk')
    await page.getByTestId('tax-swap-back-threshold').waitFor()
    await expect
      .poll(() => page.getByTestId('create-token-submit').isDisabled(), { timeout: 15_000 })
      .toBe(false)
    expect(await page.getByTestId('create-no-swap-engine').count()).toBe(0)
  })
})
