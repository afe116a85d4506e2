import { dividendTrackerAbi } from '@tokenbox/core/contracts/DividendTracker.abi.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import { type Address, type Hash, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devWallet } from '../harness/devWallet.ts'
import { expectMined } from '../harness/expectMined.ts'
import { fillDividendSaleForm } from '../harness/fillDividendSaleForm.ts'
import { saleSuite } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

/**
 * The holder-dividend token with a sale (`/co/dd?t=1`) on a chain with neither a dividend tracker
 * nor a sale hub: one form makes both shared contracts and the token (three transactions after one
 * question); a second account buys by a plain native transfer and earns on what it bought, the
 * owner starts trading, sells on the pool swap back, and the dividend share reaches the buyer, who
 * claims it.
 */
describe('dividend sale token on the local stack', () => {
  let token: Address
  const tracker = sharedContractAddress.DividendTracker.cancun
  const hub = sharedContractAddress.TokenSaleHub.cancun

  const sale = saleSuite('/co/dd?t=1')

  const walletOf = (account: Address) => devWallet(sale.stack, account)
  const mined = (hash: Promise<Hash>) => expectMined(sale.stack, hash)
  const trackerRead = (
    functionName: 'withdrawableOf' | 'shareOf' | 'totalDistributed',
    args: readonly Address[],
  ) =>
    sale.stack.publicClient.readContract({
      address: tracker,
      abi: dividendTrackerAbi,
      functionName,
      args,
    } as never) as Promise<bigint>

  it('creates the tracker, the hub and the token from one form, the summary naming the hub and the dividends', async () => {
    expect(await sale.page.title()).toBe('Dividend Coin (Sale) - TokenBox')
    await sale.page.setViewportSize({ width: 1440, height: 900 })
    await fillDividendSaleForm(sale.page, { name: 'Dividend Sale', symbol: 'DVS' })
    await sale.page.getByTestId('sale-soft-cap').fill('2')
    await expect.poll(() => sale.page.getByTestId('summary-saleHub').count()).toBe(1)
    await expect.poll(() => sale.page.getByTestId('summary-hubNoDividends').count()).toBe(1)
    await expect.poll(() => sale.page.getByTestId('summary-figures').count()).toBe(0)
    expect(await sale.page.getByTestId('summary-dividends').textContent()).toContain('paid to holders')
    expect(await sale.page.getByTestId('summary-saleReserve').textContent()).toContain('10,000 DVS')
    await shoot(sale.page, 'dividend-sale-create-1440-en.png', { fullPage: true })

    const before = sale.wallet.sentTransactions()
    token = await submitTokenForm(sale.page, { continueDialog: true, timeout: 120_000 })
    expect(sale.wallet.sentTransactions() - before).toBe(3)
    expect(identifyTokenTemplate(await sale.stack.publicClient.getCode({ address: token }))).toBe(
      'dividendSale',
    )
    expect(await sale.stack.publicClient.getCode({ address: hub })).toBeTruthy()
    // The hub holds the sale's reserve and is excluded from the book; so is the chain's locker.
    for (const account of [hub, sale.stack.deployments.contracts.lock])
      expect(
        await sale.stack.publicClient.readContract({
          address: tracker,
          abi: dividendTrackerAbi,
          functionName: 'isExcluded',
          args: [token, account],
        }),
      ).toBe(true)
    await sale.page.getByTestId('token-manage').click()
    await expect.poll(sale.phase, { timeout: 20_000 }).toBe('active')
  })

  it('sells by a plain transfer from a second account, whose purchase earns at once', async () => {
    await mined(walletOf(sale.buyer).sendTransaction({ to: token, value: parseEther('3') }))
    await expect.poll(sale.raised, { timeout: 20_000 }).toBe(parseEther('3').toString())
    expect(await trackerRead('shareOf', [token, sale.buyer])).toBe(parseEther('3000'))
    expect(await trackerRead('shareOf', [token, hub])).toBe(0n)
    await shoot(sale.page, 'dividend-sale-panel-1440-en.png', { fullPage: true })
  })

  it('lets the owner start trading; sells on the pool swap back and the buyer claims its dividends', async () => {
    await sale.wallet.setAccount(sale.creator)
    await sale.page.getByTestId('sale-start-trading').click()
    await expect.poll(sale.phase, { timeout: 60_000 }).toBe('trading')

    // The first sell collects the fee; the second swaps it back, the dividend share to the tracker
    // (the processing of holders is why a dividend sell gets more gas).
    for (let round = 0; round < 2; round++) {
      const receipt = await sellThroughRouter(sale.stack, {
        seller: sale.buyer,
        token,
        amount: parseEther('500'),
        gas: 3_000_000n,
      })
      expect(receipt.status).toBe('success')
    }
    expect(await trackerRead('totalDistributed', [token])).toBeGreaterThan(0n)
    const owed = await trackerRead('withdrawableOf', [token, sale.buyer])
    expect(owed).toBeGreaterThan(0n)
    expect(await trackerRead('withdrawableOf', [token, hub])).toBe(0n)
    await mined(
      walletOf(sale.buyer).writeContract({
        address: tracker,
        abi: dividendTrackerAbi,
        functionName: 'claim',
        args: [token],
      }),
    )
    expect(await trackerRead('withdrawableOf', [token, sale.buyer])).toBe(0n)
  })

  it('lists the sale in the No dApp Version dialog and explains the token in plain words', async () => {
    await sale.page.getByTestId('sale-list-button').click()
    const dialog = sale.page.getByTestId('sale-list-dialog')
    await dialog
      .locator(`[data-testid="sale-list-item"][data-token="${token.toLowerCase()}"]`)
      .waitFor({ timeout: 30_000 })
    await sale.page.keyboard.press('Escape')
    await sale.page.getByRole('tab').nth(2).click()
    await sale.page.getByTestId('introduce').locator('article').waitFor()
    expect(await sale.page.getByTestId('introduce').textContent()).toContain(
      'the unsold tokens it holds are left out of the dividend book',
    )
    await shoot(sale.page, 'dividend-sale-introduce-1440-en.png', { fullPage: true })
  })
})
