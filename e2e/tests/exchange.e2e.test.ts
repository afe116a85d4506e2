import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '@tokenbox/core/testing/contracts/FeeOnTransferToken.ts'
import {
  honeypotTestTokenAbi,
  honeypotTestTokenBytecode,
} from '@tokenbox/core/testing/contracts/HoneypotTestToken.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { type Address, erc20Abi, parseEther, parseUnits, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { devWallet } from '../harness/devWallet.ts'
import { addNativePool, pickDexToken } from '../harness/dexSetup.ts'
import { eachLanguage } from '../harness/eachLanguage.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { readPairAddress } from '../harness/readPairAddress.ts'
import { tokenBalanceOf } from '../harness/saleSuite.ts'
import { shoot } from '../harness/screenshots.ts'

const [deployer, trader] = devAccounts

/**
 * The exchange (/sw/ex) against the local chain's AMM, with pools the deployer adds first:
 * ETH/USDT and ETH/USDC (so USDT -> USDC goes through WETH), a 5% transfer-tax token and a
 * honeypot, each against ETH.
 */
describe('exchange on the local stack', () => {
  let taxed: Address
  let honeypot: Address

  const balanceOf = (token: Address, account: Address = trader) => tokenBalanceOf(suite.stack, token, account)
  const submitText = () => suite.page.getByTestId('exchange-submit').textContent()

  /** The listed tokens by symbol (ETH is the native coin, the zero address). */
  const listed = (symbol: 'ETH' | 'WETH' | 'USDT' | 'USDC'): Address => {
    const { weth, usdt, usdc } = suite.stack.deployments.contracts
    return { ETH: zeroAddress, WETH: weth, USDT: usdt, USDC: usdc }[symbol]
  }

  /**
   * Clicks the submit button until the click reaches the wallet and `outcome` shows (the trade done,
   * or a declined request's error). A block mined between the quote and the click makes the app
   * refresh the quote and show it again instead of sending it (by design: it never sends a price the
   * user did not see), and a node too busy to answer the newest block is said as a read that failed;
   * a user then clicks again, and so does this. Any click may meet either, the one a test expects
   * the wallet to decline too.
   */
  async function submitUntil(outcome: 'done' | 'declined') {
    const shown = suite.page.getByTestId(outcome === 'done' ? 'exchange-done' : 'exchange-progress-error')
    const again = suite.page
      .getByTestId('exchange-price-updated')
      .or(suite.page.getByTestId('exchange-read-failed'))
    for (let attempt = 1; ; attempt++) {
      await suite.page.getByTestId('exchange-submit').click()
      await shown
        .or(again)
        .waitFor({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          // Say what the page showed instead, so a failure names its cause.
          const progress = await suite.page
            .getByTestId('exchange-progress')
            .textContent({ timeout: 1_000 })
            .catch(() => null)
          throw new Error(
            `no outcome 30 s after the click: button "${await submitText()}", progress "${progress}", page errors "${suite.consoleErrors.join(' | ')}", wallet requests ${suite.wallet.requests.join(', ')}`,
            { cause: error },
          )
        })
      if (await shown.isVisible()) return
      expect(attempt, 'the quote went stale or unread three times in a row').toBeLessThan(3)
      await expect
        .poll(() => suite.page.getByTestId('exchange-submit').getAttribute('data-blocker'))
        .toBe('no')
    }
  }
  const submitUntilDone = () => submitUntil('done')

  /** Picks a side's token: a listed one by its symbol, or any by pasting its address into the search. */
  async function pick(side: 'in' | 'out', token: 'ETH' | 'WETH' | 'USDT' | 'USDC' | Address) {
    const search = token.startsWith('0x')
    await pickDexToken(
      suite.page,
      `exchange-token-${side}`,
      search ? (token as Address) : listed(token as 'ETH'),
      {
        search,
      },
    )
  }
  /** Picks the pair, types the amount in, and waits until the quote goes along `route`. */
  async function quoteThrough(
    tokenIn: 'ETH' | 'USDT',
    tokenOut: 'USDT' | 'USDC',
    amount: string,
    route: string,
  ) {
    await pick('in', tokenIn)
    await pick('out', tokenOut)
    await suite.page.getByTestId('exchange-amount-in').fill(amount)
    await expect
      .poll(() => suite.page.getByTestId('exchange-route').textContent(), { timeout: 15_000 })
      .toBe(route)
  }

  const suite = pageSuite({
    prepare: async (stack) => {
      const { usdt, usdc } = stack.deployments.contracts
      const from = devWallet(stack, deployer)
      const wait = async (hash: Promise<`0x${string}`>) =>
        stack.publicClient.waitForTransactionReceipt({ hash: await hash })
      const deployed = async (abi: never, bytecode: `0x${string}`, args: readonly unknown[]) =>
        (await wait(from.deployContract({ abi, bytecode, args } as never))).contractAddress as Address
      taxed = await deployed(feeOnTransferTokenAbi as never, feeOnTransferTokenBytecode, [
        500n,
        parseEther('1000000'),
      ])
      honeypot = await deployed(honeypotTestTokenAbi as never, honeypotTestTokenBytecode, [
        parseEther('1000000'),
      ])
      const pool = (token: Address, tokens: bigint, coin: bigint) =>
        addNativePool(stack, from, token, tokens, coin)
      // 1 ETH = 3,000 USDT = 3,000 USDC; the test tokens at 1 ETH = 1,000.
      await pool(usdt, parseUnits('300000', 6), parseEther('100'))
      await pool(usdc, parseEther('300000'), parseEther('100'))
      await pool(taxed, parseEther('100000'), parseEther('100'))
      await pool(honeypot, parseEther('100000'), parseEther('100'))
      const trap = await readPairAddress(stack, honeypot)
      await wait(
        from.writeContract({
          address: honeypot,
          abi: honeypotTestTokenAbi,
          functionName: 'setTrap',
          args: [trap],
        }),
      )
    },
    connect: { path: '/sw/ex', account: () => trader },
  })

  it('refuses bad input before the wallet: an invalid amount, more than the balance, no pool', async () => {
    await suite.page.getByTestId('exchange-amount-in').waitFor()
    expect(await suite.page.title()).toBe('Exchange - TokenBox')
    const before = suite.wallet.sentTransactions()
    await expect.poll(submitText).toBe('Enter an amount')
    await suite.page.getByTestId('exchange-amount-in').fill('abc')
    await expect.poll(submitText).toBe('Invalid amount')
    await suite.page.getByTestId('exchange-amount-in').fill('1000000')
    await expect.poll(submitText, { timeout: 15_000 }).toBe('Insufficient balance')
    expect(await suite.page.getByTestId('exchange-submit').isDisabled()).toBe(true)
    // 1 wei of ETH buys no USDT at all.
    await suite.page.getByTestId('exchange-amount-in').fill('0.000000000000000001')
    await expect
      .poll(submitText, { timeout: 15_000 })
      .toBe('The amount is too small to trade: enter a larger amount.')
    // More USDT than the pool holds: no route can deliver it.
    await suite.page.getByTestId('exchange-amount-out').fill('400000')
    await expect.poll(submitText, { timeout: 15_000 }).toBe('Insufficient liquidity')
    // A contract that is not a token.
    await pick('out', suite.stack.deployments.contracts.lock)
    await expect
      .poll(submitText, { timeout: 15_000 })
      .toBe('No information about this contract for current chain')
    await pick('out', 'USDT')
    expect(suite.wallet.sentTransactions()).toBe(before)
  })

  it('swaps ETH for USDT at the quoted price, with route, price impact and minimum received shown', async () => {
    const { usdt } = suite.stack.deployments.contracts
    await quoteThrough('ETH', 'USDT', '1', 'ETH → USDT')
    expect(await suite.page.getByTestId('exchange-dex').textContent()).toBe('TokenBox AMM')
    // 1 ETH into a 100 ETH pool moves its price by about 1%.
    expect(await suite.page.getByTestId('exchange-impact').textContent()).toMatch(/^0\.9\d%$/)
    const quoted = BigInt(
      (await suite.page.getByTestId('exchange-amount-out').getAttribute('data-amount')) ?? '0',
    )
    // 300,000 * 0.997 / (100 + 0.997) = 2,961.5... USDT
    expect(quoted).toBeGreaterThan(parseUnits('2961', 6))
    expect(quoted).toBeLessThan(parseUnits('2962', 6))
    expect(await suite.page.getByTestId('exchange-minimum').textContent()).toMatch(/^2,94\d\.\d+ USDT$/)
    await shoot(suite.page, 'exchange-quote-1440-en.png', { fullPage: true })
    const before = await balanceOf(usdt)
    const txs = suite.wallet.sentTransactions()
    await submitUntilDone()
    expect(suite.wallet.sentTransactions()).toBe(txs + 1)
    expect((await balanceOf(usdt)) - before).toBe(quoted)
    await expect
      .poll(() => suite.page.getByTestId('exchange-balance-out').textContent(), { timeout: 15_000 })
      .toMatch(/^Balance: 2,961\.\d+/)
  })

  it('buys an exact amount: exactly 100 USDT for at most the quote plus slippage', async () => {
    const { usdt } = suite.stack.deployments.contracts
    await suite.page.getByTestId('exchange-amount-out').fill('100')
    await expect
      .poll(() => suite.page.getByTestId('exchange-maximum').textContent(), { timeout: 15_000 })
      .toMatch(/ ETH$/)
    const before = await balanceOf(usdt)
    await submitUntilDone()
    expect((await balanceOf(usdt)) - before).toBe(parseUnits('100', 6))
  })

  it('swaps USDT for USDC through WETH: approve, then swap; a declined swap changes nothing', async () => {
    const { usdt, usdc } = suite.stack.deployments.contracts
    await quoteThrough('USDT', 'USDC', '1000', 'USDT → WETH → USDC')
    const usdtBefore = await balanceOf(usdt)
    const txs = suite.wallet.sentTransactions()
    // Declined in the wallet: said in plain words, nothing moved, the form still usable.
    suite.wallet.rejectNext('eth_sendTransaction')
    await submitUntil('declined')
    await expect
      .poll(() => suite.page.getByTestId('exchange-progress-error').textContent())
      .toBe('Transaction terminated')
    expect(await balanceOf(usdt)).toBe(usdtBefore)
    expect(await suite.page.getByTestId('exchange-amount-in').inputValue()).toBe('1000')
    const usdcBefore = await balanceOf(usdc)
    await submitUntilDone()
    // The declined approval, then the approval (exactly the amount) and the swap.
    expect(suite.wallet.sentTransactions()).toBe(txs + 3)
    expect(usdtBefore - (await balanceOf(usdt))).toBe(parseUnits('1000', 6))
    expect(await balanceOf(usdc)).toBeGreaterThan(usdcBefore + parseEther('980'))
    expect(
      await suite.stack.publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [trader, suite.stack.deployments.contracts.router],
      }),
    ).toBe(0n)
  })

  it('wraps and unwraps 1:1 without a router', async () => {
    const { weth } = suite.stack.deployments.contracts
    await pick('in', 'ETH')
    await pick('out', 'WETH')
    await suite.page.getByTestId('exchange-wrap-note').waitFor()
    await suite.page.getByTestId('exchange-amount-in').fill('2')
    await expect.poll(() => suite.page.getByTestId('exchange-amount-out').inputValue()).toBe('2')
    await expect.poll(submitText).toBe('Wrap')
    await submitUntilDone()
    expect(await balanceOf(weth)).toBe(parseEther('2'))
    await suite.page.getByTestId('exchange-flip').click()
    await suite.page.getByTestId('exchange-amount-in').fill('0.5')
    await expect.poll(submitText).toBe('Unwrap')
    await submitUntilDone()
    expect(await balanceOf(weth)).toBe(parseEther('1.5'))
  })

  it('measures a transfer-tax token before trading and trades it both ways', async () => {
    await pick('in', 'ETH')
    await pick('out', taxed)
    await suite.page.getByTestId('exchange-import-warning').waitFor()
    await expect.poll(submitText).toBe('Enter an amount')
    await expect
      .poll(() => suite.page.getByTestId('exchange-tax-out').textContent(), { timeout: 15_000 })
      .toContain('buy tax 5%, sell tax 5%')
    await suite.page.getByTestId('exchange-amount-in').fill('0.1')
    await expect.poll(submitText, { timeout: 15_000 }).toBe('Check the token warning above first')
    await suite.page.getByTestId('exchange-import-ack').click()
    await expect.poll(submitText, { timeout: 15_000 }).toBe('Swap')
    const before = await balanceOf(taxed)
    await submitUntilDone()
    const bought = (await balanceOf(taxed)) - before
    // The pool holds 95,000 (the tax took 5% of what was added): 0.1 ETH buys about 94.6, and the
    // 5% tax on the way to the wallet leaves about 89.9.
    expect(bought).toBeGreaterThan(parseEther('89.5'))
    expect(bought).toBeLessThan(parseEther('90.5'))
    // Sold back: taxed on the way out too, through the fee-on-transfer function.
    await suite.page.getByTestId('exchange-flip').click()
    await suite.page.getByTestId('exchange-amount-in').fill('50')
    await expect.poll(submitText, { timeout: 15_000 }).toBe('Swap')
    await submitUntilDone()
    expect(await balanceOf(taxed)).toBe(before + bought - parseEther('50'))
  })

  it('warns that a honeypot cannot be sold before anyone buys it, and sends nothing', async () => {
    await pick('in', 'ETH')
    await pick('out', honeypot)
    await suite.page.getByTestId('exchange-import-ack').click()
    await expect
      .poll(() => suite.page.getByTestId('exchange-honeypot').textContent(), { timeout: 15_000 })
      .toContain('HONEY cannot be sold')
    await suite.page.getByTestId('exchange-amount-in').fill('0.1')
    await expect.poll(submitText, { timeout: 15_000 }).toBe('This token cannot be sold')
    expect(await suite.page.getByTestId('exchange-submit').isDisabled()).toBe(true)
    expect(await balanceOf(honeypot)).toBe(0n)
    await shoot(suite.page, 'exchange-honeypot-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    // The ripple of the last click (antd's wave) pokes out while it plays: measure the page at rest.
    await animationsSettled(suite.page)
    await expect.poll(() => suite.page.locator('.ant-wave').count()).toBe(0)
    expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shoot(suite.page, 'exchange-honeypot-375-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('shows every slippage choice whole, in the four languages, at 1440 and 375 px (issue 52)', async () => {
    // The words of each choice the slippage row cuts with an ellipsis ("Cu..." for Custom).
    const cutLabels = () =>
      suite.page
        .getByTestId('exchange-slippage')
        .locator('.ant-segmented-item-label')
        .evaluateAll((labels) =>
          labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
        )
    for (const language of ['en', 'es', 'zh', 'ja']) {
      await suite.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      for (const [width, height] of [
        [1440, 900],
        [375, 812],
      ] as const) {
        await suite.page.setViewportSize({ width, height })
        await suite.page.reload()
        await suite.page.getByTestId('exchange-settings-button').click()
        await suite.page.getByTestId('exchange-slippage').waitFor({ timeout: 30_000 })
        await expect.poll(cutLabels, { message: `${language} at ${width} px` }).toEqual([])
        const box = await suite.page.getByTestId('exchange-settings').boundingBox()
        // The whole panel on screen: its words, and its edges (at 375 px it once began left of 0).
        expect(box!.x, `${language} at ${width} px`).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width)
        await shoot(suite.page, `exchange-settings-${width}-${language}.png`)
      }
    }
    await suite.page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
    await suite.page.setViewportSize({ width: 1440, height: 900 })
    await suite.page.reload()
    await suite.page.getByTestId('exchange-amount-in').waitFor({ timeout: 30_000 })
  })

  it('speaks Chinese, Spanish and Japanese', async () => {
    const expected = {
      zh: { tabs: ['兑换', '介绍'], enter: '请输入数量' },
      es: { tabs: ['Intercambio', 'Introducción'], enter: 'Introduce una cantidad' },
      ja: { tabs: ['スワップ', '説明'], enter: '数量を入力してください' },
    }
    await eachLanguage(suite.page, expected, async (texts) => {
      await suite.page.getByTestId('exchange-amount-in').waitFor({ timeout: 30_000 })
      await expect.poll(submitText, { timeout: 15_000 }).toBe(texts.enter)
    })
    await suite.page.reload()
    await suite.page.getByRole('tab', { name: 'Introduce' }).click()
    await expect
      .poll(() => suite.page.getByTestId('introduce').textContent(), { timeout: 15_000 })
      .toContain('TokenBox adds no fee')
  })

  it("fills Max of the chain's coin less the trade's gas, so the wallet never refuses it", async () => {
    await suite.page.goto(`${suite.stack.baseUrl}/sw/ex`)
    await suite.page.getByTestId('exchange-max-in').click()
    await expect.poll(() => suite.page.getByTestId('exchange-amount-in').inputValue()).not.toBe('')
    const balance = await suite.stack.publicClient.getBalance({ address: trader })
    const max = parseEther(await suite.page.getByTestId('exchange-amount-in').inputValue())
    expect(max > 0n).toBe(true)
    // 385,000 gas (350,000 and the runner's 10%) at no less than 1 gwei.
    expect(balance - max >= 385_000n * 1_000_000_000n).toBe(true)
  })
})
