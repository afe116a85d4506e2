import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import { standardTokenAbi } from '@tokenbox/core/contracts/StandardToken.ts'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addNativePool } from '../harness/dexSetup.ts'
import { connectByKeyboard } from '../harness/keyboardWalk.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/**
 * Issue 77 point 19: "every flow doable by keyboard alone with a visible focus". The flows users do
 * most, each from a first visit that connects the test wallet by keyboard, done with Tab, typing,
 * Enter, Space and the arrow keys alone against the local chain, and checked on chain; every element
 * Tab stops on must show a focus indicator of 3:1 (e2e/harness/keyboardWalk.ts). docs/accessibility.md
 * lists the walks and what they led to.
 */
describe('accessibility: flows by keyboard alone, with a visible focus on every stop', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack()
  }, 300_000)

  afterAll(async () => {
    await stack?.stop()
  })

  const client = (account: Address) =>
    createWalletClient({ account, chain: hardhat, transport: http(stack.rpcUrl) })
  const mined = async (hash: Promise<Hex>) =>
    stack.publicClient.waitForTransactionReceipt({ hash: await hash })

  /** Gives `account` USDT of the deployer's (dev account 0, which holds the sample stablecoins). */
  async function giveUsdt(account: Address, amount: bigint): Promise<void> {
    await mined(
      client(stack.accounts[0]!).writeContract({
        address: stack.deployments.contracts.usdt,
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [account, amount],
      }),
    )
  }

  const balanceOf = (token: Address, account: Address) =>
    stack.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
  const usdtBalance = (account: Address) => balanceOf(stack.deployments.contracts.usdt, account)

  it('creates a standard token by keyboard alone, with a visible focus on every stop', async () => {
    const { browser, page, wallet, walk } = await connectByKeyboard(
      stack,
      '/co/st?t=0',
      stack.accounts[2]!,
      'create-token-form',
    )
    // The form: each field reached by Tab and typed into, over whatever it holds.
    for (const [field, text] of [
      ['token-name', 'Keyboard Coin'],
      ['token-symbol', 'KEYS'],
      ['token-supply', '21000000'],
    ] as const) {
      await walk.tabTo(field)
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(text)
      expect(await page.getByTestId(field).inputValue()).toBe(text)
      if (field === 'token-name') await shoot(page, 'a11y-keyboard-focus-input-1440-en.png')
    }
    await walk.tabTo('create-token-submit')
    await shoot(page, 'a11y-keyboard-focus-button-1440-en.png')
    await page.keyboard.press('Enter')
    await page.getByTestId('token-created').waitFor({ timeout: 60_000 })
    await shoot(page, 'a11y-keyboard-token-created-1440-en.png', { fullPage: true })
    expect(wallet.sentHashes).toHaveLength(1)
    const address = (await page.getByTestId('token-address').textContent()) as Address
    expect(
      await stack.publicClient.readContract({ address, abi: standardTokenAbi, functionName: 'name' }),
    ).toBe('Keyboard Coin')
    const missing = await walk.withoutFocus()
    expect(missing, `no visible focus on: ${missing.join(', ')}`).toEqual([])
    await browser.close()
  })

  it('sends a token to three recipients with Multi Sender by keyboard alone, with a visible focus on every stop', async () => {
    const sender = stack.accounts[3]!
    await giveUsdt(sender, parseUnits('1000', 6))
    const { browser, page, wallet, walk } = await connectByKeyboard(stack, '/wa/se', sender, 'connect-wallet')
    await page.getByTestId('send-asset-info').waitFor()
    // The token: Tab to the list, type to filter it, Enter takes the option it highlights.
    await walk.tabTo('send-asset')
    await page.keyboard.type('USDT')
    await page.locator('.ant-select-dropdown .ant-select-item-option-active', { hasText: 'USDT' }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByTestId('send-asset-info').filter({ hasText: 'USDT' }).waitFor()
    // The list, typed line by line (Enter starts a new line in the field): addresses never used.
    const recipients = [1n, 2n, 3n].map((n) =>
      privateKeyToAddress(`0x${(77_000n + n).toString(16).padStart(64, '0')}`),
    )
    const amounts = ['12.5', '0.75', '100']
    const lines = recipients.map((recipient, index) => `${recipient},${amounts[index]}`).join('\n')
    await walk.tabTo('send-lines')
    await page.keyboard.type(lines)
    expect(await page.getByTestId('send-lines').inputValue()).toBe(lines)
    await expect.poll(() => page.getByTestId('send-summary').textContent()).toContain('Total113.25 USDT')
    await shoot(page, 'a11y-keyboard-focus-send-lines-1440-en.png')
    await walk.tabTo('send-next')
    await page.keyboard.press('Enter')
    await page.getByTestId('send-plan').waitFor()
    await walk.tabTo('send-start')
    await shoot(page, 'a11y-keyboard-focus-send-start-1440-en.png')
    const before = await usdtBalance(sender)
    await page.keyboard.press('Enter')
    await page.getByTestId('send-done').waitFor({ timeout: 60_000 })
    await shoot(page, 'a11y-keyboard-send-done-1440-en.png', { fullPage: true })
    // The chain did what the list asked: each recipient got its amount, the sender paid the total.
    expect(await Promise.all(recipients.map(usdtBalance))).toEqual(
      amounts.map((amount) => parseUnits(amount, 6)),
    )
    expect(before - (await usdtBalance(sender))).toBe(parseUnits('113.25', 6))
    // An approval of the multi sender, then one batch.
    expect(wallet.sentHashes).toHaveLength(2)
    const missing = await walk.withoutFocus()
    expect(missing, `no visible focus on: ${missing.join(', ')}`).toEqual([])
    await browser.close()
  })

  it('locks a token until a future date by keyboard alone, with a visible focus on every stop', async () => {
    const owner = stack.accounts[4]!
    const locker = stack.deployments.contracts.lock
    await giveUsdt(owner, parseUnits('1000', 6))
    const { browser, page, wallet, walk } = await connectByKeyboard(
      stack,
      '/lo/id?t=0',
      owner,
      'connect-wallet',
    )
    await page.getByTestId('create-lock-form').waitFor()
    await walk.tabTo('lock-token')
    await page.keyboard.type(stack.deployments.contracts.usdt)
    await page.getByTestId('lock-token-info').waitFor()
    await walk.tabTo('lock-amount')
    await page.keyboard.type('250')
    // The date typed into the picker's field as it shows dates, Enter taking it (no calendar clicks).
    const unlockAt = new Date(Date.now() + 3 * 86_400_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    const typed = `${unlockAt.getFullYear()}-${pad(unlockAt.getMonth() + 1)}-${pad(unlockAt.getDate())} ${pad(unlockAt.getHours())}:${pad(unlockAt.getMinutes())}`
    // The schedule stays "fixed": its radio button passed by (once outlined in the light tint, 1.4:1).
    await walk.tabTo('lock-kind-fixed')
    await shoot(page, 'a11y-keyboard-focus-lock-kind-1440-en.png')
    await walk.tabTo('lock-unlock-at')
    await page.keyboard.type(typed)
    await page.keyboard.press('Enter')
    expect(await page.getByTestId('lock-unlock-at').inputValue()).toBe(typed)
    await shoot(page, 'a11y-keyboard-focus-lock-date-1440-en.png')
    await expect.poll(() => page.getByTestId('lock-summary').textContent()).toContain('Everything unlocks on')
    await walk.tabTo('lock-submit')
    await shoot(page, 'a11y-keyboard-focus-lock-submit-1440-en.png')
    const lockedBefore = await usdtBalance(locker)
    await page.keyboard.press('Enter')
    await page.getByTestId('lock-created').waitFor({ timeout: 60_000 })
    // The locker holds the tokens: an approval, then the lock.
    expect((await usdtBalance(locker)) - lockedBefore).toBe(parseUnits('250', 6))
    expect(wallet.sentHashes).toHaveLength(2)
    // The lock in My Lock: back to the tab list, the arrow key to the next tab, Enter opens it.
    await walk.tabToMatch('[data-testid="lock-tabs"] [role="tab"][aria-selected="true"]', { backwards: true })
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const row = page.locator('[data-testid^="lock-row-"]')
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.first().textContent()).toContain('250 USDT')
    await shoot(page, 'a11y-keyboard-lock-mine-1440-en.png', { fullPage: true })
    const missing = await walk.withoutFocus()
    expect(missing, `no visible focus on: ${missing.join(', ')}`).toEqual([])
    await browser.close()
  })

  it('swaps ETH for USDC on the exchange by keyboard alone, with a visible focus on every stop', async () => {
    const trader = stack.accounts[5]!
    const { usdc } = stack.deployments.contracts
    // A pool to trade in: 1 ETH = 3,000 USDC (the deployer's, straight through the router).
    await addNativePool(stack, client(stack.accounts[0]!), usdc, parseEther('300000'), parseEther('100'))
    const { browser, page, wallet, walk } = await connectByKeyboard(stack, '/sw/ex', trader, 'connect-wallet')
    await page.getByTestId('exchange-amount-in').waitFor()
    // What is paid: the native coin, as the exchange starts; the amount typed into its box.
    expect(await page.getByTestId('exchange-token-in').getAttribute('data-value')).toBe(
      '0x0000000000000000000000000000000000000000',
    )
    await walk.tabTo('exchange-amount-in')
    await page.keyboard.type('1')
    // What is received: Tab to its list, type to filter it, Enter takes the option it highlights.
    await walk.tabTo('exchange-token-out')
    await page.keyboard.type('USDC')
    await page.locator('.ant-select-dropdown .ant-select-item-option-active', { hasText: 'USDC' }).waitFor()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByTestId('exchange-token-out').getAttribute('data-value'))
      .toBe(usdc.toLowerCase())
    await expect
      .poll(() => page.getByTestId('exchange-route').textContent(), { timeout: 15_000 })
      .toBe('ETH → USDC')
    await walk.tabTo('exchange-submit')
    await shoot(page, 'a11y-keyboard-focus-swap-submit-1440-en.png')
    const before = await balanceOf(usdc, trader)
    // A block mined between the quote and Enter makes the app show the new price instead of sending
    // (it never sends a price the user did not see); Enter again sends it, focus still on the button.
    for (let attempt = 1; ; attempt++) {
      const quoted = BigInt(
        (await page.getByTestId('exchange-amount-out').getAttribute('data-amount')) ?? '0',
      )
      expect(quoted).toBeGreaterThan(parseEther('2900'))
      await page.keyboard.press('Enter')
      const done = page.getByTestId('exchange-done')
      await done.or(page.getByTestId('exchange-price-updated')).waitFor({ timeout: 60_000 })
      if (await done.isVisible()) {
        expect((await balanceOf(usdc, trader)) - before).toBe(quoted)
        break
      }
      expect(attempt, 'the quote went stale three times in a row').toBeLessThan(3)
      await expect.poll(() => page.getByTestId('exchange-submit').getAttribute('data-blocker')).toBe('no')
    }
    await shoot(page, 'a11y-keyboard-swap-done-1440-en.png', { fullPage: true })
    // One transaction: the swap (the native coin needs no approval).
    expect(wallet.sentHashes).toHaveLength(1)
    const missing = await walk.withoutFocus()
    expect(missing, `no visible focus on: ${missing.join(', ')}`).toEqual([])
    await browser.close()
  })

  it('revokes two approvals from the approvals check by keyboard alone, with a visible focus on every stop', async () => {
    const [owner, spender] = [stack.accounts[6]!, stack.accounts[7]!]
    const { usdt, usdc, lock } = stack.deployments.contracts
    await giveUsdt(owner, parseUnits('100', 6))
    // Two live approvals to take back: unlimited USDT to an account, 100 USDC to the locker.
    await mined(
      client(owner).writeContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    )
    await mined(
      client(owner).writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [lock, parseEther('100')],
      }),
    )
    const allowance = (token: Address, to: Address) =>
      stack.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, to],
      })
    const ids = [
      `erc20:${usdt.toLowerCase()}:${spender.toLowerCase()}`,
      `erc20:${usdc.toLowerCase()}:${lock.toLowerCase()}`,
    ]
    const { browser, page, wallet, walk } = await connectByKeyboard(stack, '/ot/ac', owner, 'connect-wallet')
    await page.getByTestId('approvals-table').waitFor({ timeout: 30_000 })
    // Each row's checkbox reached by Tab, Space ticks it.
    for (const id of ids) {
      const box = `[data-row-key="${id}"] .ant-checkbox-input`
      await walk.tabToMatch(box)
      await page.keyboard.press('Space')
      await expect.poll(() => page.locator(box).isChecked()).toBe(true)
    }
    await walk.tabTo('approvals-revoke-selected')
    await shoot(page, 'a11y-keyboard-focus-revoke-1440-en.png')
    await page.keyboard.press('Enter')
    for (const id of ids)
      await expect
        .poll(() => page.getByTestId(`revoke-item-${id}`).getAttribute('data-status'), { timeout: 60_000 })
        .toBe('done')
    // Taken back on chain, one transaction each, and the rows say so.
    expect(await allowance(usdt, spender)).toBe(0n)
    expect(await allowance(usdc, lock)).toBe(0n)
    expect(wallet.sentHashes).toHaveLength(2)
    for (const id of ids)
      await expect
        .poll(() => page.locator(`[data-row-key="${id}"]`).first().getAttribute('data-status'), {
          timeout: 15_000,
        })
        .toBe('cancelled')
    await shoot(page, 'a11y-keyboard-revoked-1440-en.png', { fullPage: true })
    const missing = await walk.withoutFocus()
    expect(missing, `no visible focus on: ${missing.join(', ')}`).toEqual([])
    await browser.close()
  })
})
