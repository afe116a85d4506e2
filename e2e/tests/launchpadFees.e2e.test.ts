import { readLaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import type { Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

const adminPassword = 'launchpad fees e2e admin password'

/**
 * The operator's launchpad fees (issue 22) in the console: the admin signs in, connects the wallet
 * that owns the local chain's launchpad factory (the node's first account), is refused a share above
 * 5% with nothing sent, sets a flat fee and a share of the raise on-chain, and a creator then sees
 * that fee on /la/st before anything is signed.
 */
describe('launchpad fees in the admin console', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let operator: Address
  let creator: Address
  let factory: Address

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { ADMIN_PASSWORD: adminPassword } })
    ;[operator, creator] = stack.accounts as [Address, Address]
    factory = stack.deployments.contracts.launchpad as Address
    // Signed in through the API, the console's token in the cookie the server sets (HttpOnly, for
    // the admin API only; the admin suite drives the login form).
    const reply = (await (
      await fetch(`${stack.baseUrl}/prod-api/vue-element-admin/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: adminPassword }),
      })
    ).json()) as { code: number; data: { token: string } }
    expect(reply.code).toBe(20000)
    await stack.context.addCookies([
      {
        name: 'Admin-Token',
        value: reply.data.token,
        domain: new URL(stack.baseUrl).hostname,
        path: '/prod-api',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ])
    ;({ page, wallet } = await openConnectedPage(stack, '/admin/launchpad-fees', operator))
    await page.setViewportSize({ width: 1440, height: 900 })
  }, 240_000)

  afterAll(async () => {
    await stack?.stop()
  })

  it('shows the factory fees read on-chain (none on the local chain) and its owner, in the menu', async () => {
    expect(await page.getByTestId('console-menu').textContent()).toContain('Launchpad fees')
    await page.getByTestId('fees-current').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('fees-current-raise').textContent()).toBe('0%')
    expect(await page.getByTestId('fees-current-flat').textContent()).toBe('None')
    expect(await page.getByTestId('fees-owner-kind').getAttribute('data-kind')).toBe('account')
    expect((await page.getByTestId('fees-current-owner').textContent())?.toLowerCase()).toContain(
      operator.toLowerCase(),
    )
    await page.getByText('applies only to presales created after it').waitFor()
  })

  it('refuses a share above 5% with the message and sends nothing', async () => {
    const sent = await stack.publicClient.getTransactionCount({ address: operator })
    await page.getByTestId('fees-recipient').fill(operator)
    await page.getByTestId('fees-raise').fill('6')
    await page.getByTestId('fees-save').click()
    await page.getByText('A fee share cannot be above 5%').waitFor()
    expect(wallet.requests).not.toContain('eth_sendTransaction')
    expect(await stack.publicClient.getTransactionCount({ address: operator })).toBe(sent)
    expect((await readLaunchpadFees(stack.publicClient, { factory })).raiseFeeBps).toBe(0n)
  })

  it('sets a flat fee and a share of the raise on-chain', async () => {
    await page.getByTestId('fees-flat').fill('0.05')
    await page.getByTestId('fees-raise').fill('2')
    await page.getByTestId('fees-save').click()
    const outcome = page.locator('[data-testid="fees-saved"], [data-testid="fees-error"]')
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('fees-error').count()).toBe(0)
    const fees = await readLaunchpadFees(stack.publicClient, { factory })
    expect(fees).toMatchObject({ recipient: operator, flatFee: parseEther('0.05'), raiseFeeBps: 200n })
    await expect.poll(() => page.getByTestId('fees-current-raise').textContent()).toBe('2%')
    expect(await page.getByTestId('fees-current-flat').textContent()).toBe('0.05 ETH')
    await shoot(page, 'admin-launchpad-fees-1440.png', { fullPage: true })
  })

  it('shows that fee on the create form of /la/st before anything is signed', async () => {
    await wallet.setAccount(creator)
    await page.goto(`${stack.baseUrl}/la/st`)
    // The app reconnects the wallet the console connected (same site, same stored connection), on
    // mount or with the start-up auto-connect 5 s after load. Connecting by hand only when that has
    // not happened: "Connect Wallet" shows until the reconnect lands, and a click racing it waited
    // for a button the reconnect had just replaced (failed once on a loaded machine).
    const account = page.getByTestId('account-address')
    const reconnected = await account.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    )
    if (!reconnected) {
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('connector-org.tokenbox.testwallet').click()
    }
    await account.waitFor({ timeout: 30_000 })
    await page.getByTestId('presale-create-form').waitFor({ timeout: 60_000 })
    const sent = await stack.publicClient.getTransactionCount({ address: creator })
    await expect
      .poll(() => page.getByTestId('summary-fee').textContent(), { timeout: 30_000 })
      .toContain('at creation 0.05 ETH; at finalize 2% of the raise')
    expect(await stack.publicClient.getTransactionCount({ address: creator })).toBe(sent)
  })
})
