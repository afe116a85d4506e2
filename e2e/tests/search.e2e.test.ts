import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { animationsSettled } from '../harness/animationsSettled.ts'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { shoot } from '../harness/screenshots.ts'

/** The page in `language`, on the dashboard, with its header search ready to be called. */
async function openDashboard(page: Page, baseUrl: string, language: string): Promise<void> {
  await page.goto(`${baseUrl}/home`)
  await page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
  await page.reload()
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' })
  await page.getByTestId('hot-tools').waitFor()
}

/** Waits until the palette's input has the focus, as a user waits for the caret. */
async function searchFocused(page: Page): Promise<void> {
  await page.getByTestId('search-input').waitFor()
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .toBe('search-input')
}

/**
 * Types `query` into the focused search and moves with the arrow keys to the tool `id`, then
 * checks it is the one selected; the caller presses Enter.
 */
async function arrowTo(page: Page, query: string, id: string): Promise<void> {
  await page.keyboard.insertText(query)
  const target = page.getByTestId(`search-result-${id}`)
  await target.waitFor()
  const options = page.locator('[data-testid="search-palette"] [role="option"]')
  const ids = await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))
  const index = ids.indexOf(`search-result-${id}`)
  expect(index, `${query}: ${ids.join(', ')}`).toBeGreaterThanOrEqual(0)
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown')
  await expect.poll(() => target.getAttribute('aria-selected')).toBe('true')
}

describe('header search: keyboard, four languages, pinyin, phone drawer', () => {
  const site = pageSuite()

  it('opens with Ctrl+K and reaches a tool by an English query, arrows and Enter', async () => {
    await site.page.setViewportSize({ width: 1440, height: 900 })
    await openDashboard(site.page, site.stack.baseUrl, 'en')
    // The palette's code, fuse.js and the other languages' strings are not part of the first load.
    const loaded = await site.page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    expect(loaded.filter((name) => /SearchPalette|locale-\w+-search/.test(name))).toEqual([])
    expect(await site.page.getByTestId('search-button').textContent()).toMatch(/Ctrl K|⌘K/)
    await site.page.keyboard.press('Control+K')
    await searchFocused(site.page)
    // With nothing typed: the popular tools (nothing opened yet in this browser).
    await site.page.getByTestId('search-result-waMultiSender').waitFor()
    await arrowTo(site.page, 'lock', 'loLp')
    expect(
      await site.page.getByTestId('search-palette').getByRole('option').first().getAttribute('data-testid'),
    ).toBe('search-result-loToken')
    await shoot(site.page, 'search-palette-1440-en.png')
    await site.page.keyboard.press('Enter')
    await site.page.waitForURL('**/lo/id?t=1')
    await expect.poll(() => site.page.title()).toBe('LP Lock - TokenBox')
    await site.page.getByTestId('search-palette').waitFor({ state: 'hidden' })
  })

  it('lists the tools opened lately first when nothing is typed, and says when nothing matches', async () => {
    await site.page.keyboard.press('Control+K')
    await searchFocused(site.page)
    const first = site.page.getByTestId('search-palette').getByRole('option').first()
    await expect.poll(() => first.getAttribute('data-testid')).toBe('search-result-loLp')
    await shoot(site.page, 'search-palette-recent-1440-en.png')
    await site.page.keyboard.insertText('qzxwv')
    await site.page.getByTestId('search-no-results').waitFor()
    expect(await site.page.getByTestId('search-no-results').textContent()).toContain(
      'No tool matches “qzxwv”',
    )
    await site.page.keyboard.press('Escape')
    await site.page.getByTestId('search-palette').waitFor({ state: 'hidden' })
  })

  it('finds the multi sender by Chinese characters, opened with "/" in the Chinese page', async () => {
    await openDashboard(site.page, site.stack.baseUrl, 'zh')
    await site.page.keyboard.press('/')
    await searchFocused(site.page)
    await arrowTo(site.page, '空投', 'waMultiSender')
    // Shown in the page's language, whatever language matched.
    expect(await site.page.getByTestId('search-result-waMultiSender').textContent()).toContain('批量转账')
    await shoot(site.page, 'search-palette-1440-zh.png')
    await site.page.keyboard.press('Enter')
    await site.page.waitForURL('**/wa/se')
    await expect.poll(() => site.page.title()).toBe('批量转账 - TokenBox')
  })

  it('finds the token lock by its pinyin', async () => {
    await site.page.keyboard.press('Control+K')
    await searchFocused(site.page)
    await arrowTo(site.page, 'suo', 'loToken')
    await site.page.keyboard.press('Enter')
    await site.page.waitForURL('**/lo/id?t=0')
    await expect.poll(() => site.page.title()).toBe('代币锁仓 - TokenBox')
  })

  it('finds the multisig wallet by a Japanese query', async () => {
    await openDashboard(site.page, site.stack.baseUrl, 'ja')
    await site.page.keyboard.press('Control+K')
    await searchFocused(site.page)
    await arrowTo(site.page, 'マルチシグ', 'otMultisig')
    await shoot(site.page, 'search-palette-1440-ja.png')
    await site.page.keyboard.press('Enter')
    await site.page.waitForURL('**/ot/ms')
    await expect.poll(() => site.page.title()).toBe('マルチシグウォレット - TokenBox')
  })

  it('opens from the top of the phone drawer at 375 px', async () => {
    await site.page.setViewportSize({ width: 375, height: 812 })
    await openDashboard(site.page, site.stack.baseUrl, 'en')
    expect(await site.page.getByTestId('search-button').isVisible()).toBe(false)
    await site.page.getByTestId('menu-button').click()
    await site.page.getByTestId('nav-drawer-search').waitFor()
    await animationsSettled(site.page)
    await shoot(site.page, 'search-drawer-375-en.png')
    await site.page.getByTestId('nav-drawer-search').click()
    // The drawer closes at once; the palette takes its place.
    expect(await site.page.locator('.tb-nav-drawer').count()).toBe(0)
    await searchFocused(site.page)
    await site.page.keyboard.insertText('vanity')
    const vanity = site.page.getByTestId('search-result-otVanity')
    await vanity.waitFor()
    const box = await site.page.locator('.tb-search-palette .ant-modal-container').boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    await animationsSettled(site.page)
    await shoot(site.page, 'search-palette-375-en.png')
    await vanity.click()
    await site.page.waitForURL('**/ot/va')
    await expect.poll(() => site.page.title()).toBe('Vanity Address - TokenBox')
    expectNoErrors(site.consoleErrors)
  })
})
