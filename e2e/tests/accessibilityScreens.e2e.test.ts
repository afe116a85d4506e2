import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, type Hex, http, maxUint256, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import {
  type AllowedFinding,
  accessibilityFindings,
  describeFindings,
  failingFindings,
} from '../harness/checkAccessibility.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { navigateInApp, screenReady } from '../harness/screenNavigation.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

/**
 * Issue 77: the survey of every screen the suite photographs (E2E_AXE_LOG) made a check that fails.
 * accessibility.e2e.test.ts opens every route as it first shows, in four languages; this file goes
 * further into a representative set of screens, in English at 1440 px with the test wallet
 * connected, in the states the survey found problems in: a date picker open, the guided tour over a
 * form, an Earn pool with its reward fund, a table of live approvals, the donation QR code, the
 * console's forms. One browser page, moved by URL; each screen is judged once it has loaded and
 * stopped moving. No critical or serious axe finding (WCAG 2.1 A/AA) may remain but those
 * {@link allowed} below, each where it is and why (docs/accessibility.md).
 */

const adminPassword = 'accessibility screens e2e admin password'
/** The operator's donation address on the local chain: the donate page then shows its QR code. */
const donationAddress = '0x000000000000000000000000000000000000dEaD'

/**
 * What antd's date picker panel does that cannot be mended from here (its markup has no props for
 * it); each one is let pass only inside the open panel.
 */
const allowed = {
  timeColumns: {
    rule: 'scrollable-region-focusable',
    within: '.ant-picker-dropdown .ant-picker-time-panel-column',
    reason:
      "antd's hour and minute columns scroll under the mouse and hold no focusable item; the keyboard " +
      'types the time into the field instead (the lock walk in accessibility.e2e.test.ts does)',
  },
} satisfies Record<string, AllowedFinding>

describe('accessibility: representative screens in their working states (axe-core, WCAG 2.1 AA, en)', () => {
  let stack: Stack
  let page: Page
  let owner: Address

  beforeAll(async () => {
    stack = await startStack({
      serverEnv: { ADMIN_PASSWORD: adminPassword, DONATION_ADDRESS_31337: donationAddress },
    })
    const [deployer, first, second] = stack.accounts as [Address, Address, Address]
    owner = first
    const { usdt } = stack.deployments.contracts
    const wait = async (hash: Promise<Hex>) =>
      stack.publicClient.waitForTransactionReceipt({ hash: await hash })
    const client = (account: Address) =>
      createWalletClient({ account, chain: hardhat, transport: http(stack.rpcUrl) })
    // USDT to lock, to fund an Earn pool with, and one live approval for the approvals check.
    await wait(
      client(deployer).writeContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [owner, parseUnits('10000', 6)],
      }),
    )
    await wait(
      client(owner).writeContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [second, maxUint256],
      }),
    )
    ;({ page } = await openConnectedPage(stack, '/home', owner))
    await page.setViewportSize({ width: 1440, height: 900 })
  }, 300_000)

  afterAll(async () => {
    await stack?.stop()
  })

  /**
   * The screen as it is now: its critical and serious findings but the allowed ones, as a list a
   * person can act on (empty when there is nothing to fix). An allowance that lets nothing pass on
   * the screen it was given for is a problem too: it is no longer needed, and goes.
   */
  async function problemsOf(where: string, allowances: readonly AllowedFinding[] = []): Promise<string[]> {
    await animationsSettled(page)
    const findings = await accessibilityFindings(page, { allowed: allowances })
    const failing = failingFindings(findings)
    const used = new Set(findings.flatMap((finding) => finding.nodes.map((node) => node.allowed)))
    return [
      ...(failing.length > 0 ? [describeFindings(where, failing)] : []),
      ...allowances
        .filter((allowance) => !used.has(allowance))
        .map((allowance) => `${where}: nothing left to allow for ${allowance.rule} in ${allowance.within}`),
    ]
  }

  /** Opens `path` in the app (no reload) and waits for `ready`'s element and the screen's first reads. */
  async function open(path: string, ready: string): Promise<void> {
    await navigateInApp(page, path)
    await page.getByTestId(ready).first().waitFor({ timeout: 30_000 })
    await screenReady(page)
  }

  function expectNoProblems(problems: readonly string[]): void {
    expect(problems, problems.join('\n')).toEqual([])
  }

  it('the dashboard, token creation, Multi Sender, exchange, mining, inscription and the wallet tools', async () => {
    const problems: string[] = []
    for (const [path, ready] of [
      ['/home', 'hot-tools'],
      ['/co/st?t=0', 'create-token-form'],
      ['/wa/se', 'send-lines'],
      ['/sw/ex', 'exchange-amount-in'],
      ['/mi/st', 'mining-create-form'],
      ['/ins/pr', 'inscribe-deploy-form'],
      ['/wa/cr', 'create-wallets-form'],
      ['/wa/co', 'collect-page'],
      ['/wa/ch', 'check-wallets-form'],
    ] as const) {
      await open(path, ready)
      problems.push(...(await problemsOf(path)))
    }
    expectNoProblems(problems)
  })

  it('the lock form with its token facts and the date picker open', async () => {
    await open('/lo/id?t=0', 'create-lock-form')
    await page.getByTestId('lock-token').fill(stack.deployments.contracts.usdt)
    await page.getByTestId('lock-token-info').waitFor()
    await page.getByTestId('lock-amount').fill('100')
    const problems = await problemsOf('/lo/id?t=0 with USDT')
    await page.getByTestId('lock-unlock-at').click()
    await page
      .locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-time-panel')
      .waitFor()
    problems.push(...(await problemsOf('/lo/id?t=0, date picker open', [allowed.timeColumns])))
    await page.keyboard.press('Escape')
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'detached' })
    expectNoProblems(problems)
  })

  it("the lock tour's popover over the tab bar and over a form field", async () => {
    await open('/guide/index', 'guide-start-lock')
    await page.getByTestId('guide-start-lock').click()
    await page.waitForURL('**/lo/id?t=0')
    const problems: string[] = []
    for (const [step, inside] of [
      [1, 'lock-tabs'],
      [2, 'lock-token'],
    ] as const) {
      await page.locator('.driver-popover-progress-text', { hasText: `${step} of ` }).waitFor()
      // The step's element is highlighted (driver.js marks it): the field's form item around the
      // input, the tab bar inside the tabs.
      const testId = `[data-testid="${inside}"]`
      await page.locator(`.driver-active-element:has(${testId}), ${testId} .driver-active-element`).waitFor()
      problems.push(...(await problemsOf(`lock tour, step ${step} (${inside})`)))
      await page.locator('.driver-popover-next-btn').click()
    }
    await page.keyboard.press('Escape')
    await page.getByTestId('tour-popover').waitFor({ state: 'detached' })
    expectNoProblems(problems)
  })

  it('the presale list', async () => {
    await open('/la/st', 'launchpad-tabs')
    await page.locator('[data-testid="launchpad-tabs"] .ant-tabs-tab[data-node-key="LI"]').click()
    await page.getByTestId('presale-list-panel').waitFor()
    await screenReady(page)
    expectNoProblems(await problemsOf('/la/st, presale list'))
  })

  it('an Earn pool with its reward fund, created from the form', async () => {
    await open('/fi/ea', 'earn-create-form')
    await page.getByTestId('earn-token').fill(stack.deployments.contracts.usdt)
    await page.getByTestId('earn-token-info').waitFor()
    await page.getByTestId('earn-earlyFeePercent').fill('5')
    await page.getByTestId('earn-rewardFund').fill('100')
    const problems = await problemsOf('/fi/ea, create form filled in')
    await page.getByTestId('earn-create-submit').click()
    const outcome = page.locator('[data-testid="earn-created"], [data-testid="earn-create-error"]')
    await outcome.first().waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('earn-create-error').count()).toBe(0)
    problems.push(...(await problemsOf('/fi/ea, pool created')))
    // The created panel's link opens the pool (the same screen, its query naming the pool).
    await page.getByTestId('earn-created-open').click()
    await page.getByTestId('earn-fund-section').waitFor({ timeout: 30_000 })
    await page.getByTestId('earn-facts').waitFor()
    await screenReady(page)
    problems.push(...(await problemsOf('/fi/ea, the pool (its creator)')))
    expectNoProblems(problems)
  })

  it('the approvals check with a live approval', async () => {
    await open('/ot/ac', 'approvals-table')
    await page.locator('[data-testid="approvals-table"] tr[data-row-key]').first().waitFor()
    expectNoProblems(await problemsOf('/ot/ac with one approval'))
  })

  it('donate with its QR code', async () => {
    await open('/ot/do', 'donate-qr')
    expectNoProblems(await problemsOf('/ot/do'))
  })

  it("the console's login, dashboard and announcement form", async () => {
    await page.goto(`${stack.baseUrl}/admin/login`)
    await page.getByTestId('login-card').waitFor()
    const problems = await problemsOf('/admin/login')
    await page.getByTestId('login-username').fill('admin')
    await page.getByTestId('login-password').fill(adminPassword)
    await page.getByTestId('login-submit').click()
    await page.getByTestId('console-dashboard').waitFor()
    await screenReady(page)
    problems.push(...(await problemsOf('/admin/dashboard')))
    await open('/admin/announcements', 'articles-page')
    await page.getByTestId('articles-create').click()
    await page.getByTestId('article-form-title').waitFor()
    problems.push(...(await problemsOf('/admin/announcements, new announcement')))
    expectNoProblems(problems)
  })
})
