import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { nodeRpc } from '../harness/pageInput.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

/**
 * A sale token whose soft cap is missed (`/co/50?t=0`): a buyer pays by a plain transfer, the sale
 * ends below the soft cap, the screen says the sale failed and offers nobody a start; the buyer
 * takes the coin back with Claim refund, which burns the tokens bought, and the offer goes away.
 */
describe('sale token refund on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let creator: Address
  let buyer: Address
  let token: Address

  beforeAll(async () => {
    stack = await startStack()
    creator = stack.accounts[1]!
    buyer = stack.accounts[2]!
    ;({ page, wallet } = await openConnectedPage(stack, '/co/50?t=0', creator))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  const phase = () => page.getByTestId('sale-phase').getAttribute('data-phase')
  const tokenBalance = (account: Address) =>
    stack.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })

  it('creates a sale with a soft cap of 5 that a buyer of 1 leaves unmet', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByTestId('token-name').fill('Short Sale')
    await page.getByTestId('token-symbol').fill('SHORT')
    await page.getByTestId('sale-total-supply').fill('1000000')
    await page.getByTestId('sale-price').fill('1000')
    await page.getByTestId('sale-hard-cap').fill('10')
    await page.getByTestId('sale-soft-cap').fill('5')
    await page.getByTestId('sale-min').fill('0.5')
    await page.getByTestId('sale-max').fill('5')
    await expect
      .poll(() => page.getByTestId('summary-liquidityReserve').textContent())
      .toContain('the LP is locked')
    await page.getByTestId('create-token-submit').click()
    await page.getByTestId('token-created').waitFor({ timeout: 60_000 })
    token = (await page.getByTestId('token-address').textContent()) as Address
    await page.getByTestId('token-manage').click()
    await expect.poll(phase).toBe('active')

    const client = createWalletClient({ account: buyer, chain: hardhat, transport: http(stack.rpcUrl) })
    const hash = await client.sendTransaction({ to: token, value: parseEther('1') })
    await stack.publicClient.waitForTransactionReceipt({ hash })
    await expect
      .poll(() => page.getByTestId('sale-raised').getAttribute('data-raised'))
      .toBe(parseEther('1').toString())
    expect(await tokenBalance(buyer)).toBe(parseEther('1000'))
  })

  it('shows the sale as failed once it ends below the soft cap, with no start for anyone', async () => {
    // Past the default end (7 days from the form's opening).
    await nodeRpc(stack.rpcUrl, 'evm_increaseTime', [8 * 86_400])
    await nodeRpc(stack.rpcUrl, 'evm_mine')
    await page.getByTestId('sale-load').click()
    await expect.poll(phase, { timeout: 20_000 }).toBe('failed')
    await page.getByTestId('sale-failed').waitFor()
    expect(await page.getByTestId('sale-soft-cap-mark').textContent()).toMatch(/: not reached$/)
    expect(await page.getByTestId('sale-start-trading').count()).toBe(0)
    // The creator bought nothing: nothing to claim.
    expect(await page.getByTestId('sale-claim-refund').count()).toBe(0)
  })

  it('pays the buyer back with Claim refund and burns the tokens bought', async () => {
    await wallet.setAccount(buyer)
    const claim = page.getByTestId('sale-claim-refund')
    await claim.waitFor()
    expect(await claim.textContent()).toContain('1')
    const before = await stack.publicClient.getBalance({ address: buyer })
    await claim.click()
    await page.getByTestId('sale-done').waitFor({ timeout: 60_000 })
    await expect.poll(() => tokenBalance(buyer)).toBe(0n)
    const after = await stack.publicClient.getBalance({ address: buyer })
    // The whole coin back, less the claim's gas (well under 0.01 on the local chain).
    expect(after - before).toBeGreaterThan(parseEther('0.99'))
    expect(after - before).toBeLessThanOrEqual(parseEther('1'))
    await claim.waitFor({ state: 'detached' })
    await shoot(page, 'sale-refunded-1440-en.png', { fullPage: true })
    // Claiming twice is not offered, and the chain would refuse it anyway.
    expect(await page.getByTestId('sale-claim-refund').count()).toBe(0)
  })
})
