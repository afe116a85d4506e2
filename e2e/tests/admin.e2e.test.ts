import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack } from '../harness/startStack.ts'

const screenshots = join(import.meta.dirname, '../screenshots')
const adminPassword = 'console e2e admin password'
/** Long enough for the steps before the expiry test, short enough to wait out in it. */
const tokenTtlSeconds = 60

const tabPaths = (page: Page) =>
  page.getByTestId('tags-view-tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-path')))

async function logIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByTestId('login-username').fill(`  ${username} `)
  await page.getByTestId('login-password').fill(password)
  await page.getByTestId('login-submit').click()
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400)
  await page.screenshot({ path: join(screenshots, `${name}-1440.png`) })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.waitForTimeout(400)
  await page.screenshot({ path: join(screenshots, `${name}-375.png`) })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.waitForTimeout(200)
}

describe('admin console on the local stack', () => {
  let stack: Stack
  let page: Page
  const pageErrors: string[] = []

  beforeAll(async () => {
    stack = await startStack({
      serverEnv: { ADMIN_PASSWORD: adminPassword, ADMIN_TOKEN_TTL: String(tokenTtlSeconds) },
    })
    page = await stack.context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setViewportSize({ width: 1440, height: 900 })
    mkdirSync(screenshots, { recursive: true })
  }, 240_000)

  afterAll(async () => {
    await stack?.stop()
  })

  it('sends a visitor without a token to the login, keeping where they were going', async () => {
    await page.goto(`${stack.baseUrl}/admin/feedback`)
    await page.waitForURL('**/admin/login?redirect=%2Ffeedback')
    await page.getByTestId('login-card').waitFor()
    await shoot(page, 'admin-login')
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
    await shoot(page, 'admin-dashboard')
  })

  it('sends a signed-in operator from /admin/login to the dashboard', async () => {
    await page.goto(`${stack.baseUrl}/admin/login`)
    await page.waitForURL('**/admin/dashboard')
  })

  it('logs out: token gone, tabs closed, back to the login', async () => {
    await page.getByTestId('user-menu').click()
    await page.getByTestId('logout-button').click()
    await page.waitForURL('**/admin/login**')
    expect(await page.evaluate(() => document.cookie)).not.toContain('Admin-Token=')
    await page.goto(`${stack.baseUrl}/admin/dashboard`)
    await page.waitForURL('**/admin/login?redirect=%2Fdashboard')
  })

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([])
  })
})
