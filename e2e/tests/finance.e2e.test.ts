import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

const day = 86_400

/**
 * Finance (`/fi/ea`, `/fi/bn`, `/fi/bf`): an Earn pool created from the form, staked and redeemed
 * early with its fee; a Dollar Beans pool in the local USDT, the risk statement on screen before
 * the deposit button, a deposit through a referral link, and a withdrawal on day 3 paying what the
 * page showed before signing (5% fee, 70% tax).
 */
describe('finance on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let creator: Address
  let alice: Address
  let bob: Address
  let token: Address
  let usdt: Address

  const balanceOf = (of: Address, account: Address) =>
    stack.publicClient.readContract({
      address: of,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
  const sentBy = (account: Address) => stack.publicClient.getTransactionCount({ address: account })

  /** Waits for a pool page's action; a failure fails the test with the app's words for it. */
  async function actionDone(prefix: 'earn' | 'bean', kind: string) {
    const outcome = page.locator(
      `[data-testid="${prefix}-done"][data-done="${kind}"], [data-testid="${prefix}-action-error"]`,
    )
    await outcome.first().waitFor({ timeout: 60_000 })
    const error = page.getByTestId(`${prefix}-action-error`)
    if (await error.count()) throw new Error(`action failed: ${await error.textContent()}`)
  }

  async function created(prefix: 'earn' | 'bean'): Promise<Address> {
    const outcome = page.locator(`[data-testid="${prefix}-created"], [data-testid="${prefix}-create-error"]`)
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await page.getByTestId(`${prefix}-create-error`).count()).toBe(0)
    return (await page.getByTestId(`${prefix}-created-address`).textContent()) as Address
  }

  beforeAll(async () => {
    stack = await startStack()
    const [deployer] = stack.accounts as [Address]
    ;[, creator, alice, bob] = stack.accounts as [Address, Address, Address, Address]
    usdt = stack.deployments.contracts.usdt
    const from = createWalletClient({ account: creator, chain: hardhat, transport: http(stack.rpcUrl) })
    const wait = (hash: Hex) => stack.publicClient.waitForTransactionReceipt({ hash })
    const hash = await from.deployContract({
      abi: referenceERC20Abi,
      bytecode: referenceERC20Bytecode,
      args: [parseEther('1000000')],
    } as never)
    token = (await wait(hash)).contractAddress as Address
    await wait(
      await from.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [alice, parseEther('10000')],
      }),
    )
    const bank = createWalletClient({ account: deployer, chain: hardhat, transport: http(stack.rpcUrl) })
    for (const to of [alice, bob])
      await wait(
        await bank.writeContract({
          address: usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits('5000', 6)],
        }),
      )
    ;({ page, wallet } = await openConnectedPage(stack, '/fi/ea', creator))
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('creates an Earn pool, stakes, and redeems early with the stated fee', async () => {
    await page.getByTestId('earn-create-form').waitFor({ timeout: 30_000 })
    // Bad input: the spec's words, nothing sent.
    const sent = await sentBy(creator)
    await page.getByTestId('earn-create-submit').click()
    await page.getByText('Please input Token').waitFor()
    await page.getByText('Please input Reward fund').waitFor()
    expect(await sentBy(creator)).toBe(sent)

    await page.getByTestId('earn-token').fill(token)
    await page.getByTestId('earn-token-info').waitFor()
    await page.getByTestId('earn-earlyFeePercent').fill('5')
    await page.getByTestId('earn-rewardFund').fill('1000')
    await page.getByText('Early redemption: possible, for a fee of 5%').waitFor()
    await shoot(page, 'finance-earn-create-1440-en.png', { fullPage: true })
    await page.getByTestId('earn-create-submit').click()
    const pool = await created('earn')

    await wallet.setAccount(alice)
    await page.goto(`${stack.baseUrl}/fi/ea?pool=${pool}`)
    await page.getByTestId('earn-facts').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('earn-early').getAttribute('data-fee')).toBe('500')
    // 180 days at 20%: 3,650 staked are promised 360.
    await page.getByTestId('earn-stake-period').click()
    await page.locator('.ant-select-item-option').filter({ hasText: '180 days' }).click()
    await page.getByTestId('earn-stake-amount').fill('3650')
    await page.getByTestId('earn-stake-quote').filter({ hasText: '360 REF' }).waitFor()
    await page.getByTestId('earn-stake').click()
    await actionDone('earn', 'stake')
    await page.locator('[data-testid="earn-stake-row"][data-state="early"]').waitFor()

    await advanceChain(stack.rpcUrl, 30 * day)
    const accrued = page.getByTestId('earn-stake-accrued')
    await page.waitForFunction(
      (element) => BigInt(element?.getAttribute('data-accrued') ?? '0') > 0n,
      await accrued.elementHandle(),
    )
    await shoot(page, 'finance-earn-pool-1440-en.png', { fullPage: true })
    const before = await balanceOf(token, alice)
    await page.getByTestId('earn-redeem-early').click()
    // The confirmation states what comes back and the fee before anything is signed.
    await page.locator('.ant-popconfirm').getByText('You get back 3,467.5 REF; the fee (182.5 REF)').waitFor()
    await page.getByTestId('earn-redeem-confirm').click()
    await actionDone('earn', 'redeem')
    expect((await balanceOf(token, alice)) - before).toBe(parseEther('3467.5'))
    await page.locator('[data-testid="earn-stake-row"][data-state="redeemed"]').waitFor()
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'finance-earn-pool-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('takes a referred Dollar Beans deposit and a day-3 withdrawal with the tax it showed', async () => {
    await wallet.setAccount(creator)
    await page.goto(`${stack.baseUrl}/fi/bn`)
    await page.getByTestId('bean-risk').waitFor({ timeout: 30_000 })
    await page.getByRole('tab', { name: 'Create' }).click()
    await page.getByTestId('bean-coin-info').waitFor()
    await page.getByTestId('bean-create-submit').click()
    const pool = await created('bean')

    // Alice deposits first (a referrer must have deposited).
    await wallet.setAccount(alice)
    await page.goto(`${stack.baseUrl}/fi/bn?pool=${pool}`)
    await page.getByTestId('bean-figures').waitFor({ timeout: 30_000 })
    const risk = await page.getByTestId('bean-risk').boundingBox()
    const button = await page.getByTestId('bean-deposit-submit').boundingBox()
    // The statement is on screen, above the deposit button, before any deposit.
    expect(await page.getByTestId('bean-risk').isVisible()).toBe(true)
    expect(risk!.y + risk!.height).toBeLessThanOrEqual(button!.y)
    expect(await page.getByTestId('bean-risk').textContent()).toContain(
      "returns are paid only from the pool's balance, and that balance comes only from deposits",
    )
    // ... and that a deposit itself never comes back, before anyone deposits (issue 52).
    expect(await page.getByTestId('bean-risk').textContent()).toContain(
      'What you deposit can never be withdrawn: it stays in the pool',
    )
    // Out of bounds: the spec's words, nothing sent.
    const sent = await sentBy(alice)
    await page.getByTestId('bean-deposit-amount').fill('9')
    await page.getByTestId('bean-deposit-submit').click()
    await page
      .getByTestId('bean-deposit-issue')
      .filter({ hasText: 'Deposits must be 10 to 100k USDT' })
      .waitFor()
    expect(await sentBy(alice)).toBe(sent)
    await page.getByTestId('bean-deposit-amount').fill('1000')
    await page.getByTestId('bean-deposit-submit').click()
    await actionDone('bean', 'deposit')
    const link = await page.getByTestId('bean-referral-link').textContent()
    expect(link).toContain(`ref=${alice}`)
    await shoot(page, 'finance-beans-pool-1440-en.png', { fullPage: true })

    // Bob comes through Alice's link.
    await wallet.setAccount(bob)
    await page.goto(link!)
    await page.getByTestId('bean-referrer').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('bean-referrer').getAttribute('data-referrer')).toBe(alice)
    const aliceBefore = await balanceOf(usdt, alice)
    await page.getByTestId('bean-deposit-amount').fill('2000')
    await page.getByTestId('bean-deposit-submit').click()
    await actionDone('bean', 'deposit')
    // 5% of Bob's 2,000 to Alice.
    expect((await balanceOf(usdt, alice)) - aliceBefore).toBe(parseUnits('100', 6))

    // Day 3 of Bob's tax clock: 70%.
    await advanceChain(stack.rpcUrl, 2 * day + 3_600)
    await page.locator('[data-testid="bean-tax-today"][data-day="3"]').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('bean-tax-today').getAttribute('data-bps')).toBe('7000')
    // Asking for the deposit back: the page says only earnings can be withdrawn, and sends nothing.
    const bobSent = await sentBy(bob)
    await page.getByTestId('bean-withdraw-amount').fill('2000')
    await page.getByTestId('bean-withdraw-submit').click()
    await page
      .getByTestId('bean-withdraw-issue')
      .filter({ hasText: 'Above your earnings: only earnings can be withdrawn' })
      .waitFor()
    expect(await sentBy(bob)).toBe(bobSent)
    await page.getByTestId('bean-withdraw-amount').fill('100')
    const quote = page.getByTestId('bean-withdraw-quote')
    await quote.waitFor()
    expect(await quote.getAttribute('data-tax-bps')).toBe('7000')
    expect(await quote.textContent()).toContain('Today (day 3) the tax is 70%: the pool keeps 70 USDT')
    expect(await quote.textContent()).toContain('you receive 25 USDT')
    await shoot(page, 'finance-beans-withdraw-1440-en.png', { fullPage: true })
    const bobBefore = await balanceOf(usdt, bob)
    await page.getByTestId('bean-withdraw-submit').click()
    await actionDone('bean', 'withdraw')
    expect((await balanceOf(usdt, bob)) - bobBefore).toBe(parseUnits('25', 6))
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'finance-beans-pool-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('creates a Roast Beef pool that states its own rules and the risk before the deposit button', async () => {
    await wallet.setAccount(creator)
    await page.goto(`${stack.baseUrl}/fi/bf`)
    await page.getByTestId('bean-risk').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('bean-risk').textContent()).toContain('Roast Beef returns are paid only')
    await page.getByRole('tab', { name: 'Create' }).click()
    await page.getByTestId('bean-coin-info').waitFor()
    await page.getByTestId('bean-create-submit').click()
    await created('bean')
    await page.getByTestId('bean-created-open').click()
    const rules = page.getByTestId('bean-rules')
    await rules.waitFor({ timeout: 30_000 })
    expect(await rules.textContent()).toContain('8% of your principal a day')
    expect(await rules.textContent()).toContain('deposit 3%, withdrawal 3%')
    expect(await rules.textContent()).toContain('13%')
    const risk = await page.getByTestId('bean-risk').boundingBox()
    const button = await page.getByTestId('bean-deposit-submit').boundingBox()
    expect(risk!.y + risk!.height).toBeLessThanOrEqual(button!.y)
    await shoot(page, 'finance-roast-pool-1440-en.png', { fullPage: true })
  })
})
