import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseEther, zeroAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])

/**
 * The standard sale token (`/co/50?t=0`, "No dApp Version"): created from the form (a bad figure
 * refused in words first), bought by a plain native transfer sent from outside the app by a second
 * account and by the Buy button of a third, the progress following on screen; the owner starts
 * trading once the soft cap is met, the buyer sells on the new pool through the router, and the
 * "no-dApp sale list" dialog lists the sale under OVER and opens it.
 */
describe('sale token on the local stack', () => {
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

  const raised = () => page.getByTestId('sale-raised').getAttribute('data-raised')
  const phase = () => page.getByTestId('sale-phase').getAttribute('data-phase')

  it('creates a sale whose summary states the owner power and where the tokens and coin go', async () => {
    expect(await page.title()).toBe('Standard Coin (Sale) - TokenBox')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByTestId('token-name').fill('Moon Sale')
    await page.getByTestId('token-symbol').fill('MOON')
    await page.getByTestId('sale-total-supply').fill('1000000')
    await page.getByTestId('sale-price').fill('1000')
    await page.getByTestId('sale-hard-cap').fill('10')
    await page.getByTestId('sale-min').fill('0.5')
    await page.getByTestId('sale-max').fill('5')
    // A soft cap above the hard cap is refused in words before any wallet prompt.
    await page.getByTestId('sale-soft-cap').fill('20')
    await page.getByTestId('create-token-submit').click()
    await page.getByText('The soft cap cannot be above the hard cap').waitFor()
    await page.getByTestId('sale-soft-cap').fill('2')
    await expect.poll(() => page.getByTestId('summary-figures').count()).toBe(0)
    expect(await page.getByTestId('summary-ownerPowers').textContent()).toContain(
      'only once the soft cap is met',
    )
    expect(await page.getByTestId('summary-allocation').textContent()).toContain(
      '984,000 MOON (98.4% of the supply)',
    )
    expect(await page.getByTestId('summary-saleReserve').textContent()).toContain('10,000 MOON (1%)')
    // The LP is locked by default in the chain's shared locker (found once the page has looked it up).
    await expect
      .poll(() => page.getByTestId('summary-liquidityReserve').textContent())
      .toContain('the LP is locked for 365 days')
    expect(await page.getByTestId('summary-liquidityReserve').textContent()).toContain('60%')
    expect(await page.getByTestId('summary-toCreator').textContent()).toContain('40%')
    await shoot(page, 'sale-create-1440-en.png', { fullPage: true })

    await page.getByTestId('create-token-submit').click()
    await page.getByTestId('token-created').waitFor({ timeout: 60_000 })
    token = (await page.getByTestId('token-address').textContent()) as Address
    await page.getByTestId('token-manage').click()
    await expect.poll(phase).toBe('active')
    expect(await raised()).toBe('0')
    expect(await page.getByTestId('sale-address').textContent()).toBe(token)
    expect(await page.getByTestId('sale-exchange-warning').textContent()).toContain('exchange')
    // The owner cannot start before the soft cap.
    await page.getByTestId('sale-start-blocked').waitFor()
  })

  it('moves the progress when a second account buys by a plain transfer from its own wallet', async () => {
    // Sent outside the app, as from any wallet: a plain native transfer to the token.
    const client = createWalletClient({ account: buyer, chain: hardhat, transport: http(stack.rpcUrl) })
    const hash = await client.sendTransaction({ to: token, value: parseEther('3') })
    await stack.publicClient.waitForTransactionReceipt({ hash })
    await expect.poll(raised, { timeout: 20_000 }).toBe(parseEther('3').toString())
    expect(await page.getByTestId('sale-buyers').textContent()).toBe('1')
    expect(await page.getByTestId('sale-raised').textContent()).toContain('3 of 10')
    const balance = await stack.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(balance).toBe(parseEther('3000'))
  })

  it('buys with the Buy button from a third account', async () => {
    await wallet.setAccount(stack.accounts[3]!)
    await page.getByTestId('sale-buy-amount').fill('1')
    await page.getByTestId('sale-buy').click()
    await page.getByTestId('sale-done').waitFor({ timeout: 60_000 })
    await expect.poll(raised).toBe(parseEther('4').toString())
    expect(await page.getByTestId('sale-buyers').textContent()).toBe('2')
    await expect.poll(() => page.getByTestId('sale-yours').textContent()).toContain('1,000 MOON')
    // Not the owner: before the end only the owner may start trading.
    expect(await page.getByTestId('sale-start-trading').count()).toBe(0)
    await shoot(page, 'sale-panel-1440-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'sale-panel-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('lets the owner start trading, after which the buyer sells on the pool', async () => {
    await wallet.setAccount(creator)
    await page.getByTestId('sale-start-trading').click()
    await expect.poll(phase, { timeout: 60_000 }).toBe('trading')
    const { factory, weth } = stack.deployments.contracts
    const pair = await stack.publicClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [token, weth],
    })
    expect(pair).not.toBe(zeroAddress)
    const lockedLp = await stack.publicClient.readContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [stack.deployments.contracts.lock],
    })
    expect(lockedLp).toBeGreaterThan(0n)
    const reserves = async () =>
      Promise.all([
        stack.publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [pair],
        }),
        stack.publicClient.readContract({
          address: weth,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [pair],
        }),
      ])
    const [tokensBefore, wethBefore] = await reserves()
    // 60% of the 4 raised at the sale price.
    expect(wethBefore).toBe(parseEther('2.4'))
    expect(tokensBefore).toBe(parseEther('2400'))

    const sold = parseEther('1000')
    expect((await sellThroughRouter(stack, { seller: buyer, token, amount: sold })).status).toBe('success')
    const [tokensAfter, wethAfter] = await reserves()
    expect(tokensAfter).toBe(tokensBefore + sold)
    expect(wethAfter).toBeLessThan(wethBefore)
  })

  it('lists the sale in the No dApp Version dialog under OVER and opens it from there', async () => {
    await page.getByRole('tab', { name: 'Create Token' }).click()
    await page.getByTestId('sale-list-button').click()
    const dialog = page.getByTestId('sale-list-dialog')
    const item = dialog.locator(`[data-testid="sale-list-item"][data-token="${token.toLowerCase()}"]`)
    await item.waitFor({ timeout: 30_000 })
    await dialog.getByText('In PROGRESS').click()
    await item.waitFor({ state: 'detached' })
    await dialog.getByText('OVER').click()
    await item.waitFor()
    await shoot(page, 'sale-list-1440-en.png')
    await item.getByTestId('sale-list-open').click()
    await expect.poll(phase).toBe('trading')
    expect(await page.getByTestId('sale-token-address').inputValue()).toBe(token)
  })

  it('shows the sale and the introduction in Chinese and Japanese, and the create form at 375 px', async () => {
    for (const language of ['zh', 'ja'] as const) {
      await page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await page.reload()
      await page.getByRole('tab').nth(1).click()
      await page.getByTestId('sale-token-address').fill(token)
      await page.getByTestId('sale-load').click()
      await expect.poll(phase).toBe('trading')
      await shoot(page, `sale-panel-1440-${language}.png`, { fullPage: true })
      await page.getByRole('tab').nth(2).click()
      await page.getByTestId('introduce').locator('article').waitFor()
      await shoot(page, `sale-introduce-1440-${language}.png`, { fullPage: true })
    }
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    await page.reload()
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByTestId('token-name').fill('Moon Sale')
    await page.getByTestId('token-symbol').fill('MOON')
    await page.getByTestId('summary-allocation').waitFor()
    await shoot(page, 'sale-create-375-en.png', { fullPage: true })
  })
})
