import { readableShade } from '@tokenbox/ui/contrast.ts'
import { lightSurfaces } from '@tokenbox/ui/theme.ts'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'
import { installTestWallet } from '../harness/testWallet.ts'

const tabTitles = (page: Page) => page.getByTestId('tags-view-tab').allTextContents()
const tab = (page: Page, path: string) => page.locator(`[data-testid="tags-view-tab"][data-path="${path}"]`)

/**
 * Waits until the page's tab is the active one: the screen the router committed, which the address
 * bar can run ahead of (the URL changes when a navigation starts; the page shows it when React
 * commits it). A test that navigates again before that races the app's own navigation.
 */
async function activeTab(page: Page, path: string): Promise<void> {
  const active = page.locator(`[data-testid="tags-view-tab"][data-path="${path}"][data-active="true"]`)
  try {
    await active.waitFor()
  } catch (error) {
    const tabs = await page
      .getByTestId('tags-view-tab')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.getAttribute('data-path')}:${node.getAttribute('data-active')}`),
      )
    throw new Error(`the tab of ${path} is not active: at ${page.url()}, tabs ${tabs.join(' ')}`, {
      cause: error,
    })
  }
}

/**
 * In-app navigation, as a menu link does it: the router hears popstate, the page is not
 * reloaded. Waits until the page's tab is the active one, as a user would before moving on.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await activeTab(page, path)
}

/** Opens the settings panel (a screenshot waits for its slide-in itself; a click waits for it to stand still). */
async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click()
  await page.getByTestId('settings-drawer').waitFor()
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' })
}

describe('tabs and settings on the local stack', () => {
  let stack: Stack
  let page: Page
  const consoleErrors: string[] = []

  beforeAll(async () => {
    stack = await startStack()
    // A wallet in the browser, as our visitors have: without one the no-wallet notice covers
    // the top right corner (the panel's) for 30 s after each load.
    await installTestWallet(stack.context, { rpcUrl: stack.rpcUrl, account: stack.accounts[1]! })
    page = await stack.context.newPage()
    page.on('console', (message) => {
      // Not about these features, and checked where they belong: antd's deprecation notices
      // about other screens' props, and React's setState-in-render warning raised by the
      // wallet's startup under wagmi's Hydrate (reported to the wallet's owner).
      const text = message.text()
      const elsewhere = text.startsWith('Warning: [antd:') || text.startsWith('Cannot update a component')
      if (message.type() === 'error' && !elsewhere) {
        consoleErrors.push(text)
      }
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    // Names the resource behind a "Failed to load resource" console line.
    page.on('response', (response) => {
      if (response.status() >= 400) consoleErrors.push(`${response.status()} ${response.url()}`)
    })
    await stack.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl })
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('opens a tab per visited page, with the dashboard pinned', async () => {
    await page.goto(`${stack.baseUrl}/home`)
    await page.getByTestId('tags-view').waitFor()
    expect(await tabTitles(page)).toEqual(['Dashboard'])
    expect(await tab(page, '/home').getByTestId('tags-view-close').count()).toBe(0)
    await navigateInApp(page, '/wa/se')
    await navigateInApp(page, '/ot/un')
    await navigateInApp(page, '/wa/co')
    await navigateInApp(page, '/wa/se')
    await expect
      .poll(() => tabTitles(page))
      .toEqual(['Dashboard', 'Multi Sender', 'Unit Converter', 'Token Collection'])
    expect(await tab(page, '/wa/se').getAttribute('data-active')).toBe('true')
    await shoot(page, 'tags-view-1440.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'tags-view-375.png')
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('closes the other tabs from the context menu, keeping the dashboard', async () => {
    await tab(page, '/ot/un').click({ button: 'right' })
    await page.getByTestId('tags-menu-close-others').click()
    await page.waitForURL('**/ot/un')
    await activeTab(page, '/ot/un')
    await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Unit Converter'])
  })

  it('closes a tab with its button: the page falls back to the last tab left', async () => {
    await navigateInApp(page, '/wa/se')
    await tab(page, '/wa/se').getByTestId('tags-view-close').click()
    await page.waitForURL('**/ot/un')
    await activeTab(page, '/ot/un')
    await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Unit Converter'])
  })

  it('closes all tabs but the dashboard, and shows it', async () => {
    await navigateInApp(page, '/wa/co')
    await page.getByTestId('tags-view-actions').click()
    // Menus opened before stay in the page, hidden once their fade-out ends: act on the one
    // on screen.
    const closeAll = page.getByTestId('tags-menu-close-all').filter({ visible: true })
    await expect.poll(() => closeAll.count()).toBe(1)
    await closeAll.click()
    await page.waitForURL('**/home')
    await expect.poll(() => tabTitles(page)).toEqual(['Dashboard'])
    await page.getByTestId('tags-view-actions').click()
    await page.getByTestId('tags-menu-refresh').filter({ visible: true }).waitFor()
    expect(await page.getByTestId('tags-menu-close').filter({ visible: true }).count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('shows the contact QR codes at 120 px and copies a link with "Copied"', async () => {
    await openSettings(page)
    const qr = page.getByTestId('contact-qr-telegram')
    await qr.waitFor()
    const box = await qr.boundingBox()
    expect(box).toMatchObject({ width: 120, height: 120 })
    await shoot(page, 'settings-panel-1440.png')
    await page.getByTestId('contact-copy-telegram').click()
    await page.locator('.ant-message').getByText('Copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://t.me/tokenbox')
    await page.getByTestId('contact-tab-email').click()
    const email = page.getByTestId('contact-qr-email')
    await email.waitFor()
    expect(await email.boundingBox()).toMatchObject({ width: 120, height: 120 })
  })

  it('keeps theme colour, size and tags view across a reload', async () => {
    await page.getByTestId('theme-color-blue').click()
    await page.getByTestId('settings-size-large').click()
    await page.getByTestId('setting-tagsView').click()
    await page.getByTestId('setting-fixedHeader').click()
    await expect.poll(() => page.getByTestId('tags-view').count()).toBe(0)
    await closeSettings(page)
    await page.reload()
    await page.getByTestId('settings-button').waitFor()
    expect(await page.getByTestId('tags-view').count()).toBe(0)
    expect(await page.getByTestId('layout-top').getAttribute('data-fixed')).toBe('true')
    const cookies = await stack.context.cookies(stack.baseUrl)
    expect(cookies.find(({ name }) => name === 'size')?.value).toBe('large')

    await openSettings(page)
    expect(await page.getByTestId('theme-color-blue').getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByTestId('setting-tagsView').getAttribute('aria-checked')).toBe('false')
    const english = page.getByTestId('settings-language-en')
    // The chosen language is a primary button: drawn in the saved blue's readable shade (issue 77:
    // the same hue, 4.5:1 on every light surface), at the large size.
    const shade = readableShade('#1677ff', lightSurfaces)
    const rgb = `rgb(${[1, 3, 5].map((at) => Number.parseInt(shade.slice(at, at + 2), 16)).join(', ')})`
    await expect
      .poll(() => english.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe(rgb)
    expect(await english.getAttribute('class')).toContain('ant-btn-lg')
    await shoot(page, 'settings-panel-blue-large-1440.png')
  })

  it('at 375 px the panel fits the screen', async () => {
    await page.getByTestId('setting-tagsView').click()
    await page.getByTestId('settings-size-medium').click()
    await page.setViewportSize({ width: 375, height: 812 })
    // The panel follows the new width once the page has laid itself out again.
    const drawer = page.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first()
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBeLessThanOrEqual(375)
    await shoot(page, 'settings-panel-375.png')
    await page.getByTestId('contact-panel').scrollIntoViewIfNeeded()
    await shoot(page, 'settings-contact-375.png')
    // The full language chooser lives here too; Chinese must fit the same width.
    await page.getByTestId('settings-language-zh').click()
    await page.locator('.ant-drawer-title').getByText('页面设置').waitFor()
    await page.getByTestId('settings-drawer').evaluate((element) => element.scrollIntoView())
    await shoot(page, 'settings-panel-375-zh.png')
    await page.getByTestId('settings-language-en').click()
    await page.locator('.ant-drawer-title').getByText('Page settings').waitFor()
    await closeSettings(page)
    expect(await page.getByTestId('tags-view').count()).toBe(1)
    expectNoErrors(consoleErrors)
  })
})
