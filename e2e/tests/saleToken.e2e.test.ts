import { type Address, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { fillSaleForm, standardSaleFields } from '../harness/fillSaleForm.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { buyByPlainTransfer, saleSuite, tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { softCapAboveHardCapRefused } from '../harness/softCapAboveHardCapRefused.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

/**
 * The standard sale token (`/co/50?t=0`, "No dApp Version"): created from the form (a bad figure
 * refused in words first), bought by a plain native transfer sent from outside the app by a second
 * account and by the Buy button of a third, the progress following on screen; the owner starts
 * trading once the soft cap is met, the buyer sells on the new pool through the router, and the
 * "no-dApp sale list" dialog lists the sale under OVER and opens it.
 */
describe('sale token on the local stack', () => {
  let token: Address

  const sale = saleSuite('/co/50?t=0')

  it('creates a sale whose summary states the owner power and where the tokens and coin go', async () => {
    expect(await sale.page.title()).toBe('Standard Coin (Sale) - TokenBox')
    await sale.page.setViewportSize({ width: 1440, height: 900 })
    await fillSaleForm(sale.page, { name: 'Moon Sale', symbol: 'MOON' }, standardSaleFields)
    await softCapAboveHardCapRefused(sale.page)
    await sale.page.getByTestId('sale-soft-cap').fill('2')
    await expect.poll(() => sale.page.getByTestId('summary-figures').count()).toBe(0)
    expect(await sale.page.getByTestId('summary-ownerPowers').textContent()).toContain(
      'only once the soft cap is met',
    )
    expect(await sale.page.getByTestId('summary-allocation').textContent()).toContain(
      '984,000 MOON (98.4% of the supply)',
    )
    expect(await sale.page.getByTestId('summary-saleReserve').textContent()).toContain('10,000 MOON (1%)')
    // The LP is locked by default in the chain's shared locker (found once the page has looked it up).
    await expect
      .poll(() => sale.page.getByTestId('summary-liquidityReserve').textContent())
      .toContain('the LP is locked for 365 days')
    expect(await sale.page.getByTestId('summary-liquidityReserve').textContent()).toContain('60%')
    expect(await sale.page.getByTestId('summary-toCreator').textContent()).toContain('40%')
    await shoot(sale.page, 'sale-create-1440-en.png', { fullPage: true })

    token = await submitTokenForm(sale.page)
    await sale.page.getByTestId('token-manage').click()
    await expect.poll(sale.phase).toBe('active')
    expect(await sale.raised()).toBe('0')
    expect(await sale.page.getByTestId('sale-address').textContent()).toBe(token)
    expect(await sale.page.getByTestId('sale-exchange-warning').textContent()).toContain('exchange')
    // The owner cannot start before the soft cap.
    await sale.page.getByTestId('sale-start-blocked').waitFor()
  })

  it('moves the progress when a second account buys by a plain transfer from its own wallet', async () => {
    // Sent outside the app, as from any wallet: a plain native transfer to the token.
    await buyByPlainTransfer(sale.stack, { from: sale.buyer, token, value: parseEther('3') })
    await expect.poll(sale.raised, { timeout: 20_000 }).toBe(parseEther('3').toString())
    expect(await sale.page.getByTestId('sale-buyers').textContent()).toBe('1')
    expect(await sale.page.getByTestId('sale-raised').textContent()).toContain('3 of 10')
    expect(await tokenBalanceOf(sale.stack, token, sale.buyer)).toBe(parseEther('3000'))
  })

  it('buys with the Buy button from a third account', async () => {
    await sale.wallet.setAccount(sale.stack.accounts[3]!)
    await sale.page.getByTestId('sale-buy-amount').fill('1')
    await sale.page.getByTestId('sale-buy').click()
    await sale.page.getByTestId('sale-done').waitFor({ timeout: 60_000 })
    await expect.poll(sale.raised).toBe(parseEther('4').toString())
    expect(await sale.page.getByTestId('sale-buyers').textContent()).toBe('2')
    await expect.poll(() => sale.page.getByTestId('sale-yours').textContent()).toContain('1,000 MOON')
    // Not the owner: before the end only the owner may start trading.
    expect(await sale.page.getByTestId('sale-start-trading').count()).toBe(0)
    await shoot(sale.page, 'sale-panel-1440-en.png', { fullPage: true })
    await sale.page.setViewportSize({ width: 375, height: 800 })
    await shoot(sale.page, 'sale-panel-375-en.png', { fullPage: true })
    await sale.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('lets the owner start trading, after which the buyer sells on the pool', async () => {
    await sale.wallet.setAccount(sale.creator)
    await sale.page.getByTestId('sale-start-trading').click()
    await expect.poll(sale.phase, { timeout: 60_000 }).toBe('trading')
    const pair = await readPairAddress(sale.stack, token)
    expect(pair).not.toBe(zeroAddress)
    const lockedLp = await tokenBalanceOf(sale.stack, pair, sale.stack.deployments.contracts.lock)
    expect(lockedLp).toBeGreaterThan(0n)
    const { weth } = sale.stack.deployments.contracts
    const reserves = async () =>
      Promise.all([tokenBalanceOf(sale.stack, token, pair), tokenBalanceOf(sale.stack, weth, pair)])
    const [tokensBefore, wethBefore] = await reserves()
    // 60% of the 4 raised at the sale price.
    expect(wethBefore).toBe(parseEther('2.4'))
    expect(tokensBefore).toBe(parseEther('2400'))

    const sold = parseEther('1000')
    expect((await sellThroughRouter(sale.stack, { seller: sale.buyer, token, amount: sold })).status).toBe(
      'success',
    )
    const [tokensAfter, wethAfter] = await reserves()
    expect(tokensAfter).toBe(tokensBefore + sold)
    expect(wethAfter).toBeLessThan(wethBefore)
  })

  it('lists the sale in the No dApp Version dialog under OVER and opens it from there', async () => {
    await sale.page.getByRole('tab', { name: 'Create Token' }).click()
    await sale.page.getByTestId('sale-list-button').click()
    const dialog = sale.page.getByTestId('sale-list-dialog')
    const item = dialog.locator(`[data-testid="sale-list-item"][data-token="${token.toLowerCase()}"]`)
    await item.waitFor({ timeout: 30_000 })
    await dialog.getByText('In PROGRESS').click()
    await item.waitFor({ state: 'detached' })
    await dialog.getByText('OVER').click()
    await item.waitFor()
    await shoot(sale.page, 'sale-list-1440-en.png')
    await item.getByTestId('sale-list-open').click()
    await expect.poll(sale.phase).toBe('trading')
    expect(await sale.page.getByTestId('sale-token-address').inputValue()).toBe(token)
  })

  it('shows the sale and the introduction in Chinese and Japanese, and the create form at 375 px', async () => {
    for (const language of ['zh', 'ja'] as const) {
      await sale.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await sale.page.reload()
      await sale.page.getByRole('tab').nth(1).click()
      await sale.page.getByTestId('sale-token-address').fill(token)
      await sale.page.getByTestId('sale-load').click()
      await expect.poll(sale.phase).toBe('trading')
      await shoot(sale.page, `sale-panel-1440-${language}.png`, { fullPage: true })
      await sale.page.getByRole('tab').nth(2).click()
      await sale.page.getByTestId('introduce').locator('article').waitFor()
      await shoot(sale.page, `sale-introduce-1440-${language}.png`, { fullPage: true })
    }
    await sale.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    await sale.page.reload()
    await sale.page.setViewportSize({ width: 375, height: 800 })
    await sale.page.getByTestId('token-name').fill('Moon Sale')
    await sale.page.getByTestId('token-symbol').fill('MOON')
    await sale.page.getByTestId('summary-allocation').waitFor()
    await shoot(sale.page, 'sale-create-375-en.png', { fullPage: true })
  })
})
