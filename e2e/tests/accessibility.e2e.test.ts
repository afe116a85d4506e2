import { type ConsoleRoute, consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { routeTable } from '@tokenbox/ui/routes/routeTable.ts'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { accessibilityFindings, describeFindings } from '../harness/checkAccessibility.ts'
import { forgetWallet } from '../harness/keyboardWalk.ts'
import { launchBrowser } from '../harness/launchBrowser.ts'
import { navigateInApp, screenReady } from '../harness/screenNavigation.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet } from '../harness/testWallet.ts'

/**
 * Issue 77 point 19: every route of the web app and every page of the admin console, in the four
 * languages, with no critical or serious axe-core violation of WCAG 2.1 A/AA, exactly one visible
 * `h1`, and the landmarks (main, banner, navigation). The routes come from the one route table, so
 * a new screen is checked the day it is added. docs/accessibility.md says what the theme does for
 * contrast and which rules, if any, are left out. The flows walked by keyboard alone are in
 * accessibilityKeyboard.e2e.test.ts.
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
})
