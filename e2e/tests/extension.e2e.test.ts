import type { Server } from 'node:http'
import { eip2612PermitTypedData } from '@tokenbox/core/testing/eip2612Permit.ts'
import type { BrowserContext } from 'playwright-core'
import { type Address, encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, watchConsoleErrors } from '../harness/consoleErrors.ts'
import { dappPage, serveDappPage } from '../harness/dappPage.ts'
import { deployStackTraps } from '../harness/deployStackTraps.ts'
import { ensureExtensionBuild } from '../harness/ensureExtensionBuild.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet, type TestWallet } from '../harness/testWallet.ts'

const dappPageHtml = dappPage()

const routerAbi = parseAbi([
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
])

/**
 * The browser extension (issue 28), built and loaded unpacked into Chromium beside the local stack:
 * its settings pointed at the stack's TokenBox site and the guard turned on, the popup's unit
 * converter, gas price, safety check of a trap token on the local chain and launcher, then the guard
 * on a dapp page with the injected test wallet: an unlimited approval held until the user continues
 * or cancels, a small one let through, a buy of a honeypot flagged.
 */
describe('the TokenBox browser extension', () => {
  let stack: Stack
  let context: BrowserContext
  let extensionId: string
  let wallet: TestWallet
  let dapp: Server
  let dappUrl: string
  let tokens: { blacklistHoneypot: Address; clean: Address }
  let account: Address
  let consoleErrors: string[]

  const extensionPage = async (path: string) => {
    const page = await context.newPage()
    consoleErrors = watchConsoleErrors(page)
    await page.goto(`chrome-extension://${extensionId}/${path}`)
    return page
  }

  beforeAll(async () => {
    stack = await startStack({ extensionPath: ensureExtensionBuild() })
    context = stack.context
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
    extensionId = new URL(worker.url()).host
    tokens = await deployStackTraps(stack, ['blacklistHoneypot', 'clean'])
    account = stack.accounts[5]!
    wallet = await installTestWallet(context, {
      rpcUrl: stack.rpcUrl,
      account,
      chainId: stack.chains[0].chainId,
    })
    ;({ server: dapp, url: dappUrl } = await serveDappPage(dappPageHtml))
  })

  afterAll(async () => {
    dapp?.close()
    await stack?.stop()
  })

  it('takes the TokenBox site URL and the guard switch in its settings', async () => {
    const page = await extensionPage('options.html')
    const siteUrl = page.getByTestId('settings-site-url')
    // A URL that is no web address is refused and changes nothing.
    await siteUrl.fill('javascript:alert(1)')
    await page.getByTestId('settings-site-save').click()
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0)
    await siteUrl.fill(stack.baseUrl)
    await page.getByTestId('settings-site-save').click()
    // The site's local chain joins the chain list once the site answers.
    await page.getByTestId(`settings-chain-${stack.chains[0].chainId}`).waitFor()
    const watch = page.getByTestId('settings-watch')
    expect(await watch.getAttribute('aria-checked')).toBe('false')
    await watch.click()
    await expect.poll(() => watch.getAttribute('aria-checked')).toBe('true')
    await shoot(page, 'extension-options.png')
    // Before its site URL was set, the page asked the built-in default site (127.0.0.1:8080), which
    // no test runs: that refused connection is the only error allowed.
    expect(consoleErrors.filter((line) => !line.includes('ERR_CONNECTION_REFUSED'))).toEqual([])
    await page.close()
  })

  it('converts units, prices gas and checks a trap token in the popup', async () => {
    const page = await extensionPage('popup.html')
    await page.setViewportSize({ width: 380, height: 600 })
    // Gas: the local chain's price by the product's strategy, in gwei.
    await expect.poll(() => page.getByTestId('gas-price').textContent()).toMatch(/\d/)
    await shoot(page, 'extension-popup-gas.png')

    await page.getByRole('tab', { name: /unit/i }).click()
    await page.getByTestId('unit-gwei').fill('1500000000')
    await expect.poll(() => page.getByTestId('unit-ether').inputValue()).toBe('1.5')
    await shoot(page, 'extension-popup-units.png')
    await page.getByTestId('unit-wei').fill('-1')
    await expect.poll(() => page.getByTestId('unit-ether').inputValue()).toBe('')

    await page.getByRole('tab', { name: /check/i }).click()
    await page.getByTestId('check-address').fill('0x1234')
    await page.getByTestId('check-submit').click()
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0)
    await page.getByTestId('check-address').fill(tokens.blacklistHoneypot)
    await page.getByTestId('check-submit').click()
    const verdict = page.getByTestId('safety-verdict')
    await verdict.waitFor({ timeout: 60_000 })
    expect(await verdict.getAttribute('data-level')).toBe('danger')
    await shoot(page, 'extension-popup-check.png')
    await page.getByTestId('check-address').fill(tokens.clean)
    await page.getByTestId('check-submit').click()
    await expect.poll(() => verdict.getAttribute('data-level'), { timeout: 60_000 }).not.toBe('danger')

    // The launcher lists the site's tools and opens them on the site.
    await page.getByRole('tab', { name: /tools/i }).click()
    await shoot(page, 'extension-popup-tools.png')
    const opened = context.waitForEvent('page')
    await page.locator('[data-testid="launcher-item"][data-route-id="check"]').click()
    const tab = await opened
    await tab.waitForURL(`${stack.baseUrl}/check**`)
    await tab.close()
    expectNoErrors(consoleErrors)
    await page.close()
  })

  it('holds an unlimited approval until the user cancels or continues', async () => {
    const page = await context.newPage()
    await page.goto(dappUrl)
    const spender = stack.accounts[7]!
    const approveAll = {
      to: tokens.clean,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
    }
    await page.evaluate((transaction) => {
      ;(window as unknown as { nextTransaction: unknown }).nextTransaction = transaction
    }, approveAll)
    const sentBefore = wallet.sentHashes.length

    await page.locator('#send').click()
    const dialog = page.getByTestId('tokenbox-guard-dialog')
    await dialog.waitFor()
    expect(await dialog.getAttribute('data-kind')).toBe('unlimitedApproval')
    // A token the catalogue does not know is named by what its chain says, with its address
    // (issue 52: "all of your 0x9f...a6e0").
    const [symbol, name] = await Promise.all(
      (['symbol', 'name'] as const).map((functionName) =>
        stack.publicClient.readContract({ address: tokens.clean, abi: erc20Abi, functionName }),
      ),
    )
    const text = await dialog.textContent()
    expect(text).toContain(`all of your ${symbol},`)
    expect(text).toContain(`${symbol} (${name})`)
    expect(text).toContain(tokens.clean)
    await shoot(page, 'extension-guard-approval.png')
    await page.getByTestId('tokenbox-guard-cancel').click()
    await expect.poll(() => page.locator('#result').textContent()).toBe('error 4001')
    await dialog.waitFor({ state: 'detached' })
    // The wallet was never asked.
    expect(wallet.sentHashes.length).toBe(sentBefore)

    await page.locator('#send').click()
    await dialog.waitFor()
    await page.getByTestId('tokenbox-guard-continue').click()
    await expect.poll(() => page.locator('#result').textContent()).toMatch(/^sent 0x[0-9a-f]{64}$/)
    await expect
      .poll(() =>
        stack.publicClient.readContract({
          address: tokens.clean,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account, spender],
        }),
      )
      .toBe(maxUint256)

    // A limited approval warns of nothing, but like every transaction it is shown for what it
    // does before the wallet opens (issue 80): the allowance it grants.
    await page.evaluate(
      (transaction) => {
        ;(window as unknown as { nextTransaction: unknown }).nextTransaction = transaction
      },
      {
        to: tokens.clean,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 1_000n] }),
      },
    )
    await page.locator('#send').click()
    await dialog.waitFor()
    expect(await dialog.getAttribute('data-kind')).toBe('transaction')
    expect(await page.getByTestId('tokenbox-guard-changes').textContent()).toContain(
      `may spend up to 0.000000000000001 ${symbol} from your wallet`,
    )
    await page.getByTestId('tokenbox-guard-continue').click()
    await expect.poll(() => page.locator('#result').textContent()).toMatch(/^sent 0x/)
    await page.close()
  })

  it('warns before a buy of a honeypot', async () => {
    const page = await context.newPage()
    await page.goto(dappUrl)
    const { router, weth } = stack.deployments.contracts
    await page.evaluate(
      (transaction) => {
        ;(window as unknown as { nextTransaction: unknown }).nextTransaction = transaction
      },
      {
        to: router,
        value: `0x${parseEther('0.01').toString(16)}`,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
          args: [0n, [weth, tokens.blacklistHoneypot], account, 2n ** 40n],
        }),
      },
    )
    await page.locator('#send').click()
    const dialog = page.getByTestId('tokenbox-guard-dialog')
    await dialog.waitFor({ timeout: 60_000 })
    expect(await dialog.getAttribute('data-kind')).toBe('buy')
    await shoot(page, 'extension-guard-buy.png')
    await page.getByTestId('tokenbox-guard-cancel').click()
    await expect.poll(() => page.locator('#result').textContent()).toBe('error 4001')
    await page.close()
  })

  it('warns before a permit signature, in the language chosen in its settings', async () => {
    const options = await extensionPage('options.html')
    await options.getByTestId('settings-language').getByText('日本語').click()
    await expect.poll(() => options.locator('html').getAttribute('lang')).toBe('ja')
    await options.close()

    const page = await context.newPage()
    await page.goto(dappUrl)
    const typedData = JSON.stringify(
      eip2612PermitTypedData({
        domain: {
          name: 'Clean',
          version: '1',
          chainId: stack.chains[0].chainId,
          verifyingContract: tokens.clean,
        },
        owner: account,
        spender: stack.accounts[7]!,
        value: maxUint256.toString(),
        deadline: '4102444800',
      }),
    )
    await page.evaluate((data) => {
      ;(window as unknown as { nextTypedData: string }).nextTypedData = data
    }, typedData)
    await page.locator('#sign').click()
    const dialog = page.getByTestId('tokenbox-guard-dialog')
    await dialog.waitFor()
    expect(await dialog.getAttribute('data-kind')).toBe('permit')
    // The warning speaks the settings' language: an unlimited permit, in Japanese.
    expect(await dialog.textContent()).toContain('無制限の使用を許可する署名')
    await shoot(page, 'extension-guard-permit-ja.png')
    await page.getByTestId('tokenbox-guard-continue').click()
    await expect.poll(() => page.locator('#result').textContent()).toMatch(/^signed 0x[0-9a-f]{130}$/)
    await page.close()
  })
})
