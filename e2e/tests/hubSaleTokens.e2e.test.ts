import { type Address, erc20Abi, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type FormField, fillSaleForm } from '../harness/fillSaleForm.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { buyByPlainTransfer, saleSuite, tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'
import { sellThroughRouter } from '../harness/sellThroughRouter.ts'
import { softCapAboveHardCapRefused } from '../harness/softCapAboveHardCapRefused.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

type ReadBalance = (account: Address) => Promise<bigint>

/** The `?t=1` tokens whose sale the chain's shared hub holds, and what differs between their screens. */
const variants = [
  {
    kind: 'marketing',
    path: '/co/mk?t=1',
    title: 'Marketing Coin (Sale) - TokenBox',
    name: 'Tax Sale',
    symbol: 'TXS',
    ownFields: [] as FormField[],
    ownSummary: undefined as { testId: string; text: string } | undefined,
    feeWording: 'pays the tax',
    /** The sell tax is kept by the token until its swap-back. */
    feeTaken: async (read: ReadBalance, token: Address, _creator: Address, _creatorBefore: bigint) =>
      expect(await read(token)).toBeGreaterThan(0n),
    introduces: 'shared sale hub',
  },
  {
    kind: 'compound',
    path: '/co/cp?t=1',
    title: 'Compound Coin (Sale) - TokenBox',
    name: 'Compound Sale',
    symbol: 'CPS',
    ownFields: [
      ['token-max-supply', '100000000'],
      ['token-sell-fee', '5'],
    ] as FormField[],
    ownSummary: { testId: 'summary-compoundSale', text: 'Compounding is paused' },
    feeWording: 'pays the sell fee',
    /** 5% of the sale to the marketing wallet (the creator's, by default): nothing else moved its balance. */
    feeTaken: async (read: ReadBalance, _token: Address, creator: Address, creatorBefore: bigint) =>
      expect((await read(creator)) - creatorBefore).toBe(parseEther('50')),
    introduces: 'Compounding waits for the launch',
  },
] as const

/**
 * The tokens with a hub sale (`/co/mk?t=1` marketing, `/co/cp?t=1` compound): the token's form plus
 * the sale's terms, created on a chain without a sale hub (the flow creates the shared one first),
 * bought by a plain native transfer from a second account, transfers blocked until the owner starts
 * trading, then sold on the pool with the token's sell fee taken. (The dividend variants have files
 * of their own: their dividends need more steps.)
 */
describe.each(variants)('$kind sale token on the local stack', (variant) => {
  let token: Address

  const sale = saleSuite(variant.path)

  const shot = (name: string) => `${variant.kind}-sale-${name}.png`

  it('creates the token and its sale from one form, the summary saying where the coin goes', async () => {
    expect(await sale.page.title()).toBe(variant.title)
    await sale.page.setViewportSize({ width: 1440, height: 900 })
    await fillSaleForm(sale.page, variant, [['token-supply', '1000000'], ...variant.ownFields])
    await softCapAboveHardCapRefused(sale.page)
    await sale.page.getByTestId('sale-soft-cap').fill('2')
    await expect.poll(() => sale.page.getByTestId('summary-saleHub').count()).toBe(1)
    await expect.poll(() => sale.page.getByTestId('summary-figures').count()).toBe(0)
    if (variant.ownSummary)
      expect(await sale.page.getByTestId(variant.ownSummary.testId).textContent()).toContain(
        variant.ownSummary.text,
      )
    expect(await sale.page.getByTestId('summary-saleReserve').textContent()).toContain(
      `10,000 ${variant.symbol}`,
    )
    expect(await sale.page.getByTestId('summary-toCreator').textContent()).toContain('40%')
    await shoot(sale.page, shot('create-1440-en'), { fullPage: true })
    await sale.page.setViewportSize({ width: 375, height: 800 })
    await shoot(sale.page, shot('create-375-en'), { fullPage: true })
    await sale.page.setViewportSize({ width: 1440, height: 900 })

    token = await submitTokenForm(sale.page, { timeout: 90_000 })
    await sale.page.getByTestId('token-manage').click()
    await expect.poll(sale.phase, { timeout: 20_000 }).toBe('active')
    expect(await sale.raised()).toBe('0')
    // The sale page names what the token's owner can still do to buyers, read from the chain as
    // the safety check reads it, each power with its cap.
    const powers = sale.page.getByTestId('sale-token-powers')
    await expect.poll(() => powers.getAttribute('data-powers'), { timeout: 20_000 }).toContain('fees')
    expect(await powers.textContent()).toContain(`${variant.symbol} itself still gives someone these powers`)
    expect(await powers.textContent()).toMatch(/Change the taxes \(at most \d+(\.\d+)?%\)/)
    expect(await powers.textContent()).toContain('The sale cannot stop them')
  })

  it('sells by a plain transfer from a second account and blocks trading before the launch', async () => {
    await buyByPlainTransfer(sale.stack, { from: sale.buyer, token, value: parseEther('3') })
    await expect.poll(sale.raised, { timeout: 20_000 }).toBe(parseEther('3').toString())
    expect(await sale.page.getByTestId('sale-buyers').textContent()).toBe('1')
    expect(await tokenBalanceOf(sale.stack, token, sale.buyer)).toBe(parseEther('3000'))
    // The page says when trading opens, not that something must be done (issue 52: it said "Unable
    // to trade, please add liquidity or start trading" where nobody was trading yet).
    expect(await sale.page.getByTestId('sale-no-trading').textContent()).toBe(
      'Not trading yet: the pool is created when the sale launches, and trading opens then.',
    )
    // Before the launch nobody can move the token.
    await expect(
      sale.stack.publicClient.simulateContract({
        account: sale.buyer,
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [sale.creator, 1n],
      }),
    ).rejects.toThrow(/TokenTradingNotStarted|reverted/)
    await shoot(sale.page, shot('panel-1440-en'), { fullPage: true })
  })

  it(`lets the owner start trading, after which the buyer sells on the pool and ${variant.feeWording}`, async () => {
    await sale.wallet.setAccount(sale.creator)
    expect(await sale.page.getByTestId('sale-ends-at').count()).toBe(1)
    await sale.page.getByTestId('sale-start-trading').click()
    await expect.poll(sale.phase, { timeout: 60_000 }).toBe('trading')
    // Launched before its end: the panel says so, without the end date still ahead (issue 52).
    await expect
      .poll(() => sale.page.getByTestId('sale-time-left').textContent())
      .toBe('Launched: trading is open')
    expect(await sale.page.getByTestId('sale-ends-at').count()).toBe(0)
    const pair = await readPairAddress(sale.stack, token)
    expect(pair).not.toBe(zeroAddress)
    const pooledCoin = await tokenBalanceOf(sale.stack, sale.stack.deployments.contracts.weth, pair)
    expect(pooledCoin).toBe(parseEther('1.8'))

    const readBalance: ReadBalance = (account) => tokenBalanceOf(sale.stack, token, account)
    const creatorBefore = await readBalance(sale.creator)
    const sold = parseEther('1000')
    expect((await sellThroughRouter(sale.stack, { seller: sale.buyer, token, amount: sold })).status).toBe(
      'success',
    )
    await variant.feeTaken(readBalance, token, sale.creator, creatorBefore)
  })

  it('lists the sale in the No dApp Version dialog and explains the token in plain words', async () => {
    await sale.page.getByTestId('sale-list-button').click()
    const dialog = sale.page.getByTestId('sale-list-dialog')
    const item = dialog.locator(`[data-testid="sale-list-item"][data-token="${token.toLowerCase()}"]`)
    await item.waitFor({ timeout: 30_000 })
    await sale.page.keyboard.press('Escape')
    await sale.page.getByRole('tab').nth(2).click()
    await sale.page.getByTestId('introduce').locator('article').waitFor()
    expect(await sale.page.getByTestId('introduce').textContent()).toContain(variant.introduces)
    await shoot(sale.page, shot('introduce-1440-en'), { fullPage: true })
    for (const language of ['zh', 'ja'] as const) {
      await sale.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await sale.page.reload()
      await sale.page.getByRole('tab').nth(2).click()
      await sale.page.getByTestId('introduce').locator('article').waitFor()
      await shoot(sale.page, shot(`introduce-1440-${language}`), { fullPage: true })
    }
    await sale.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
  })
})
