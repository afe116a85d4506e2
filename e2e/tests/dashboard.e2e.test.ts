import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { Page } from 'playwright-core'
import type { Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet, type TestWallet } from '../harness/testWallet.ts'

describe('dashboard on the local stack', () => {
  let stack: Stack
  let wallet: TestWallet
  let page: Page
  const consoleErrors: string[] = []

  beforeAll(async () => {
    stack = await startStack()
    // Not the deployer: this account starts without sample stablecoins.
    wallet = await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[1]! })
    page = await stack.context.newPage()
    // The test connects by hand: keep the app's auto-connect (5 s after load) out of the way, as
    // a visitor who disconnected before. wallet.e2e.test.ts covers auto-connect itself.
    await page.addInitScript(() => localStorage.setItem('tokenbox.wallet.userDisconnected', '1'))
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
  })

  afterAll(async () => {
    await stack?.stop()
  })

  const usdtBalanceOnChain = () =>
    stack.publicClient.readContract({
      address: stack.deployments.contracts.usdt,
      abi: sampleStablecoinAbi,
      functionName: 'balanceOf',
      args: [stack.accounts[1]!],
    })

  it('opens / as "Dashboard - TokenBox" without console errors', async () => {
    await page.goto(`${stack.baseUrl}/`)
    await page.waitForURL('**/home')
    await page.getByRole('heading', { name: 'Welcome to TokenBox' }).waitFor()
    await page.getByTestId('faucet-panel').waitFor()
    expect(await page.title()).toBe('Dashboard - TokenBox')
    // The welcome text and the hot tools promise only what is built, straight from the route table.
    const intro = (await page.getByTestId('intro-body').textContent()) ?? ''
    expect(intro).toContain('Here you can create tokens, lock tokens and LP, send tokens in bulk')
    expect(intro).toContain('and find a vanity address, all from your own browser wallet.')
    // The exchange, the liquidity screens, the fair launch and mining are built: those offers stand.
    expect(intro).toContain('swap tokens at the best price across DEXes, add and remove liquidity')
    expect(intro).toContain('run a presale')
    expect(intro).toContain('run mining and staking pools')
    const hotTools = page.getByTestId('hot-tools')
    expect(
      await hotTools.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/wa/se', '/co/st?t=0', '/mi/st', '/fi/ea', '/launch'])
    expect(await hotTools.textContent()).not.toContain('Not available yet')
    // Every group with every tool, below the fold: it comes after the first paint, every one of
    // them built and marked available (the tools index was the last, issue 26).
    await page.getByTestId('tool-overview').waitFor()
    expect(await page.getByTestId('offer-item-coCompoundSale').getAttribute('data-available')).toBe('true')
    expect(await page.getByTestId('offer-item-miFree').getAttribute('data-available')).toBe('true')
    expect(await page.getByTestId('offer-item-fiEarn').getAttribute('data-available')).toBe('true')
    expect(await page.getByTestId('offer-item-insSale').getAttribute('data-available')).toBe('true')
    expect(await page.getByTestId('offer-item-tools').getAttribute('data-available')).toBe('true')
    expect(await page.getByTestId('offer-item-documentation').getAttribute('data-available')).toBe('true')
    // The welcome text fills its panel at 1280 px, no empty right half (issue 77).
    const filled = await page.getByTestId('intro-body').evaluate((body) => {
      const panel = body.parentElement as HTMLElement
      const padding = Number.parseFloat(getComputedStyle(panel).paddingLeft) * 2
      const lines = body.getClientRects()[0]!
      return lines.width / (panel.clientWidth - padding)
    })
    expect(filled).toBeGreaterThan(0.9)
    await shoot(page, 'dashboard-disconnected-en.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'dashboard-disconnected-375-en.png', { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 860 })
    expectNoErrors(consoleErrors)
  })

  it('offers the Connect Wallet button where a screen needs a wallet (/launch)', async () => {
    await page.goto(`${stack.baseUrl}/launch`)
    const notice = page.getByTestId('launch-connect')
    await notice.waitFor()
    expect(await notice.textContent()).toContain('Please connect wallet')
    await notice.getByTestId('launch-connect-button').click()
    const connector = page.getByTestId('connector-org.tokenbox.testwallet')
    await connector.waitFor()
    await shoot(page, 'launch-connect-dialog-en.png')
    await page.keyboard.press('Escape')
    await connector.waitFor({ state: 'hidden' })
    await page.goto(`${stack.baseUrl}/home`)
    await page.getByTestId('faucet-panel').waitFor()
  })

  it('connects the injected test wallet found by EIP-6963 discovery', async () => {
    await page.getByTestId('connect-wallet').click()
    const connector = page.getByTestId('connector-org.tokenbox.testwallet')
    await connector.waitFor()
    await shoot(page, 'connect-dialog-en.png')
    await connector.click()
    const account = stack.accounts[1]!
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(formatAddress(account))
    expect(await page.getByTestId('wallet-address').textContent()).toBe(formatAddress(account))
    expect(await page.getByTestId('wallet-network').textContent()).toBe('TokenBox Local')
    // Hardhat funds each dev account with 10,000 ETH.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('10,000.0000 ETH')
    await expect.poll(() => page.getByTestId('faucet-balance').textContent()).toMatch(/[^\d,.]0USDT$/)
    expect(wallet.requests).toContain('eth_requestAccounts')
  })

  it('claims sample USDT: the local chain mines it and the page shows the balance and hash', async () => {
    expect(await usdtBalanceOnChain()).toBe(0n)
    await page.getByTestId('faucet-claim').click()
    await page.getByTestId('faucet-success').waitFor({ timeout: 60_000 })
    const hash = (await page.getByTestId('faucet-tx-hash').getAttribute('data-hash')) as Hash
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await stack.publicClient.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(stack.accounts[1]!.toLowerCase())
    expect(await usdtBalanceOnChain()).toBe(1000n * 10n ** 6n)
    // Grouped as the language writes numbers (issue 52: 999702000.0000 hid the claim).
    await expect.poll(() => page.getByTestId('faucet-balance').textContent()).toMatch(/[^\d,.]1,000USDT$/)
    expect(await page.getByTestId('faucet-tx-hash').textContent()).toBe(
      `${hash.slice(0, 10)}...${hash.slice(-8)}`,
    )
    await shoot(page, 'dashboard-faucet-en.png', { fullPage: true })
  })

  it('shows "Transaction terminated" when the user rejects, and nothing changes', async () => {
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('faucet-claim').click()
    const error = page.getByTestId('faucet-error')
    await error.waitFor({ timeout: 60_000 })
    expect(await error.textContent()).toContain('Transaction terminated')
    expect(await usdtBalanceOnChain()).toBe(1000n * 10n ** 6n)
    expect(await page.getByTestId('faucet-balance').textContent()).toMatch(/[^\d,.]1,000USDT$/)
    await shoot(page, 'dashboard-rejected-en.png', { fullPage: true })
  })

  it('switches the interface to Chinese', async () => {
    await page.getByTestId('language-switch').click()
    await page.getByTestId('language-zh').click()
    await page.getByRole('heading', { name: '欢迎使用 TokenBox' }).waitFor()
    await page.getByTestId('language-zh').waitFor({ state: 'hidden' })
    await expect.poll(() => page.title()).toBe('仪表盘 - TokenBox')
    expect(await page.getByTestId('faucet-panel').textContent()).toContain('本地水龙头')
    expect(await page.getByTestId('faucet-error').textContent()).toContain('交易已终止')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh')
    await shoot(page, 'dashboard-zh.png', { fullPage: true })
    expectNoErrors(consoleErrors)
  })

  it('follows the wallet to a chain the app does not know, and switches back on request', async () => {
    await wallet.setChain(999_999)
    await expect.poll(() => page.getByTestId('network-switch').textContent()).toContain('链999999')
    const switchBack = page.getByRole('button', { name: '切换到 TokenBox Local' })
    await switchBack.waitFor()
    // No balance from another network is passed off as this one's.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('—')
    await shoot(page, 'dashboard-unknown-chain-zh.png', { fullPage: true })
    await switchBack.click()
    await expect.poll(() => page.getByTestId('network-switch').textContent()).toContain('TokenBox Local')
    expect(wallet.requests).toContain('wallet_switchEthereumChain')
    await page.getByTestId('faucet-claim').waitFor()
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toMatch(/^9,999\.\d{4} ETH$/)
    expectNoErrors(consoleErrors)
  })

  it("shows a launch's summary on the local chain without asking an explorer the chain does not have", async () => {
    const token = stack.deployments.contracts.usdt
    await page.goto(`${stack.baseUrl}/launch?chain=31337&token=${token}`)
    const verified = page.getByTestId('launch-summary-verified')
    await verified.waitFor({ timeout: 60_000 })
    // Unknown, said as such, and no 422 from the server's explorer proxy in the console (issue 77 point 1).
    expect(await verified.textContent()).toBe('未知：无法查询这条链的区块浏览器')
    await shoot(page, 'launch-summary-no-explorer-zh.png', { fullPage: true })
    expectNoErrors(consoleErrors)
  })
})
