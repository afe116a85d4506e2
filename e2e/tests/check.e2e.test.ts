import type { SafetyLevel } from '@tokenbox/core/safety/types.ts'
import type { TrapName } from '@tokenbox/core/testing/deployTrapTokens.ts'
import type { Page } from 'playwright-core'
import { type Address, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, watchConsoleErrors } from '../harness/consoleErrors.ts'
import { holdDeadRpcUrl } from '../harness/deadRpcUrl.ts'
import { deployStackTraps } from '../harness/deployStackTraps.ts'
import { pickDexToken } from '../harness/dexSetup.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/** Four traps and a clean token: what the check must say about each (core's trap set). */
const checked = [
  'blacklistHoneypot',
  'sellTax99',
  'upgradeableProxy',
  'clean',
  'holderFreeze',
  'clawback',
] as const satisfies TrapName[]

/**
 * The token safety check (/check) on the local stack, without a wallet: three trap tokens (a
 * honeypot by blacklist, a 99% sell tax, an upgradeable proxy) and a clean one, each deployed with
 * its pool and LP by core's trap deployer, opened by link; a token typed by hand; bad input; and
 * the Exchange's summary before a buy of a trap.
 */
describe('token safety check on the local stack', () => {
  let stack: Stack
  let page: Page
  let consoleErrors: string[]
  let tokens: Record<(typeof checked)[number], Address>
  let chainId: number

  const open = async (token: Address) => {
    await page.goto(`${stack.baseUrl}/check?chain=${chainId}&address=${token}`)
    await page.getByTestId('safety-verdict').waitFor({ timeout: 90_000 })
  }
  const level = () => page.getByTestId('safety-verdict').getAttribute('data-level') as Promise<SafetyLevel>
  const reason = (key: string) => page.locator(`[data-testid="safety-reason"][data-key="${key}"]`).first()
  const reasonKeys = () =>
    page
      .locator('[data-testid="safety-reason"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-key')))

  beforeAll(async () => {
    stack = await startStack()
    chainId = stack.chains[0].chainId
    tokens = await deployStackTraps(stack, checked)
    page = await stack.context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    consoleErrors = watchConsoleErrors(page)
  }, 300_000)

  afterAll(async () => {
    await stack?.stop()
  })

  it('calls High risk a renounced token whose holders cannot sell, though a fresh buyer can (issue 50)', async () => {
    await open(tokens.holderFreeze)
    expect(await level()).toBe('danger')
    expect(await reason('holderCannotSell').getAttribute('data-severity')).toBe('danger')
    expect(await reason('holderCannotSell').textContent()).toContain(
      'who already holds the token, was refused',
    )
    expect(await reasonKeys()).toEqual(expect.arrayContaining(['ownershipRenounced', 'lpLocked']))
    // A fresh wallet buys and sells; the holders table marks the holder who cannot.
    expect(
      await page.getByTestId('safety-trade').first().getByTestId('safety-trade-sell').textContent(),
    ).not.toBe('Cannot sell')
    const refused = page.locator('[data-testid="safety-holder-sale"][data-can-sell="false"]')
    await refused.first().waitFor()
    expect(await refused.count()).toBe(1)
    expect(await refused.first().textContent()).toBe('Sale simulated: cannot sell')
    expect(
      await page.locator('[data-testid="safety-holder-sale"][data-can-sell="true"]').count(),
    ).toBeGreaterThan(0)
    // The check says how many simulations it sent.
    expect(await page.getByTestId('safety-read-at').textContent()).toMatch(
      / · \d+ simulations sent to the node$/,
    )
    await shoot(page, 'check-holder-freeze-1440-en.png', { fullPage: true })
    // The same in Chinese, on a phone.
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
    try {
      await open(tokens.holderFreeze)
      expect(await reason('holderCannotSell').textContent()).toContain('从已持有该代币的')
      await page.setViewportSize({ width: 375, height: 812 })
      await shoot(page, 'check-holder-freeze-375-zh.png', { fullPage: true })
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.evaluate(() => localStorage.removeItem('tokenbox.language'))
    }
  })

  it("says a function that takes a holder's tokens as what it is, in English and Chinese (issue 75)", async () => {
    await open(tokens.clawback)
    expect(await level()).toBe('danger')
    const taken = reason('powerTakesTokens')
    expect(await taken.getAttribute('data-severity')).toBe('danger')
    expect(await taken.textContent()).toContain("takes tokens out of a holder's balance without its approval")
    await shoot(page, 'check-takes-tokens-1440-en.png', { fullPage: true })
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'zh'))
    try {
      await open(tokens.clawback)
      expect(await reason('powerTakesTokens').textContent()).toContain('在未经其授权的情况下被取走代币')
      await page.setViewportSize({ width: 375, height: 812 })
      await shoot(page, 'check-takes-tokens-375-zh.png', { fullPage: true })
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.evaluate(() => localStorage.removeItem('tokenbox.language'))
    }
  })

  it('calls a honeypot by blacklist High risk: the sale fails, and the owner can block addresses', async () => {
    await open(tokens.blacklistHoneypot)
    expect(await page.title()).toBe('Token Safety Check - TokenBox')
    expect(await level()).toBe('danger')
    expect(await page.getByTestId('safety-verdict-title').textContent()).toBe('High risk')
    expect(await reason('cannotSell').getAttribute('data-severity')).toBe('danger')
    expect(await reason('cannotSell').textContent()).toContain('selling it back failed: a honeypot')
    expect(await reasonKeys()).toContain('ownerCanBlacklist')
    // The trading table says it per exchange, and that nothing was sent.
    const trade = page.getByTestId('safety-trade').first()
    expect(await trade.getByTestId('safety-trade-buy').getAttribute('data-ok')).toBe('true')
    expect(await trade.getByTestId('safety-trade-sell').textContent()).toBe('Cannot sell')
    expect(await page.getByTestId('safety-trading').textContent()).toContain(
      'Simulated in a call, nothing sent',
    )
    expect(
      await page.locator('[data-testid="safety-power"][data-kind="blacklist"]').getAttribute('data-usable'),
    ).toBe('true')
    // The reasons come most serious first.
    const severities = await page
      .locator('[data-testid="safety-reason"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-severity')))
    expect(severities[0]).toBe('danger')
  })

  it('measures a 99% sell tax and says the owner can change the taxes without a ceiling', async () => {
    await open(tokens.sellTax99)
    expect(await level()).toBe('danger')
    expect(await reason('sellTaxHigh').textContent()).toMatch(/The sell tax measured on .+ is 99%\./)
    expect(await reason('ownerCanChangeFees').textContent()).toContain('no ceiling was found')
    expect(await page.getByTestId('safety-trade-sell-tax').first().textContent()).toBe('99%')
    expect(await page.getByTestId('safety-trade-buy-tax').first().textContent()).toBe('0%')
  })

  it('flags an upgradeable proxy whose token owner renounced, and shows who can upgrade it', async () => {
    await open(tokens.upgradeableProxy)
    expect(await level()).toBe('danger')
    const keys = await reasonKeys()
    expect(keys).toEqual(expect.arrayContaining(['upgradeable', 'ownershipRenounced', 'lpLocked']))
    expect(await reason('upgradeable').getAttribute('data-severity')).toBe('danger')
    expect(await reason('upgradeable').textContent()).toContain('can replace its code at any time')
    const proxy = page.getByTestId('safety-proxy')
    expect(await proxy.textContent()).toContain('Upgradeable proxy (EIP-1967)')
    expect(await proxy.textContent()).toContain(getAddress(stack.accounts[3]!))
    await shoot(page, 'check-proxy-1440.png', { fullPage: true })
  })

  it('finds no problem in the clean token: renounced, LP locked in the TokenBox locker, no tax', async () => {
    await open(tokens.clean)
    expect(await level()).toBe('good')
    expect(await page.getByTestId('safety-verdict-title').textContent()).toBe('No problem found')
    expect(await reasonKeys()).toEqual(
      expect.arrayContaining(['ownershipRenounced', 'lpLocked', 'taxMeasured']),
    )
    expect(await reason('taxMeasured').textContent()).toMatch(/buy tax 0%, sell tax 0%/)
    expect(await reason('lpLocked').textContent()).toMatch(
      /^Good99\.99% of the liquidity on .+ is locked, the first lock until [A-Z][a-z]{2} \d{1,2}, \d{4}, /,
    )
    // The pool's LP: all of it locked (the pair's minimum liquidity aside), in the TokenBox locker.
    const pool = page.getByTestId('safety-pool').first()
    expect(Number(await pool.getByTestId('safety-lp-locked').getAttribute('data-bps'))).toBeGreaterThan(9_900)
    expect(await pool.getByTestId('safety-lock').first().textContent()).toMatch(
      /^TokenBox locker: .+, until [A-Z][a-z]{2} \d{1,2}, \d{4}, /,
    )
    expect(await pool.getByTestId('safety-minimum-liquidity').textContent()).toContain(
      'Why not 100%: every pool keeps its first 1,000 LP units for ever',
    )
    // Holders: the pool holds 90%, the creator the rest.
    const holders = page.getByTestId('safety-holders')
    await expect.poll(() => holders.getByTestId('safety-holder').count()).toBeGreaterThanOrEqual(2)
    expect(await holders.getByTestId('safety-holder-role').allTextContents()).toEqual(
      expect.arrayContaining(['Pool', 'Creator']),
    )
    expect(await page.getByTestId('safety-verified').getAttribute('data-verified')).toBe('unknown')
    await shoot(page, 'check-clean-1440.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'check-clean-375.png', { fullPage: true })
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('checks an address typed by hand, after refusing what is not one and an address with no contract', async () => {
    await page.goto(`${stack.baseUrl}/check`)
    const field = page.getByTestId('safety-address')
    await field.waitFor()
    // The field is named by its label (issue 77 point 19: no accessible name before).
    expect(await page.getByRole('textbox', { name: 'Token address' }).getAttribute('data-testid')).toBe(
      'safety-address',
    )
    await page.getByTestId('safety-submit').click()
    expect(await page.getByTestId('safety-address-issue').textContent()).toBe("Enter the token's address")
    await field.fill('0x1234')
    await page.getByTestId('safety-submit').click()
    expect(await page.getByTestId('safety-address-issue').textContent()).toBe('Invalid address')
    // An address nobody deployed to.
    await field.fill('0x00000000000000000000000000000000c0ffee00')
    await page.getByTestId('safety-submit').click()
    const error = page.getByTestId('safety-error')
    await error.waitFor({ timeout: 60_000 })
    expect(await error.getAttribute('data-failure')).toBe('noCode')
    expect(await error.textContent()).toMatch(/^No contract at this address on /)
    // A contract that is no token: the AMM's router.
    await field.fill(stack.deployments.contracts.router)
    await page.getByTestId('safety-submit').click()
    await expect.poll(() => error.getAttribute('data-failure'), { timeout: 60_000 }).toBe('notToken')
    await field.fill(tokens.sellTax99.toLowerCase())
    await page.getByTestId('safety-submit').click()
    await page.getByTestId('safety-verdict').waitFor({ timeout: 90_000 })
    expect(await level()).toBe('danger')
    // The URL now holds the check, to be shared.
    const url = new URL(page.url())
    expect(url.pathname).toBe('/check')
    expect(url.searchParams.get('chain')).toBe(String(chainId))
    expect(url.searchParams.get('address')).toBe(getAddress(tokens.sellTax99))
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'check-tax-375.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('sums the check up on the Exchange before a buy of the token, with a link to the full check', async () => {
    const { page: exchange } = await openConnectedPage(stack, '/sw/ex', stack.accounts[1]!)
    const errors = watchConsoleErrors(exchange)
    await pickDexToken(exchange, 'exchange-token-out', tokens.upgradeableProxy, { search: true })
    const summary = exchange.getByTestId('exchange-safety')
    await summary.waitFor({ timeout: 90_000 })
    expect(await summary.getAttribute('data-level')).toBe('danger')
    const keys = await summary
      .getByTestId('safety-reason')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-key')))
    expect(keys.length).toBeLessThanOrEqual(3)
    expect(keys[0]).toBe('upgradeable')
    // The test trade is the exchange's own (TokenWarnings): the summary does not repeat it.
    expect(keys).not.toContain('taxMeasured')
    await exchange.getByTestId('exchange-safety-full').click()
    await exchange.getByTestId('safety-verdict').waitFor({ timeout: 90_000 })
    expect(new URL(exchange.url()).searchParams.get('address')).toBe(getAddress(tokens.upgradeableProxy))
    expectNoErrors(errors)
    await exchange.close()
  })

  it("says so when the chain's node does not answer, offers a retry, and runs once the node is back", async () => {
    const dead = await holdDeadRpcUrl()
    const storageKey = `tokenbox.rpcUrl.${chainId}`
    // A page of its own: the browser logs every refused request, which is what this test is about.
    const offline = await stack.context.newPage()
    try {
      await offline.goto(`${stack.baseUrl}/home`)
      await offline.evaluate(({ key, url }) => localStorage.setItem(key, url), {
        key: storageKey,
        url: dead.url,
      })
      await offline.goto(`${stack.baseUrl}/check?chain=${chainId}&address=${tokens.clean}`)
      const error = offline.getByTestId('safety-error')
      await error.waitFor({ timeout: 90_000 })
      expect(await error.getAttribute('data-failure')).toBe('network')
      expect(await error.textContent()).toContain("The chain's node did not answer.")
      // Retrying against the same dead node says the same, never a raw error. The retry asks the
      // node again; against a port that drops every connection at once its running state may
      // last too short a time to be seen, so the node's connections tell that it ran.
      const asked = dead.connections()
      await offline.getByTestId('safety-retry').click()
      await expect.poll(() => dead.connections()).toBeGreaterThan(asked)
      await error.waitFor({ timeout: 90_000 })
      expect(await offline.getByTestId('safety-verdict').count()).toBe(0)
      // The default node again: the same link runs the check.
      await offline.evaluate((key) => localStorage.removeItem(key), storageKey)
      await offline.reload()
      await offline.getByTestId('safety-verdict').waitFor({ timeout: 90_000 })
      expect(await offline.getByTestId('safety-verdict').getAttribute('data-level')).toBe('good')
    } finally {
      await offline.evaluate((key) => localStorage.removeItem(key), storageKey).catch(() => undefined)
      await offline.close()
      await dead.close()
    }
  })

  it("speaks the reader's language: the verdict and its reasons in Japanese", async () => {
    await page.evaluate(() => localStorage.setItem('tokenbox.language', 'ja'))
    try {
      await open(tokens.sellTax99)
      expect(await page.getByTestId('safety-verdict-title').textContent()).toBe('高リスク')
      expect(await reason('sellTaxHigh').textContent()).toMatch(/で測定した売却税は99%です。$/)
      await page.setViewportSize({ width: 375, height: 812 })
      await shoot(page, 'check-tax-375-ja.png', { fullPage: true })
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.evaluate(() => localStorage.removeItem('tokenbox.language'))
    }
  })

  it('logged no error in the browser', () => {
    expectNoErrors(consoleErrors)
  })
})
