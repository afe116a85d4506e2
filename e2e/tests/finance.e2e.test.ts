import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { type Address, type Hex, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { devWallet } from '../harness/devWallet.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { writeErc20 } from '../harness/writeErc20.ts'

const [deployer, creator, alice, bob] = devAccounts

const day = 86_400

/**
 * Finance (`/fi/ea`, `/fi/bn`, `/fi/bf`): an Earn pool created from the form, staked and redeemed
 * early with its fee; a Dollar Beans pool in the local USDT, the risk statement on screen before
 * the deposit button, a deposit through a referral link, and a withdrawal on day 3 paying what the
 * page showed before signing (5% fee, 70% tax).
 */
describe('finance on the local stack', () => {
  let token: Address
  let usdt: Address

  const balanceOf = (of: Address, account: Address) => tokenBalanceOf(suite.stack, of, account)
  const sentBy = (account: Address) => suite.stack.publicClient.getTransactionCount({ address: account })

  /** Waits for a pool page's action; a failure fails the test with the app's words for it. */
  async function actionDone(prefix: 'earn' | 'bean', kind: string) {
    const outcome = suite.page.locator(
      `[data-testid="${prefix}-done"][data-done="${kind}"], [data-testid="${prefix}-action-error"]`,
    )
    await outcome.first().waitFor({ timeout: 60_000 })
    const error = suite.page.getByTestId(`${prefix}-action-error`)
    if (await error.count()) throw new Error(`action failed: ${await error.textContent()}`)
  }

  async function created(prefix: 'earn' | 'bean'): Promise<Address> {
    const outcome = suite.page.locator(
      `[data-testid="${prefix}-created"], [data-testid="${prefix}-create-error"]`,
    )
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await suite.page.getByTestId(`${prefix}-create-error`).count()).toBe(0)
    return (await suite.page.getByTestId(`${prefix}-created-address`).textContent()) as Address
  }

  const suite = pageSuite({
    prepare: async (stack) => {
      usdt = stack.deployments.contracts.usdt
      const from = devWallet(stack, creator)
      const wait = (hash: Hex) => stack.publicClient.waitForTransactionReceipt({ hash })
      const hash = await from.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [parseEther('1000000')],
      } as never)
      token = (await wait(hash)).contractAddress as Address
      await wait(await writeErc20(from, token, 'transfer', alice, parseEther('10000')))
      const bank = devWallet(stack, deployer)
      for (const to of [alice, bob])
        await wait(await writeErc20(bank, usdt, 'transfer', to, parseUnits('5000', 6)))
    },
    viewport: { width: 1440, height: 900 },
    connect: { path: '/fi/ea', account: () => creator },
  })

  it('creates an Earn pool, stakes, and redeems early with the stated fee', async () => {
    await suite.page.getByTestId('earn-create-form').waitFor({ timeout: 30_000 })
    // Bad input: the spec's words, nothing sent.
    const sent = await sentBy(creator)
    await suite.page.getByTestId('earn-create-submit').click()
    await suite.page.getByText('Please input Token').waitFor()
    await suite.page.getByText('Please input Reward fund').waitFor()
    expect(await sentBy(creator)).toBe(sent)

    await suite.page.getByTestId('earn-token').fill(token)
    await suite.page.getByTestId('earn-token-info').waitFor()
    await suite.page.getByTestId('earn-earlyFeePercent').fill('5')
    await suite.page.getByTestId('earn-rewardFund').fill('1000')
    await suite.page.getByText('Early redemption: possible, for a fee of 5%').waitFor()
    await shoot(suite.page, 'finance-earn-create-1440-en.png', { fullPage: true })
    await suite.page.getByTestId('earn-create-submit').click()
    const pool = await created('earn')

    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/fi/ea?pool=${pool}`)
    await suite.page.getByTestId('earn-facts').waitFor({ timeout: 30_000 })
    expect(await suite.page.getByTestId('earn-early').getAttribute('data-fee')).toBe('500')
    // 180 days at 20%: 3,650 staked are promised 360.
    await suite.page.getByTestId('earn-stake-period').click()
    await suite.page.locator('.ant-select-item-option').filter({ hasText: '180 days' }).click()
    await suite.page.getByTestId('earn-stake-amount').fill('3650')
    await suite.page.getByTestId('earn-stake-quote').filter({ hasText: '360 REF' }).waitFor()
    await suite.page.getByTestId('earn-stake').click()
    await actionDone('earn', 'stake')
    await suite.page.locator('[data-testid="earn-stake-row"][data-state="early"]').waitFor()

    await advanceChain(suite.stack.rpcUrl, 30 * day)
    const accrued = suite.page.getByTestId('earn-stake-accrued')
    await suite.page.waitForFunction(
      (element) => BigInt(element?.getAttribute('data-accrued') ?? '0') > 0n,
      await accrued.elementHandle(),
    )
    await shoot(suite.page, 'finance-earn-pool-1440-en.png', { fullPage: true })
    const before = await balanceOf(token, alice)
    await suite.page.getByTestId('earn-redeem-early').click()
    // The confirmation states what comes back and the fee before anything is signed.
    await suite.page
      .locator('.ant-popconfirm')
      .getByText('You get back 3,467.5 REF; the fee (182.5 REF)')
      .waitFor()
    await suite.page.getByTestId('earn-redeem-confirm').click()
    await actionDone('earn', 'redeem')
    expect((await balanceOf(token, alice)) - before).toBe(parseEther('3467.5'))
    await suite.page.locator('[data-testid="earn-stake-row"][data-state="redeemed"]').waitFor()
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'finance-earn-pool-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('takes a referred Dollar Beans deposit and a day-3 withdrawal with the tax it showed', async () => {
    await suite.wallet.setAccount(creator)
    await suite.page.goto(`${suite.stack.baseUrl}/fi/bn`)
    await suite.page.getByTestId('bean-risk').waitFor({ timeout: 30_000 })
    await suite.page.getByRole('tab', { name: 'Create' }).click()
    await suite.page.getByTestId('bean-coin-info').waitFor()
    await suite.page.getByTestId('bean-create-submit').click()
    const pool = await created('bean')

    // Alice deposits first (a referrer must have deposited).
    await suite.wallet.setAccount(alice)
    await suite.page.goto(`${suite.stack.baseUrl}/fi/bn?pool=${pool}`)
    await suite.page.getByTestId('bean-figures').waitFor({ timeout: 30_000 })
    const risk = await suite.page.getByTestId('bean-risk').boundingBox()
    const button = await suite.page.getByTestId('bean-deposit-submit').boundingBox()
    // The statement is on screen, above the deposit button, before any deposit.
    expect(await suite.page.getByTestId('bean-risk').isVisible()).toBe(true)
    expect(risk!.y + risk!.height).toBeLessThanOrEqual(button!.y)
    expect(await suite.page.getByTestId('bean-risk').textContent()).toContain(
      "returns are paid only from the pool's balance, and that balance comes only from deposits",
    )
    // ... and that a deposit itself never comes back, before anyone deposits (issue 52).
    expect(await suite.page.getByTestId('bean-risk').textContent()).toContain(
      'What you deposit can never be withdrawn: it stays in the pool',
    )
    // Out of bounds: the spec's words, nothing sent.
    const sent = await sentBy(alice)
    await suite.page.getByTestId('bean-deposit-amount').fill('9')
    await suite.page.getByTestId('bean-deposit-submit').click()
    await suite.page
      .getByTestId('bean-deposit-issue')
      .filter({ hasText: 'Deposits must be 10 to 100k USDT' })
      .waitFor()
    expect(await sentBy(alice)).toBe(sent)
    await suite.page.getByTestId('bean-deposit-amount').fill('1000')
    await suite.page.getByTestId('bean-deposit-submit').click()
    await actionDone('bean', 'deposit')
    const link = await suite.page.getByTestId('bean-referral-link').textContent()
    expect(link).toContain(`ref=${alice}`)
    await shoot(suite.page, 'finance-beans-pool-1440-en.png', { fullPage: true })

    // Bob comes through Alice's link.
    await suite.wallet.setAccount(bob)
    await suite.page.goto(link!)
    await suite.page.getByTestId('bean-referrer').waitFor({ timeout: 30_000 })
    expect(await suite.page.getByTestId('bean-referrer').getAttribute('data-referrer')).toBe(alice)
    const aliceBefore = await balanceOf(usdt, alice)
    await suite.page.getByTestId('bean-deposit-amount').fill('2000')
    await suite.page.getByTestId('bean-deposit-submit').click()
    await actionDone('bean', 'deposit')
    // 5% of Bob's 2,000 to Alice.
    expect((await balanceOf(usdt, alice)) - aliceBefore).toBe(parseUnits('100', 6))

    // Day 3 of Bob's tax clock: 70%.
    await advanceChain(suite.stack.rpcUrl, 2 * day + 3_600)
    await suite.page.locator('[data-testid="bean-tax-today"][data-day="3"]').waitFor({ timeout: 30_000 })
    expect(await suite.page.getByTestId('bean-tax-today').getAttribute('data-bps')).toBe('7000')
    // Asking for the deposit back: the page says only earnings can be withdrawn, and sends nothing.
    const bobSent = await sentBy(bob)
    await suite.page.getByTestId('bean-withdraw-amount').fill('2000')
    await suite.page.getByTestId('bean-withdraw-submit').click()
    await suite.page
      .getByTestId('bean-withdraw-issue')
      .filter({ hasText: 'Above your earnings: only earnings can be withdrawn' })
      .waitFor()
    expect(await sentBy(bob)).toBe(bobSent)
    await suite.page.getByTestId('bean-withdraw-amount').fill('100')
    const quote = suite.page.getByTestId('bean-withdraw-quote')
    await quote.waitFor()
    expect(await quote.getAttribute('data-tax-bps')).toBe('7000')
    expect(await quote.textContent()).toContain('Today (day 3) the tax is 70%: the pool keeps 70 USDT')
    expect(await quote.textContent()).toContain('you receive 25 USDT')
    await shoot(suite.page, 'finance-beans-withdraw-1440-en.png', { fullPage: true })
    const bobBefore = await balanceOf(usdt, bob)
    await suite.page.getByTestId('bean-withdraw-submit').click()
    await actionDone('bean', 'withdraw')
    expect((await balanceOf(usdt, bob)) - bobBefore).toBe(parseUnits('25', 6))
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await shoot(suite.page, 'finance-beans-pool-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('creates a Roast Beef pool that states its own rules and the risk before the deposit button', async () => {
    await suite.wallet.setAccount(creator)
    await suite.page.goto(`${suite.stack.baseUrl}/fi/bf`)
    await suite.page.getByTestId('bean-risk').waitFor({ timeout: 30_000 })
    expect(await suite.page.getByTestId('bean-risk').textContent()).toContain(
      'Roast Beef returns are paid only',
    )
    await suite.page.getByRole('tab', { name: 'Create' }).click()
    await suite.page.getByTestId('bean-coin-info').waitFor()
    await suite.page.getByTestId('bean-create-submit').click()
    await created('bean')
    await suite.page.getByTestId('bean-created-open').click()
    const rules = suite.page.getByTestId('bean-rules')
    await rules.waitFor({ timeout: 30_000 })
    expect(await rules.textContent()).toContain('8% of your principal a day')
    expect(await rules.textContent()).toContain('deposit 3%, withdrawal 3%')
    expect(await rules.textContent()).toContain('13%')
    const risk = await suite.page.getByTestId('bean-risk').boundingBox()
    const button = await suite.page.getByTestId('bean-deposit-submit').boundingBox()
    expect(risk!.y + risk!.height).toBeLessThanOrEqual(button!.y)
    await shoot(suite.page, 'finance-roast-pool-1440-en.png', { fullPage: true })
  })
})
