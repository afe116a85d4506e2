import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { screenshotsEnabled, shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

const adminPassword = 'console e2e admin password'

/** In-app navigation, as a menu click does it (no reload). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const tabPaths = (page: Page) =>
  page.getByTestId('tags-view-tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-path')))

async function logIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByTestId('login-username').fill(`  ${username} `)
  await page.getByTestId('login-password').fill(password)
  await page.getByTestId('login-submit').click()
}

/** The console's screen at 1440 and 375 px, when screenshots are on; the viewport ends at 1440. */
async function shootBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsEnabled) return
  await shoot(page, `${name}-1440.png`)
  await page.setViewportSize({ width: 375, height: 812 })
  await shoot(page, `${name}-375.png`)
  await page.setViewportSize({ width: 1440, height: 900 })
  await animationsSettled(page)
}

describe('admin console on the local stack', () => {
  let stack: Stack
  let page: Page
  const pageErrors: string[] = []

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { ADMIN_PASSWORD: adminPassword } })
    page = await stack.context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setViewportSize({ width: 1440, height: 900 })
  }, 240_000)

  afterAll(async () => {
    await stack?.stop()
  })

  it('sends a visitor without a token to the login, keeping where they were going', async () => {
    await page.goto(`${stack.baseUrl}/admin/feedback`)
    await page.waitForURL('**/admin/login?redirect=%2Ffeedback')
    await page.getByTestId('login-card').waitFor()
    await shootBothWidths(page, 'admin-login')
  })

  it('refuses a wrong password with the spec message and keeps the form', async () => {
    await logIn(page, stack.baseUrl, 'admin', 'not the password')
    await page.locator('.ant-message').getByText('Account and password are incorrect.').waitFor()
    expect(page.url()).toContain('/admin/login')
    expect(await page.getByTestId('login-username').inputValue()).toBe('  admin ')
  })

  it('signs the first admin in (username trimmed) and shows the dashboard with its tab pinned', async () => {
    await logIn(page, stack.baseUrl, 'admin', adminPassword)
    await page.waitForURL('**/admin/dashboard')
    await page.getByTestId('console-dashboard').waitFor()
    expect(await tabPaths(page)).toEqual(['/dashboard'])
    expect(await page.getByTestId('console-menu').textContent()).toContain('Dashboard')
    await shootBothWidths(page, 'admin-dashboard')
  })

  it('sends a signed-in operator from /admin/login to the dashboard', async () => {
    await page.goto(`${stack.baseUrl}/admin/login`)
    await page.waitForURL('**/admin/dashboard')
  })

  it("keeps the console's token out of the public app's reach, and still works (issue 76)", async () => {
    // The server's cookie: HttpOnly, sent only to the admin API, never by another site.
    const [cookie] = (await stack.context.cookies(`${stack.baseUrl}/prod-api/`)).filter(
      (entry) => entry.name === 'Admin-Token',
    )
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/prod-api', secure: false })
    const token = cookie?.value ?? ''
    expect(token.length).toBeGreaterThan(20)
    // The public app's home page, in a tab of the same browser: its scripts see no admin token.
    const visitor = await stack.context.newPage()
    await visitor.goto(`${stack.baseUrl}/`)
    await visitor.waitForURL('**/home')
    await visitor.getByRole('heading', { name: 'Welcome to TokenBox' }).waitFor()
    const seen = await visitor.evaluate(() => document.cookie)
    expect(seen).not.toContain('Admin-Token')
    expect(seen).not.toContain(token)
    // The cookie alone is no credential: without the console's header a request is refused.
    const refused = await visitor.evaluate(async () => {
      const answer = await fetch('/prod-api/vue-element-admin/roles')
      return ((await answer.json()) as { code: number }).code
    })
    expect(refused).toBe(40003)
    await visitor.close()
    // The console, loaded afresh, learns from the server that its session is live and lists users.
    await page.goto(`${stack.baseUrl}/admin/system/users`)
    await page.getByTestId('users-page').locator('td', { hasText: 'admin' }).first().waitFor()
    expect(await page.evaluate(() => document.cookie)).not.toContain(token)
    await page.goto(`${stack.baseUrl}/admin/dashboard`)
    await page.getByTestId('console-dashboard').waitFor()
  })

  let editorPassword = ''

  it('creates an editor on the users page; the generated password is shown once', async () => {
    await page.getByTestId('console-menu').getByText('System').click()
    await page.getByTestId('console-menu-Users').click()
    await page.waitForURL('**/admin/system/users')
    await page.getByTestId('users-page').locator('td', { hasText: 'admin' }).first().waitFor()
    await page.getByTestId('users-create').click()
    await page.getByTestId('user-form-username').fill('editor1')
    await page.getByTestId('user-form-name').fill('Eddie Editor')
    await page.getByTestId('user-form-roles').click()
    await page.locator('.ant-select-item-option').getByText('Editor', { exact: true }).click()
    await page.keyboard.press('Escape')
    await page.getByTestId('user-form-save').click()
    const shown = page.getByTestId('one-time-password')
    await shown.waitFor()
    editorPassword = (await shown.textContent())?.trim() ?? ''
    expect(editorPassword.length).toBeGreaterThanOrEqual(12)
    await shootBothWidths(page, 'admin-users')
    await page.getByRole('button', { name: 'I have saved it' }).click()
    await page.getByTestId('users-page').getByText('Eddie Editor').waitFor()
    expect(await tabPaths(page)).toEqual(['/dashboard', '/system/users'])
  })

  it('shows the roles with their pages as a checkable route tree', async () => {
    await navigateInApp(page, '/admin/system/roles')
    await page.getByTestId('role-edit-editor').click()
    await page.getByTestId('role-form').getByText('Feedback').waitFor()
    await shootBothWidths(page, 'admin-roles')
    await page.keyboard.press('Escape')
  })

  it('shows the feedback sent from the public form in the inbox, and marks it handled', async () => {
    // A visitor sends it through the public Feedback page, in a tab of their own.
    const visitor = await stack.context.newPage()
    await visitor.goto(`${stack.baseUrl}/issue/index`)
    await visitor.getByTestId('feedback-form').waitFor()
    await visitor.getByTestId('feedback-category').click()
    await visitor
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Bug report' })
      .click()
    await visitor.getByTestId('feedback-description').fill('The console e2e says hello from the public form')
    await visitor.getByTestId('feedback-email').fill('visitor@example.com')
    const [posted] = await Promise.all([
      visitor.waitForResponse((response) => response.url().endsWith('/api/v1/web/feedback')),
      visitor.getByTestId('feedback-submit').click(),
    ])
    await visitor.getByTestId('feedback-sent').waitFor()
    const sent = (await posted.json()) as { status: string; data: { id: number } }
    await visitor.close()
    expect(sent.status).toBe('1')
    await page.getByTestId('console-menu-Feedback').click()
    await page.waitForURL('**/admin/feedback')
    const row = page.getByTestId('feedback-page').locator('tr', { hasText: 'hello from the public form' })
    await row.waitFor()
    expect(await row.textContent()).toContain('visitor@example.com')
    await page.getByTestId(`feedback-handle-${sent.data.id}`).click()
    await row.getByText('Handled').waitFor()
    await shootBothWidths(page, 'admin-feedback')
  })

  it('sets a VIP level that the public lookup then answers', async () => {
    const address = stack.accounts[3]!
    const lookup = () =>
      page.evaluate(async (query) => {
        const response = await fetch(`/api/v1/web/vip/info?${query}`)
        return ((await response.json()) as { data: { vip: number } }).data.vip
      }, `address=${address}&chain=56`)
    expect(await lookup()).toBe(0)
    await page.getByTestId('console-menu-Vip').click()
    await page.getByTestId('vip-set').click()
    await page.getByTestId('vip-form-address').fill(address)
    await page.getByTestId('vip-form-chain').fill('56')
    await page.getByTestId('vip-form-level').fill('3')
    await page.getByTestId('vip-form-save').click()
    await page.getByTestId('vip-page').locator('tr', { hasText: address }).waitFor()
    expect(await lookup()).toBe(3)
  })

  it('publishes an announcement and sees it on the console dashboard and the public one', async () => {
    await page.getByTestId('console-menu-Announcements').click()
    await page.getByTestId('articles-create').click()
    // No region is preset (the template's leftover 'USA' default is gone): saving asks for one.
    const region = page.getByTestId('article-form').locator('.ant-form-item', { hasText: 'Region' })
    expect(await region.textContent()).not.toContain('USA')
    await page.getByTestId('article-form-title').fill('Console e2e: maintenance on Sunday')
    await page.getByTestId('article-form-save').click()
    await region
      .locator('.ant-form-item-explain-error', { hasText: 'Choose the region the announcement is for' })
      .waitFor()
    await page.getByTestId('article-form-type').click()
    await page.locator('.ant-select-item-option').getByText('Europe', { exact: true }).click()
    await page.getByTestId('article-form-status').getByText('Published').click()
    await page.getByTestId('article-form-content').fill('The explorer proxy restarts at 02:00 UTC.')
    await page.getByTestId('article-form-save').click()
    await page.getByTestId('articles-page').getByText('Console e2e: maintenance on Sunday').waitFor()
    await page.getByTestId('console-menu-Dashboard').click()
    await page.getByTestId('dashboard-articles').getByText('Console e2e: maintenance on Sunday').waitFor()
    await expect.poll(() => page.getByTestId('dashboard-total-openFeedback').textContent()).toContain('0')
    expect(await page.getByTestId('dashboard-total-vipLevels').textContent()).toContain('1')
    await page.getByTestId('chart-feedback').waitFor()
    await shootBothWidths(page, 'admin-dashboard-stats')
    // Visitors see it on the public dashboard, with its text.
    const visitor = await stack.context.newPage()
    await visitor.goto(`${stack.baseUrl}/home`)
    const panel = visitor.getByTestId('announcements')
    await panel.getByText('Console e2e: maintenance on Sunday').waitFor()
    await visitor.close()
  })

  it("lists reported deployments by the created contract and the template's name", async () => {
    const { chainId } = stack.chains[0]
    const { accounts } = stack
    const { contracts } = stack.deployments
    // What the token and lock screens report after their transactions (core reportDeployment).
    const report = (body: Record<string, unknown>) =>
      fetch(`${stack.baseUrl}/api/v1/web/deployments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chainId, deployer: accounts[1], ...body }),
      }).then((response) => response.status)
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(
      await report({ kind: 'token', template: 'meme', address: token, txHash: `0x${'1a'.repeat(32)}` }),
    ).toBe(200)
    expect(await report({ kind: 'lock', address: contracts.lock, txHash: `0x${'2b'.repeat(32)}` })).toBe(200)
    await page.getByTestId('console-menu-Deployments').click()
    await page.waitForURL('**/admin/deployments')
    const rows = page.getByTestId('deployments-page').locator('tbody tr')
    const memeRow = rows.filter({ hasText: token.toLowerCase() })
    await memeRow.getByTestId('deployment-template').getByText('MEME Coin', { exact: true }).waitFor()
    const lockRow = rows.filter({ hasText: contracts.lock.toLowerCase() })
    await lockRow.getByTestId('deployment-template').getByText('Token lock', { exact: true }).waitFor()
    await shootBothWidths(page, 'admin-deployments')
  })

  it('uploads an image and lists it with its /uploads/ URL', async () => {
    await page.getByTestId('console-menu-Uploads').click()
    await page.waitForURL('**/admin/uploads')
    // A 1 x 1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    await page
      .getByTestId('uploads-page')
      .locator('input[type=file]')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png })
    const row = page.getByTestId('uploads-page').locator('tr', { hasText: 'dot.png' })
    await row.waitFor()
    expect(await row.textContent()).toMatch(/\/uploads\/[0-9a-f]{64}\.png/)
  })

  it('lets the admin view the console as an editor and come back; tabs close on each switch', async () => {
    await page.getByTestId('user-menu').click()
    await page.getByTestId('view-as-editor').click()
    await page.waitForURL('**/admin/dashboard')
    await expect.poll(() => page.getByTestId('dashboard-role').allTextContents()).toEqual(['Editor'])
    expect(await page.getByTestId('console-menu-Users').count()).toBe(0)
    expect(await tabPaths(page)).toEqual(['/dashboard'])
    // Nothing of the previous session's requests (the dashboard asked with the old token while
    // the switch was on its way) may open the 'Confirm logout' dialog over the new one.
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0)
    await page.getByTestId('user-menu').click()
    await page.getByTestId('view-as-admin').click()
    await expect.poll(() => page.getByTestId('dashboard-role').allTextContents()).toEqual(['Administrator'])
    await page.getByTestId('console-menu').getByText('System').waitFor()
    expect(await tabPaths(page)).toEqual(['/dashboard'])
  })

  it('speaks the four languages', async () => {
    const dashboardItem = page.getByTestId('console-menu-Dashboard')
    for (const [language, dashboard] of [
      ['zh', '首页'],
      ['ja', 'ダッシュボード'],
      ['es', 'Panel'],
      ['en', 'Dashboard'],
    ] as const) {
      await page.getByTestId('language-switch').click()
      await page.getByTestId(`language-${language}`).filter({ visible: true }).click()
      await expect.poll(() => dashboardItem.textContent()).toBe(dashboard)
      // the picker has closed before it is opened again for the next language
      await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' })
      if (language === 'zh') await shootBothWidths(page, 'admin-dashboard-zh')
    }
  })

  it('logs out: token gone, tabs closed, back to the login', async () => {
    await page.getByTestId('user-menu').click()
    await page.getByTestId('logout-button').click()
    await page.waitForURL('**/admin/login**')
    expect(await page.evaluate(() => document.cookie)).not.toContain('Admin-Token=')
    // The server cleared its HttpOnly cookie (the page cannot).
    const cookies = await stack.context.cookies(`${stack.baseUrl}/prod-api/`)
    expect(cookies.filter((entry) => entry.name === 'Admin-Token')).toEqual([])
    await page.goto(`${stack.baseUrl}/admin/dashboard`)
    await page.waitForURL('**/admin/login?redirect=%2Fdashboard')
  })

  it('signs the editor in without the roles, users and launchpad fee pages, in the menu or by URL', async () => {
    await logIn(page, stack.baseUrl, 'editor1', editorPassword)
    await page.waitForURL('**/admin/dashboard')
    await page.getByTestId('console-dashboard').waitFor()
    expect(await tabPaths(page)).toEqual(['/dashboard'])
    const menu = await page.getByTestId('console-menu').textContent()
    expect(menu).toContain('Dashboard')
    expect(menu).not.toContain('System')
    expect(menu).not.toContain('Launchpad fees')
    expect(await page.getByTestId('console-menu-Users').count()).toBe(0)
    expect(await page.getByTestId('console-menu-Roles').count()).toBe(0)
    for (const path of ['/admin/system/users', '/admin/system/roles', '/admin/launchpad-fees']) {
      await page.goto(`${stack.baseUrl}${path}`)
      await page.getByTestId('console-not-found').waitFor()
      expect(await page.getByTestId('users-page').count()).toBe(0)
    }
    await shootBothWidths(page, 'admin-editor-not-found')
  })

  it("an expired token gets the 'Confirm logout' dialog; Re-Login returns to the login", async () => {
    await page.getByTestId('user-menu').click()
    await page.getByTestId('logout-button').click()
    await page.waitForURL('**/admin/login**')
    await logIn(page, stack.baseUrl, 'admin', adminPassword)
    await page.waitForURL('**/admin/dashboard')
    await navigateInApp(page, '/admin/system/users')
    await page.getByTestId('users-page').getByText('Eddie Editor').waitFor()
    const database = new DatabaseSync(join(stack.dataDir, 'tokenbox.db'))
    try {
      database.prepare("UPDATE admin_tokens SET expires_at = '2000-01-01T00:00:00.000Z'").run()
    } finally {
      database.close()
    }
    await page.getByTestId('users-search').locator('input').fill('eddie')
    await page.getByTestId('users-search').locator('input').press('Enter')
    await page.locator('.ant-message').getByText('Your login has expired, please log in again.').waitFor()
    const dialog = page.locator('.ant-modal-confirm')
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Confirm logout' }).waitFor()
    expect(await dialog.count()).toBe(1)
    await dialog
      .getByText('You have been logged out, you can cancel to stay on this page, or log in again')
      .waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor()
    await shootBothWidths(page, 'admin-expired')
    await page.getByTestId('relogin-button').click()
    await page.waitForURL('**/admin/login?redirect=%2Fsystem%2Fusers')
    expect(await page.evaluate(() => document.cookie)).not.toContain('Admin-Token=')
  })

  it('raised no page errors', () => {
    expectNoErrors(pageErrors)
  })
})
