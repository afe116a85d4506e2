import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { Page, Response } from 'playwright-core'
import type { Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminApi, signInAdmin } from '../harness/adminApi.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet, type TestWallet } from '../harness/testWallet.ts'

const listedKeys = ['metamask', 'okx', 'binance', 'tokenpocket', 'trust']
const vipPath = '/api/v1/web/vip/info'
const adminPassword = 'e2e-admin-password-2026'

/** Spec 000 section 9: the app auto-connects (or shows the no-wallet notice) 5 s after load. */
const autoConnectDelayMs = 5000

/**
 * Resolves once the app's startup timer has run and any wallet request it made has reached the
 * test wallet: the page's clock passes the moment the timer is due (counted from navigation start,
 * as the app counts it), a timer set after it runs after it, and a wallet round trip follows any
 * request the app sent first.
 */
async function afterStartupTimer(page: Page): Promise<void> {
  await page.waitForFunction((delay) => performance.now() > delay, autoConnectDelayMs)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await page.evaluate(() =>
    (
      window as unknown as { ethereum: { request: (args: { method: string }) => Promise<unknown> } }
    ).ethereum.request({ method: 'eth_chainId' }),
  )
}

/** The lazily loaded chunk that holds the app's VIP lookup (loaded once a wallet is connected). */
const vipLookupChunk = /\/lookUpVipLevel-[\w-]+\.js$/

/**
 * Resolves once the app has run its VIP lookup for the connected account, given the chunk's
 * response: importing the same module in the page resolves only after the app's own import has,
 * and the lookup decides (the `mark` cookie, or a request) synchronously right after that.
 */
async function afterVipLookup(page: Page, chunk: Promise<Response>): Promise<void> {
  const url = (await chunk).url()
  // A string, not a function: the test runner would rewrite an import() in this file's code.
  await page.evaluate(`import(${JSON.stringify(url)}).then(() => true)`)
}

/** Today as the app dates mark entries: the browser's local calendar day. */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  })

describe('wallets on the local stack', () => {
  let stack: Stack
  let admin: AdminApi
  let wallet: TestWallet
  let page: Page
  const warnings: string[] = []
  const vipRequests: string[] = []

  const watch = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    // Observed, not answered: the real server replies.
    target.on('request', (request) => {
      if (request.url().includes(vipPath)) vipRequests.push(request.url())
    })
  }

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { ADMIN_PASSWORD: adminPassword } })
    admin = await signInAdmin(stack, adminPassword)
    // No wallet yet: the first tests see a browser without any.
    page = await stack.context.newPage()
    watch(page)
  })

  afterAll(async () => {
    await stack?.stop()
  })

  describe('without a wallet', () => {
    it('shows the no-wallet notice 5 s after load, with the install pages (desktop)', async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const started = Date.now()
      await page.goto(`${stack.baseUrl}/home`)
      const notice = page.getByTestId('no-wallet-notice')
      await notice.waitFor({ timeout: 15_000 })
      expect(Date.now() - started).toBeGreaterThanOrEqual(4000)
      expect(await page.locator('.tb-no-wallet-notice').textContent()).toContain('No wallet found')
      expect(await notice.textContent()).toContain('install a wallet browser extension')
      expect(await notice.getByRole('link', { name: 'MetaMask' }).getAttribute('href')).toBe(
        'https://metamask.io/download/',
      )
      await shoot(page, 'no-wallet-notice-en-1440.png')
    })

    it('lists the five wallets as not detected, and the Dev wallet as local-only', async () => {
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('wallet-list').waitFor()
      for (const key of listedKeys) {
        expect(await page.getByTestId(`wallet-option-${key}`).getAttribute('data-detected')).toBe('false')
      }
      const dev = page.getByTestId('connector-devWallet')
      expect(await dev.textContent()).toContain('Dev wallet')
      expect(await page.getByTestId('wallet-list').textContent()).toContain('Local chain only')
      // The server has no WalletConnect project id: no phone wallets (walletConnect.e2e has one).
      expect(await page.getByTestId('connector-walletConnect').count()).toBe(0)
    })

    it('opens "get wallet" for a wallet that is not installed, with a back arrow to the list', async () => {
      await page.getByTestId('wallet-option-okx').click()
      const getWallet = page.getByTestId('get-wallet')
      await getWallet.waitFor()
      expect(await getWallet.textContent()).toContain('OKX Wallet was not found in this browser')
      expect(await page.getByTestId('get-wallet-install').getAttribute('href')).toBe(
        'https://www.okx.com/web3',
      )
      expect(await page.locator('.ant-modal-title').textContent()).toContain('Get OKX Wallet')
      await shoot(page, 'get-wallet-en-1440.png')
      await page.getByTestId('get-wallet-back').click()
      await page.getByTestId('wallet-list').waitFor()
      expect(await getWallet.count()).toBe(0)
      await page.keyboard.press('Escape')
    })

    it('shows the notice once a session: not again after a reload', async () => {
      await page.reload()
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.walletStartup), { timeout: 20_000 })
        .toBe('noticeShownBefore')
      expect(await page.getByTestId('no-wallet-notice').count()).toBe(0)
    })

    it('on a phone, in Chinese, the notice asks to open the site in a wallet app, below Connect Wallet', async () => {
      // A new tab is a new session: the notice shows there once.
      await page.close()
      page = await stack.context.newPage()
      watch(page)
      await page.setViewportSize({ width: 375, height: 812 })
      await page.addInitScript(() => localStorage.setItem('tokenbox.language', 'zh'))
      await page.goto(`${stack.baseUrl}/home`)
      const notice = page.getByTestId('no-wallet-notice')
      await notice.waitFor({ timeout: 15_000 })
      expect(await page.locator('.tb-no-wallet-notice').textContent()).toContain('未检测到钱包')
      expect(await notice.textContent()).toContain('钱包 App 的内置浏览器')
      // Along the bottom edge: never over the header and its Connect Wallet.
      const card = (await page.locator('.tb-no-wallet-notice').boundingBox())!
      const connect = (await page.getByTestId('connect-wallet').boundingBox())!
      expect(card.y).toBeGreaterThan(connect.y + connect.height)
      expect(card.y + card.height).toBeLessThanOrEqual(812)
      await page.getByTestId('connect-wallet').click({ trial: true })
      await shoot(page, 'no-wallet-notice-zh-375.png')
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('wallet-list').waitFor()
      await shoot(page, 'connect-dialog-zh-375.png')
      await page.evaluate(() => localStorage.removeItem('tokenbox.language'))
      await page.close()
    })
  })

  describe('with the injected test wallet', () => {
    beforeAll(async () => {
      wallet = await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[2]! })
      await stack.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl })
      page = await stack.context.newPage()
      watch(page)
      await page.setViewportSize({ width: 1440, height: 900 })
    })

    it('auto-connects to the first detected wallet 5 s after load, closing a Connect Wallet dialog left open', async () => {
      // The wallet answers auto-connect only once the dialog is open: on a loaded machine the
      // dialog's code can arrive after the 5 s, and a connection made before it shows closes it
      // before its list is ever seen (the app closes Connect Wallet once a wallet is connected).
      const prompt = wallet.hold('eth_requestAccounts', 0)
      await page.goto(`${stack.baseUrl}/home`)
      // The user opens the dialog but has not picked a wallet when auto-connect comes first.
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('wallet-list').waitFor()
      // Auto-connect asks the wallet no earlier than 5 s after navigation start (both clocks are the
      // machine's; the wallet's counts whole milliseconds).
      const askedAt = await prompt.arrived
      const navigationStart = await page.evaluate(() => performance.timeOrigin)
      expect(askedAt - navigationStart).toBeGreaterThanOrEqual(autoConnectDelayMs - 1)
      prompt.release()
      await page.getByTestId('account-address').waitFor({ timeout: 15_000 })
      await page.getByTestId('wallet-list').waitFor({ state: 'hidden' })
      expect(await page.getByTestId('account-address').textContent()).toBe(formatAddress(stack.accounts[2]!))
      // A detected wallet means no notice.
      expect(await page.getByTestId('no-wallet-notice').count()).toBe(0)
    })

    it('looks the VIP level up once on connection and records it in the mark cookie', async () => {
      await expect.poll(() => vipRequests.length).toBe(1)
      const url = new URL(vipRequests[0]!)
      expect(url.searchParams.get('address')?.toLowerCase()).toBe(stack.accounts[2]!.toLowerCase())
      expect(url.searchParams.get('chain')).toBe('31337')
      const date = await today(page)
      await expect
        .poll(async () => (await stack.context.cookies()).find((cookie) => cookie.name === 'mark')?.value)
        .toBe(encodeURIComponent(`${stack.accounts[2]!.toLowerCase()},0,${date}`))
    })

    it('opens the account dialog: address 4+4, network, balance; copy says "Copied"', async () => {
      await page.getByTestId('account-button').click()
      const dialog = page.getByTestId('account-dialog')
      await dialog.waitFor()
      expect(await page.getByTestId('account-dialog-address').textContent()).toBe(
        formatAddress(stack.accounts[2]!),
      )
      expect(await page.getByTestId('account-dialog-network').textContent()).toBe('TokenBox Local')
      await expect
        .poll(() => page.getByTestId('account-dialog-balance').textContent())
        .toBe('10,000.0000 ETH')
      expect(await dialog.textContent()).toContain('Connected with TokenBox Test Wallet')
      // The local chain has no explorer.
      expect(await page.getByTestId('account-explorer').count()).toBe(0)
      await shoot(page, 'account-dialog-en-1440.png')

      await page.getByTestId('account-copy').click()
      const copied = page.locator('.ant-message-notice-success', { hasText: 'Copied' })
      await page.locator('.ant-message-notice').first().waitFor()
      expect(await page.locator('.ant-message-notice').first().textContent()).toBe('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stack.accounts[2])
      // The message is gone after 2 s (plus its closing animation).
      await copied.waitFor({ state: 'detached', timeout: 4000 })
    })

    it('says "Copy failed" when the browser refuses the clipboard', async () => {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))
      })
      await page.getByTestId('account-copy').click()
      await page.locator('.ant-message-notice-error', { hasText: 'Copy failed' }).waitFor()
    })

    it('disconnects: account, chain and balance are cleared, and auto-connect stays off after a reload', async () => {
      await page.getByTestId('disconnect').click()
      await page.getByTestId('connect-wallet').waitFor()
      expect(await page.getByTestId('account-button').count()).toBe(0)
      expect(await page.getByTestId('wallet-panel').textContent()).not.toContain(
        formatAddress(stack.accounts[2]!),
      )
      expect(await page.evaluate(() => localStorage.getItem('tokenbox.wallet.userDisconnected'))).toBe('1')
      const sinceReload = wallet.requests.length
      await page.reload()
      await page.getByTestId('connect-wallet').waitFor()
      await afterStartupTimer(page)
      expect(await page.getByTestId('connect-wallet').count()).toBe(1)
      // Connecting starts by asking the wallet for its accounts; nothing asked it.
      expect(
        wallet.requests
          .slice(sinceReload)
          .filter((method) => method === 'eth_requestAccounts' || method === 'eth_accounts'),
      ).toEqual([])
    })

    it('a failed connection closes the dialog and is only logged', async () => {
      wallet.rejectNext('eth_requestAccounts')
      await page.getByTestId('connect-wallet').click()
      const connector = page.getByTestId('connector-org.tokenbox.testwallet')
      await connector.waitFor()
      expect(await connector.getAttribute('data-detected')).toBe('true')
      await shoot(page, 'connect-dialog-en-1440.png')
      await connector.click()
      await page.getByTestId('wallet-list').waitFor({ state: 'hidden' })
      expect(await page.getByTestId('connect-wallet').count()).toBe(1)
      expect(warnings.some((text) => text.includes('Wallet connection failed'))).toBe(true)
      expect(await page.locator('.ant-message-notice, .ant-notification-notice').count()).toBe(0)
    })

    it('does not ask the server again the same day, after a reconnect and a reload', async () => {
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('connector-org.tokenbox.testwallet').click()
      await page.getByTestId('account-address').waitFor()
      const chunk = page.waitForResponse((response) => vipLookupChunk.test(response.url()))
      await page.reload()
      await page.getByTestId('account-address').waitFor()
      await afterVipLookup(page, chunk)
      expect(vipRequests).toHaveLength(1)
    })

    it('asks again once the recorded entry is from another day', async () => {
      const address = stack.accounts[2]!.toLowerCase()
      await stack.context.addCookies([
        { name: 'mark', value: encodeURIComponent(`${address},0,2000-01-01`), url: stack.baseUrl },
      ])
      await page.reload()
      await page.getByTestId('account-address').waitFor()
      await expect.poll(() => vipRequests.length).toBe(2)
      const date = await today(page)
      await expect
        .poll(async () => (await stack.context.cookies()).find((cookie) => cookie.name === 'mark')?.value)
        .toBe(encodeURIComponent(`${address},0,${date}`))
    })

    it('shows the VIP level the server has for the address, as a badge', async () => {
      const address = stack.accounts[2]!.toLowerCase()
      // Granted as an operator does, in the console: the server forgets the 0 it may have kept.
      await admin('PUT', '/vip', { address, chainId: 31337, level: 3 })
      // Today's entry still says 0; an entry from another day makes the app ask again.
      await stack.context.addCookies([
        { name: 'mark', value: encodeURIComponent(`${address},0,2000-01-01`), url: stack.baseUrl },
      ])
      await page.reload()
      await expect
        .poll(() => page.getByTestId('account-button-vip').textContent(), { timeout: 10_000 })
        .toBe('VIP 3')
      await page.getByTestId('account-button').click()
      expect(await page.getByTestId('account-vip').textContent()).toBe('VIP 3')
      expect(vipRequests).toHaveLength(3)
      const date = await today(page)
      expect((await stack.context.cookies()).find((cookie) => cookie.name === 'mark')?.value).toBe(
        encodeURIComponent(`${address},3,${date}`),
      )
      await shoot(page, 'account-dialog-vip-en-1440.png')
      await page.keyboard.press('Escape')
    })

    it('follows an account change in the wallet: address, balance and a VIP lookup for the new account', async () => {
      const next = stack.accounts[4]!
      await wallet.setAccount(next)
      await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(formatAddress(next))
      expect(await page.getByTestId('account-button-vip').count()).toBe(0)
      await expect.poll(() => vipRequests.length).toBe(4)
      expect(new URL(vipRequests[3]!).searchParams.get('address')?.toLowerCase()).toBe(next.toLowerCase())
      await page.getByTestId('account-button').click()
      expect(await page.getByTestId('account-dialog-address').textContent()).toBe(formatAddress(next))
      await expect
        .poll(() => page.getByTestId('account-dialog-balance').textContent())
        .toBe('10,000.0000 ETH')
      await page.keyboard.press('Escape')
      await wallet.setAccount(stack.accounts[2]!)
      await expect
        .poll(() => page.getByTestId('account-button-vip').textContent(), { timeout: 10_000 })
        .toBe('VIP 3')
      // Both addresses are recorded for today: no further request.
      expect(vipRequests).toHaveLength(4)
    })

    it('connects the Dev wallet, which signs with the local node accounts', async () => {
      await page.getByTestId('account-button').click()
      await page.getByTestId('disconnect').click()
      await page.getByTestId('connect-wallet').click()
      await page.getByTestId('connector-devWallet').click()
      await expect
        .poll(() => page.getByTestId('account-address').textContent())
        .toBe(formatAddress(stack.accounts[0]!))
      expect(await page.getByTestId('network-name').textContent()).toBe('TokenBox Local')
      // It really signs: the faucet's transaction comes from the node's first account.
      await page.getByTestId('faucet-claim').click()
      await page.getByTestId('faucet-success').waitFor({ timeout: 60_000 })
      const hash = (await page.getByTestId('faucet-tx-hash').getAttribute('data-hash')) as Hash
      const receipt = await stack.publicClient.getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(stack.accounts[0]!.toLowerCase())
    })

    it("switches the Dev wallet among the node's accounts, Account 1 to 10, and signs as the one picked", async () => {
      await page.getByTestId('account-button').click()
      const picker = page.getByTestId('dev-account-select')
      await expect.poll(() => picker.getAttribute('data-account')).toBe('1')
      await picker.click()
      // Ten accounts, each named and shown by its short address.
      for (const n of [1, 2, 10]) {
        expect(await page.getByTestId(`dev-account-${n}`).textContent()).toBe(
          `Account ${n} · ${formatAddress(stack.accounts[n - 1]!)}`,
        )
      }
      expect(await page.getByTestId('dev-account-11').count()).toBe(0)
      await shoot(page, 'dev-wallet-accounts-1440-en.png')
      await page.getByTestId('dev-account-3').click()
      const third = stack.accounts[2]!
      await expect
        .poll(() => page.getByTestId('account-dialog-address').textContent())
        .toBe(formatAddress(third))
      await expect.poll(() => picker.getAttribute('data-account')).toBe('3')
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(formatAddress(third))
      // It signs as Account 3 now: a faucet claim comes from it and its balance shows.
      await page.getByTestId('faucet-claim').click()
      await expect
        .poll(
          async () => {
            const hash = await page.getByTestId('faucet-tx-hash').getAttribute('data-hash')
            return hash && (await stack.publicClient.getTransactionReceipt({ hash: hash as Hash })).from
          },
          { timeout: 60_000 },
        )
        .toBe(third.toLowerCase())
      // The choice survives a reload, as the connection does.
      await page.reload()
      await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(formatAddress(third))
    })

    it('shows the account dialog on a phone, in Chinese', async () => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
      await page.reload()
      await page.getByTestId('account-button').click()
      await page.getByTestId('account-dialog').waitFor()
      expect(await page.getByTestId('account-dialog').textContent()).toContain('断开连接')
      await expect.poll(() => page.getByTestId('account-dialog-balance').textContent()).toMatch(/ETH$/)
      // The VIP level shows in the dialog; the header's button leaves it out on a phone, so the
      // address and its dot fit in the 375 px header instead of running past its edge.
      await expect
        .poll(() => page.getByTestId('account-vip').textContent(), { timeout: 10_000 })
        .toBe('VIP 3')
      expect(await page.getByTestId('account-button-vip').isVisible()).toBe(false)
      const accountButton = await page.getByTestId('account-button').boundingBox()
      expect(accountButton!.x + accountButton!.width).toBeLessThanOrEqual(375)
      await shoot(page, 'account-dialog-zh-375.png')
    })
  })
})
