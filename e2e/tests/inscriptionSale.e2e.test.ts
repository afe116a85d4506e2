import type { Page } from 'playwright-core'
import { type Address, createWalletClient, http, parseEther, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceChain } from '../harness/advanceChain.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import type { TestWallet } from '../harness/testWallet.ts'

/**
 * Inscription Pre-sale (`/ins/sa`): a seller with an indexed balance creates a sale of a tick's
 * units and escrows them in the same flow; the page shows the escrow as the indexer counts it; a
 * buyer buys when the sale is live, anyone finalizes after the end, the buyer claims. Read back:
 * the seller received exactly the raise, the indexer moved the units to the buyer and the unsold
 * escrow back to the seller.
 */
describe('inscription presale on the local stack', () => {
  let stack: Stack
  let page: Page
  let wallet: TestWallet
  let seller: Address
  let buyer: Address
  const tick = 'sale'

  const indexedBalance = async (address: Address) => {
    const response = await fetch(
      `${stack.baseUrl}/api/v1/web/ins/balance?chain=31337&p=asc-20&tick=${tick}&address=${address}`,
    )
    return BigInt(((await response.json()) as { data: { balance: string } }).data.balance)
  }
  const status = () => page.getByTestId('ins-sale-status').getAttribute('data-status')

  beforeAll(async () => {
    stack = await startStack()
    seller = stack.accounts[4]!
    buyer = stack.accounts[5]!
    // The seller deploys the tick and mints 5 x 1,000 of it, as any user would (self-sent inscriptions).
    const client = createWalletClient({
      account: seller,
      chain: stack.chains[0].chain,
      transport: http(stack.rpcUrl),
    })
    const inscribe = async (text: string) =>
      stack.publicClient.waitForTransactionReceipt({
        hash: await client.sendTransaction({ to: seller, data: stringToHex(text) }),
      })
    await inscribe(`data:,{"p":"asc-20","op":"deploy","tick":"${tick}","max":"100000","lim":"1000"}`)
    for (let mint = 0; mint < 5; mint++)
      await inscribe(`data:,{"p":"asc-20","op":"mint","tick":"${tick}","amt":"1000"}`)
    ;({ page, wallet } = await openConnectedPage(stack, '/ins/sa', seller))
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('refuses terms the contract would refuse, in the words of its errors, and sends nothing', async () => {
    // The indexer has counted the seller's mints (the create form checks the escrow against them).
    await expect.poll(() => indexedBalance(seller), { timeout: 30_000 }).toBe(5_000n)
    await page.getByTestId('ins-sale-create').waitFor({ timeout: 30_000 })
    const before = await stack.publicClient.getTransactionCount({ address: seller })
    await page.getByTestId('ins-sale-tick').fill(tick)
    await page.getByTestId('ins-sale-amountPerUnit').fill('100')
    await page.getByTestId('ins-sale-totalUnits').fill('40')
    await page.getByTestId('ins-sale-softCap').fill('50')
    await page.getByTestId('ins-sale-startPrice').fill('0.01')
    await page.getByTestId('ins-sale-submit').click()
    // A soft cap above the units for sale: the contract's InscriptionSaleInvalidUnits, worded.
    await page.locator('.ant-form-item-explain-error').first().waitFor()
    expect(await stack.publicClient.getTransactionCount({ address: seller })).toBe(before)
  })

  it('creates the sale and escrows every unit in one flow; the page shows the escrow covered', async () => {
    await page.getByTestId('ins-sale-softCap').fill('2')
    await page.getByTestId('ins-sale-summary').waitFor()
    expect(await page.getByTestId('ins-sale-summary').textContent()).toContain('4,000 sale')
    await shoot(page, 'inscription-sale-create-1440-en.png', { fullPage: true })
    await page.getByTestId('ins-sale-submit').click()
    await page.getByTestId('ins-sale').waitFor({ timeout: 90_000 })
    expect(await status()).toBe('upcoming')
    const escrow = page.getByTestId('ins-sale-escrow')
    await expect.poll(() => escrow.getAttribute('data-covered'), { timeout: 30_000 }).toBe('true')
    expect(await indexedBalance(seller)).toBe(1_000n)
    expect(page.url()).toContain('?sale=0x')
  })

  it('sells to a buyer once live, finalizes after the end, and the buyer claims its units', async () => {
    await advanceChain(stack.rpcUrl, 11 * 60)
    await expect.poll(status, { timeout: 30_000 }).toBe('live')
    await wallet.setAccount(buyer)
    await page.getByTestId('account-address').waitFor()
    await page.getByTestId('ins-sale-units').fill('3')
    const buy = page.getByTestId('ins-sale-buy')
    await expect.poll(() => buy.textContent()).toContain('0.03 ETH')
    await buy.click()
    await expect
      .poll(() => page.getByTestId('ins-sale-position').getAttribute('data-units'), { timeout: 60_000 })
      .toBe('3')
    expect(await page.getByTestId('ins-sale-progress').getAttribute('data-sold')).toBe('3')
    await shoot(page, 'inscription-sale-bought-1440-en.png', { fullPage: true })

    await advanceChain(stack.rpcUrl, 2 * 86_400)
    await expect.poll(status, { timeout: 30_000 }).toBe('ended')
    const sellerBefore = await stack.publicClient.getBalance({ address: seller })
    await page.getByTestId('ins-sale-finalize').click()
    await expect.poll(status, { timeout: 60_000 }).toBe('finalized')
    // The raise, to the wei, went to the seller (who sent nothing in this step).
    expect((await stack.publicClient.getBalance({ address: seller })) - sellerBefore).toBe(parseEther('0.03'))
    await page.getByTestId('ins-sale-claim').click()
    await expect.poll(() => indexedBalance(buyer), { timeout: 30_000 }).toBe(300n)
    // The 37 unsold units came back to the seller at the finalize.
    await expect.poll(() => indexedBalance(seller), { timeout: 30_000 }).toBe(1_000n + 3_700n)
    await page.getByTestId('ins-sale-claim').waitFor({ state: 'detached', timeout: 30_000 })
    // Nothing is owed any more, and the page says the escrow covers it.
    await expect
      .poll(() => page.getByTestId('ins-sale-escrow').getAttribute('data-covered'), { timeout: 30_000 })
      .toBe('true')
    await shoot(page, 'inscription-sale-claimed-1440-en.png', { fullPage: true })
    // The List tab finds it from the factory's events, also under "Mine" for the buyer.
    const saleAddress = new URL(page.url()).searchParams.get('sale')
    await page.getByRole('tab', { name: 'List' }).click()
    const item = page.getByTestId('ins-sale-list-item')
    await item.first().waitFor({ timeout: 30_000 })
    expect(await item.count()).toBe(1)
    expect(await item.getAttribute('data-sale')).toBe(saleAddress)
    await page.getByTestId('ins-sale-list-mine').click()
    await item.first().waitFor({ timeout: 30_000 })
    expect(await item.count()).toBe(1)
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'inscription-sale-claimed-375-en.png', { fullPage: true })
  })
})
