import { type Address, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { fillSaleForm, standardSaleFields } from '../harness/fillSaleForm.ts'
import { nodeRpc } from '../harness/pageInput.ts'
import { buyByPlainTransfer, saleSuite, tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

/**
 * A sale token whose soft cap is missed (`/co/50?t=0`): a buyer pays by a plain transfer, the sale
 * ends below the soft cap, the screen says the sale failed and offers nobody a start; the buyer
 * takes the coin back with Claim refund, which burns the tokens bought, and the offer goes away.
 */
describe('sale token refund on the local stack', () => {
  let token: Address

  const sale = saleSuite('/co/50?t=0')

  it('creates a sale with a soft cap of 5 that a buyer of 1 leaves unmet', async () => {
    await sale.page.setViewportSize({ width: 1440, height: 900 })
    await fillSaleForm(sale.page, { name: 'Short Sale', symbol: 'SHORT' }, standardSaleFields)
    await sale.page.getByTestId('sale-soft-cap').fill('5')
    await expect
      .poll(() => sale.page.getByTestId('summary-liquidityReserve').textContent())
      .toContain('the LP is locked')
    token = await submitTokenForm(sale.page)
    await sale.page.getByTestId('token-manage').click()
    await expect.poll(sale.phase).toBe('active')

    await buyByPlainTransfer(sale.stack, { from: sale.buyer, token, value: parseEther('1') })
    await expect
      .poll(() => sale.page.getByTestId('sale-raised').getAttribute('data-raised'))
      .toBe(parseEther('1').toString())
    expect(await tokenBalanceOf(sale.stack, token, sale.buyer)).toBe(parseEther('1000'))
  })

  it('shows the sale as failed once it ends below the soft cap, with no start for anyone', async () => {
    // Past the default end (7 days from the form's opening).
    await nodeRpc(sale.stack.rpcUrl, 'evm_increaseTime', [8 * 86_400])
    await nodeRpc(sale.stack.rpcUrl, 'evm_mine')
    await sale.page.getByTestId('sale-load').click()
    await expect.poll(sale.phase, { timeout: 20_000 }).toBe('failed')
    await sale.page.getByTestId('sale-failed').waitFor()
    expect(await sale.page.getByTestId('sale-soft-cap-mark').textContent()).toMatch(/: not reached$/)
    expect(await sale.page.getByTestId('sale-start-trading').count()).toBe(0)
    // The creator bought nothing: nothing to claim.
    expect(await sale.page.getByTestId('sale-claim-refund').count()).toBe(0)
  })

  it('pays the buyer back with Claim refund and burns the tokens bought', async () => {
    await sale.wallet.setAccount(sale.buyer)
    const claim = sale.page.getByTestId('sale-claim-refund')
    await claim.waitFor()
    expect(await claim.textContent()).toContain('1')
    const before = await sale.stack.publicClient.getBalance({ address: sale.buyer })
    await claim.click()
    await sale.page.getByTestId('sale-done').waitFor({ timeout: 60_000 })
    await expect.poll(() => tokenBalanceOf(sale.stack, token, sale.buyer)).toBe(0n)
    const after = await sale.stack.publicClient.getBalance({ address: sale.buyer })
    // The whole coin back, less the claim's gas (well under 0.01 on the local chain).
    expect(after - before).toBeGreaterThan(parseEther('0.99'))
    expect(after - before).toBeLessThanOrEqual(parseEther('1'))
    await claim.waitFor({ state: 'detached' })
    await shoot(sale.page, 'sale-refunded-1440-en.png', { fullPage: true })
    // Claiming twice is not offered, and the chain would refuse it anyway.
    expect(await sale.page.getByTestId('sale-claim-refund').count()).toBe(0)
  })
})
