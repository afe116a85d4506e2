import { type ConsoleRoute, consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import { standardTokenAbi } from '@tokenbox/core/contracts/StandardToken.ts'
import { contrastRatio } from '@tokenbox/ui/contrast.ts'
import { routeTable } from '@tokenbox/ui/routes/routeTable.ts'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityFindings, describeFindings } from '../harness/checkAccessibility.ts'
import { launchBrowser } from '../harness/launchBrowser.ts'
import { navigateInApp, screenReady } from '../harness/screenNavigation.ts'
import { animationsSettled, shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet } from '../harness/testWallet.ts'

/**
 * Issue 77 point 19: every route of the web app and every page of the admin console, in the four
 * languages, with no critical or serious axe-core violation of WCAG 2.1 A/AA, exactly one visible
 * `h1`, and the landmarks (main, banner, navigation). The routes come from the one route table, so
 * a new screen is checked the day it is added. docs/accessibility.md says what the theme does for
 * contrast and which rules, if any, are left out. Keyboard: a standard token is created with Tab,
 * typing and Enter alone, and every element Tab stops on shows a visible focus.
 */

const languages = ['en', 'zh', 'es', 'ja'] as const
const adminPassword = 'accessibility e2e admin password'

/** Every screen row's URL (query variants included), built or not: each is a page a visitor can open. */
const webPaths = [
  ...new Set(
    routeTable.flatMap((row) =>
      row.kind === 'screen' ? [row.query ? `${row.path}?${new URLSearchParams(row.query)}` : row.path] : [],
    ),
  ),
]

/** Every page of the console (the server's route tree, its groups' children). */
const consolePaths = (function flatten(routes: readonly ConsoleRoute[]): string[] {
  return routes.flatMap((route) => (route.children ? flatten(route.children) : [route.path]))
})(consoleRoutes)

/** What one screen breaks: axe's critical and serious findings, the h1 count, the landmarks missing. */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  const findings = await accessibilityFindings(page)
  const failing = findings.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious')
  const structure = await page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility())
    return {
      h1: shown('h1').map((heading) => heading.textContent?.trim() ?? ''),
      main: shown('main, [role="main"]').length,
      banner: shown('header, [role="banner"]').length,
      navigation: shown('nav, [role="navigation"]').length,
    }
  })
  const problems = failing.length > 0 ? [describeFindings(where, failing)] : []
  if (structure.h1.length !== 1)
    problems.push(`${where}: ${structure.h1.length} visible h1 (${JSON.stringify(structure.h1)}), expected 1`)
  if (structure.main !== 1) problems.push(`${where}: ${structure.main} main landmarks, expected 1`)
  if (structure.banner < 1) problems.push(`${where}: no banner (header) landmark`)
  if (structure.navigation < 1) problems.push(`${where}: no navigation landmark`)
  return problems
}

/** One element the Tab key stopped on: its name for a report and how it looked while focused. */
type TabStop = { index: number; name: string; focusedLook: (string | null)[] }

/**
 * Runs in the page: how the element focus left (`previous`, an index into the page's list of stops)
 * looks now, unless it left the page or still has focus; with `target` (a CSS selector), the focused
 * element as a new stop (its name, its look, and whether it is `target`'s element or a part of it).
 * A look is the outline and box shadow of the element and of the two boxes around it (antd draws an
 * input's ring on its affix wrapper, a select's on its selector). A box that still holds the focus
 * has no unfocused look to read (null): an input's clear button and a picker's sit inside the ring's
 * box, which stays lit (antd's `:focus-within`) while they have focus. A box not drawn (transparent,
 * hidden) looks `not drawn`, whatever its outline.
 */
function probeFocus({ target, previous }: { target?: string; previous?: number }) {
  const look = (element: HTMLElement, focused: Element | null = null) =>
    [element, element.parentElement, element.parentElement?.parentElement]
      .filter((box): box is HTMLElement => box instanceof HTMLElement)
      .map((box) => {
        if (focused && box.contains(focused)) return null
        // A ring on a box nobody sees is no indicator: antd's radio buttons and checkboxes keep
        // their real input transparent over the control, and that input's ring is never drawn.
        if (!box.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 'not drawn'
        const style = getComputedStyle(box)
        const outline =
          style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
            ? 'none'
            : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        return `${outline} / ${style.boxShadow}`
      })
  const holder = window as unknown as { tabStops?: HTMLElement[] }
  holder.tabStops ??= []
  const stops = holder.tabStops
  const element = document.activeElement
  const left = previous === undefined ? undefined : stops[previous]
  const previousLook = left?.isConnected && left !== element ? look(left, element) : undefined
  if (target === undefined || !(element instanceof HTMLElement) || element === document.body)
    return { previousLook, stop: undefined }
  stops.push(element)
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
  const testId = element.dataset.testid ? `[${element.dataset.testid}]` : ''
  return {
    previousLook,
    stop: {
      index: stops.length - 1,
      name: `${element.tagName.toLowerCase()}${testId} "${label}"`,
      focusedLook: look(element),
      // The element or a part of it (a button's inner span), never a box around it: the tab panel
      // (tabindex 0, as WAI-ARIA's tabs have it) holds the whole form.
      reached: element.closest(target) !== null,
    },
  }
}

/**
 * The best contrast against white of the colours a look draws (its outline and shadows; a
 * translucent colour as it shows on white).
 */
function indicatorContrast(look: string): number {
  const colours = [...look.matchAll(/rgba?\(([^)]*)\)/g)].map((match) => {
    const [r = 0, g = 0, b = 0, alpha = 1] = (match[1] ?? '').split(',').map((part) => Number(part))
    const onWhite = [r, g, b].map((channel) => Math.round(channel * alpha + 255 * (1 - alpha)))
    return `#${onWhite.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
  })
  return Math.max(0, ...colours.map((colour) => contrastRatio(colour, '#ffffff')))
}

/**
 * A keyboard user's walk through a page: {@link KeyboardWalk.tabTo} presses Tab until the element
 * with a test id has focus, and every element it stops on is judged for a visible focus indicator:
 * its look (see {@link probeFocus}) differs focused from unfocused, read once focus has moved on,
 * in a colour of 3:1 on white. Where the unfocused look cannot be read (the connect dialog's button,
 * gone with the dialog), a focused outline or shadow of that contrast suffices. {@link KeyboardWalk.withoutFocus} lists those that showed none.
 */
class KeyboardWalk {
  private readonly page: Page
  private pending: TabStop | undefined
  private readonly missing: string[] = []

  constructor(page: Page) {
    this.page = page
  }

  /**
   * Presses Tab (Shift+Tab with `backwards`) until `testId`'s element has focus (at most 120
   * presses).
   */
  async tabTo(testId: string, options: { backwards?: boolean } = {}): Promise<void> {
    await this.tabToMatch(`[data-testid="${testId}"]`, options)
  }

  /** {@link KeyboardWalk.tabTo} for an element without a test id, by a CSS selector (antd's tabs). */
  async tabToMatch(selector: string, { backwards = false }: { backwards?: boolean } = {}): Promise<void> {
    const passed: string[] = []
    for (let presses = 0; presses < 120; presses++) {
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
      // Focus rings fade in and out (antd's transitions): both looks are read once they have ended.
      await animationsSettled(this.page)
      const { previousLook, stop } = await this.page.evaluate(probeFocus, {
        target: selector,
        previous: this.pending?.index,
      })
      this.judge(previousLook)
      this.pending = stop
      if (stop?.reached) return
      passed.push(stop?.name ?? 'body')
    }
    throw new Error(
      `120 presses of Tab did not reach ${selector}; the last stops: ${passed.slice(-8).join(', ')}`,
    )
  }

  /** The elements that showed no focus indicator, the last stop judged now (from where focus is). */
  async withoutFocus(): Promise<string[]> {
    await animationsSettled(this.page)
    const { previousLook } = await this.page.evaluate(probeFocus, { previous: this.pending?.index })
    this.judge(previousLook)
    return this.missing
  }

  /**
   * Judges the pending stop, given how it looks unfocused (undefined, or null for a box: not
   * readable, so that box counts by its focused look alone).
   */
  private judge(unfocusedLook: (string | null)[] | undefined): void {
    const stop = this.pending
    if (!stop) return
    this.pending = undefined
    const changed = stop.focusedLook.filter(
      (look, box): look is string =>
        look !== null &&
        look !== 'none / none' &&
        look !== 'not drawn' &&
        look !== (unfocusedLook?.[box] ?? null),
    )
    // Visible is 3:1 against the white it is drawn on (WCAG 2.1 1.4.11), not merely different: a
    // ring in the brand's light tint changed the look at 1.4:1.
    const shown = changed.some((look) => indicatorContrast(look) >= 3)
    if (!shown) this.missing.push(`${stop.name} (${stop.focusedLook.join(' | ')})`)
  }
}

/**
 * Opens every page as a fresh visitor's: no remembered wallet connection (wagmi's stored state and
 * the app's "disconnected" mark), so a page is connected by hand or stays without a wallet.
 */
function forgetWallet(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('wagmi')) localStorage.removeItem(key)
  localStorage.setItem('tokenbox.wallet.userDisconnected', '1')
}

/** Fails with every screen's problems at once, so one run lists all there is to fix. */
function expectNoProblems(problems: readonly string[]): void {
  expect(problems, problems.join('\n')).toEqual([])
}

describe('accessibility: every route in four languages (axe-core, WCAG 2.1 AA)', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { ADMIN_PASSWORD: adminPassword } })
    // One wallet for the file's pages (a context takes one): connected by hand where a test wants it.
    await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[0]! })
  }, 300_000)

  afterAll(async () => {
    await stack?.stop()
  })

  /**
   * The web app's routes in `language`, with the test wallet connected (the tools' forms) or not
   * (their connect prompts). The tags view is off: kept tabs are hidden screens axe would walk
   * past at a cost, and the tab bar itself is checked with tabs open below.
   */
  async function checkWebRoutes(language: string, connected: boolean): Promise<string[]> {
    const settings = (code: string) => {
      localStorage.setItem('tokenbox.language', code)
      localStorage.setItem('tokenbox.settings', JSON.stringify({ tagsView: false }))
    }
    // A browser of its own, as a first visit: nothing the file's other pages connected or stored.
    const browser = await launchBrowser()
    await installTestWallet(browser.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[0]! })
    try {
      const page = await browser.context.newPage()
      await page.addInitScript(settings, language)
      await page.addInitScript(forgetWallet)
      // The desktop width first: the header's buttons are laid out for it before anything is clicked.
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${stack.baseUrl}/home`)
      if (connected) {
        await page.getByTestId('connect-wallet').click()
        await page.getByTestId('connector-org.tokenbox.testwallet').click()
        await page.getByTestId('account-address').waitFor()
      }
      const problems: string[] = []
      for (const path of webPaths) {
        await navigateInApp(page, path)
        await screenReady(page)
        problems.push(
          ...(await problemsOf(page, `${path} (${language}, ${connected ? 'connected' : 'no wallet'})`)),
        )
        // The brand's shades where they show most (E2E_SCREENSHOTS=1): the dashboard and a tool's form.
        if (connected && (path === '/home' || path === '/co/mk?t=0'))
          await shoot(page, `a11y-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-1440-${language}.png`)
      }
      return problems
    } finally {
      await browser.close()
    }
  }

  // A language's two walks go side by side, each in its own browser context: a walk spends about
  // half its time waiting on the page (a lazy screen's code, React revealing it at its own pace),
  // and the other walk's work fills those waits (the file's longest part: 8 walks of 64 screens).
  for (const language of languages) {
    it(`has no serious violation on any route in ${language}, with the wallet connected and without`, async () => {
      const walks = await Promise.allSettled([
        checkWebRoutes(language, true),
        checkWebRoutes(language, false),
      ])
      expectNoProblems(
        walks.flatMap((walk) => (walk.status === 'fulfilled' ? walk.value : [String(walk.reason)])),
      )
    }, 300_000)
  }

  it('has no serious violation at 375 px (drawer open) nor with tabs open, in English', async () => {
    const page = await stack.context.newPage()
    await page.addInitScript(() => {
      localStorage.setItem('tokenbox.language', 'en')
      localStorage.setItem('tokenbox.settings', JSON.stringify({ tagsView: true }))
    })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/home`)
    for (const path of ['/co/st?t=0', '/lo/id?t=0', '/wa/se', '/home']) {
      await navigateInApp(page, path)
      await screenReady(page)
    }
    await page.getByTestId('tags-view-tab').nth(3).waitFor()
    const problems = await problemsOf(page, '/home with four tabs (en, 1440 px)')
    await page.setViewportSize({ width: 375, height: 812 })
    for (const path of ['/home', '/co/st?t=0', '/sw/ex']) {
      await navigateInApp(page, path)
      await screenReady(page)
      problems.push(...(await problemsOf(page, `${path} (en, 375 px)`)))
      await shoot(page, `a11y-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-375-en.png`)
    }
    await page.getByTestId('menu-button').click()
    await page.getByTestId('nav-drawer-body').waitFor()
    await animationsSettled(page)
    const drawer = await accessibilityFindings(page, { include: '.tb-nav-drawer' })
    const failing = drawer.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious')
    if (failing.length > 0) problems.push(describeFindings('navigation drawer (en, 375 px)', failing))
    await page.close()
    expectNoProblems(problems)
  })

  for (const language of languages) {
    it(`has no serious violation on the console's login and pages in ${language}`, async () => {
      const page = await stack.context.newPage()
      await page.addInitScript((code) => localStorage.setItem('tokenbox.language', code), language)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${stack.baseUrl}/admin/login`)
      await page.getByTestId('login-card').waitFor()
      await animationsSettled(page)
      // The login page stands alone: no header or menu to land on, so only its heading and main count.
      const login = (await problemsOf(page, `/admin/login (${language})`)).filter(
        (problem) => !/no (banner|navigation)/.test(problem),
      )
      await page.getByTestId('login-username').fill('admin')
      await page.getByTestId('login-password').fill(adminPassword)
      await page.getByTestId('login-submit').click()
      await page.getByTestId('console-dashboard').waitFor()
      const problems = [...login]
      for (const path of consolePaths) {
        await navigateInApp(page, `/admin${path}`)
        await screenReady(page)
        problems.push(...(await problemsOf(page, `/admin${path} (${language})`)))
      }
      // Signed out again, so the next language starts at the login page.
      await page.context().clearCookies()
      await page.close()
      expectNoProblems(problems)
    }, 300_000)
  }

  /**
   * A first visit to `path` in English at 1440 px (a browser of its own: nothing remembered of the
   * other tests' connections), with the test wallet of `account` connected by the keyboard alone:
   * Tab to the header's button, Enter; Tab to the test wallet in the dialog, Enter. `ready`: the
   * test id to wait for first, so the walk starts on the screen as the user sees it.
   */
  async function connectByKeyboard(path: string, account: Address, ready: string) {
    const browser = await launchBrowser()
    const wallet = await installTestWallet(browser.context, { rpcUrl: stack.rpcUrl, account })
    const page = await browser.context.newPage()
    await page.addInitScript(() => localStorage.setItem('tokenbox.language', 'en'))
    await page.addInitScript(forgetWallet)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}${path}`)
    await page.getByTestId(ready).waitFor()
    const walk = new KeyboardWalk(page)
    await walk.tabTo('connect-wallet')
    await page.keyboard.press('Enter')
    await page.getByTestId('connector-org.tokenbox.testwallet').waitFor()
    await walk.tabTo('connector-org.tokenbox.testwallet')
    await page.keyboard.press('Enter')
    await page.getByTestId('account-address').waitFor()
    return { browser, page, wallet, walk }
  }

  /** Gives `account` USDT of the deployer's (dev account 0, which holds the sample stablecoins). */
  async function giveUsdt(account: Address, amount: bigint): Promise<void> {
    const deployer = createWalletClient({
      account: stack.accounts[0]!,
      chain: hardhat,
      transport: http(stack.rpcUrl),
    })
    const hash = await deployer.writeContract({
      address: stack.deployments.contracts.usdt,
      abi: sampleStablecoinAbi,
      functionName: 'transfer',
      args: [account, amount],
    })
    await stack.publicClient.waitForTransactionReceipt({ hash })
  }

  const usdtBalance = (account: Address) =>
    stack.publicClient.readContract({
      address: stack.deployments.contracts.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })

  it('creates a standard token by keyboard alone, with a visible focus on every stop', async () => {
    const { browser, page, wallet, walk } = await connectByKeyboard(
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
    const { browser, page, wallet, walk } = await connectByKeyboard('/wa/se', sender, 'connect-wallet')
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
    const { browser, page, wallet, walk } = await connectByKeyboard('/lo/id?t=0', owner, 'connect-wallet')
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
})
