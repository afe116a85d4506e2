import { readLaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import { type Address, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'

const adminPassword = 'launchpad fees e2e admin password'

/**
 * The operator's launchpad fees (issue 22) in the console: the admin signs in, connects the wallet
 * that owns the local chain's launchpad factory (the node's first account), is refused a share above
 * 5% with nothing sent, sets a flat fee and a share of the raise on-chain, and a creator then sees
 * that fee on /la/st before anything is signed.
 */
describe('launchpad fees in the admin console', () => {
  let operator: Address
  let creator: Address
  let factory: Address

  const suite = pageSuite({
    stack: { serverEnv: { ADMIN_PASSWORD: adminPassword } },
    prepare: async (stack) => {
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
    },
    viewport: { width: 1440, height: 900 },
    connect: { path: '/admin/launchpad-fees', account: () => operator },
  })

  it('shows the factory fees read on-chain (none on the local chain) and its owner, in the menu', async () => {
    expect(await suite.page.getByTestId('console-menu').textContent()).toContain('Launchpad fees')
    await suite.page.getByTestId('fees-current').waitFor({ timeout: 60_000 })
    expect(await suite.page.getByTestId('fees-current-raise').textContent()).toBe('0%')
    expect(await suite.page.getByTestId('fees-current-flat').textContent()).toBe('None')
    expect(await suite.page.getByTestId('fees-owner-kind').getAttribute('data-kind')).toBe('account')
    expect((await suite.page.getByTestId('fees-current-owner').textContent())?.toLowerCase()).toContain(
      operator.toLowerCase(),
    )
    await suite.page.getByText('applies only to presales created after it').waitFor()
  })

  it('refuses a share above 5% with the message and sends nothing', async () => {
    const sent = await suite.stack.publicClient.getTransactionCount({ address: operator })
    await suite.page.getByTestId('fees-recipient').fill(operator)
    await suite.page.getByTestId('fees-raise').fill('6')
    await suite.page.getByTestId('fees-save').click()
    await suite.page.getByText('A fee share cannot be above 5%').waitFor()
    expect(suite.wallet.requests).not.toContain('eth_sendTransaction')
    expect(await suite.stack.publicClient.getTransactionCount({ address: operator })).toBe(sent)
    expect((await readLaunchpadFees(suite.stack.publicClient, { factory })).raiseFeeBps).toBe(0n)
  })

  it('sets a flat fee and a share of the raise on-chain', async () => {
    await suite.page.getByTestId('fees-flat').fill('0.05')
    await suite.page.getByTestId('fees-raise').fill('2')
    await suite.page.getByTestId('fees-save').click()
    const outcome = suite.page.locator('[data-testid="fees-saved"], [data-testid="fees-error"]')
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await suite.page.getByTestId('fees-error').count()).toBe(0)
    const fees = await readLaunchpadFees(suite.stack.publicClient, { factory })
    expect(fees).toMatchObject({ recipient: operator, flatFee: parseEther('0.05'), raiseFeeBps: 200n })
    await expect.poll(() => suite.page.getByTestId('fees-current-raise').textContent()).toBe('2%')
    expect(await suite.page.getByTestId('fees-current-flat').textContent()).toBe('0.05 ETH')
    await shoot(suite.page, 'admin-launchpad-fees-1440.png', { fullPage: true })
  })

  it('shows that fee on the create form of /la/st before anything is signed', async () => {
    await suite.wallet.setAccount(creator)
    await suite.page.goto(`${suite.stack.baseUrl}/la/st`)
    // The app reconnects the wallet the console connected (same site, same stored connection), on
    // mount or with the start-up auto-connect 5 s after load. Connecting by hand only when that has
    // not happened: "Connect Wallet" shows until the reconnect lands, and a click racing it waited
    // for a button the reconnect had just replaced (failed once on a loaded machine).
    const account = suite.page.getByTestId('account-address')
    const reconnected = await account.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    )
    if (!reconnected) {
      await suite.page.getByTestId('connect-wallet').click()
      await suite.page.getByTestId('connector-org.tokenbox.testwallet').click()
    }
    await account.waitFor({ timeout: 30_000 })
    await suite.page.getByTestId('presale-create-form').waitFor({ timeout: 60_000 })
    const sent = await suite.stack.publicClient.getTransactionCount({ address: creator })
    await expect
      .poll(() => suite.page.getByTestId('summary-fee').textContent(), { timeout: 30_000 })
      .toContain('at creation 0.05 ETH; at finalize 2% of the raise')
    expect(await suite.stack.publicClient.getTransactionCount({ address: creator })).toBe(sent)
  })
})
