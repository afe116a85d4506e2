import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Checks a screen in each language of `expected`, in turn: reloads `page` with the language stored
 * as the user's choice (what the header's language menu keeps), expects the screen's tabs to read
 * that language's `tabs`, then runs `check` with its texts. Ends with English stored again, for the
 * caller's next load.
 *
 * @example
 * await eachLanguage(page, { zh: { tabs: ['兑换', '介绍'], enter: '请输入数量' } }, async (texts) => {
 *   await expect.poll(submitText).toBe(texts.enter)
 * })
 */
export async function eachLanguage<Texts extends { tabs: readonly string[] }>(
  page: Page,
  expected: Record<string, Texts>,
  check: (texts: Texts, language: string) => Promise<void>,
): Promise<void> {
  for (const [language, texts] of Object.entries(expected)) {
    await page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
    await page.reload()
    await expect.poll(() => page.getByRole('tab').allTextContents(), { timeout: 30_000 }).toEqual(texts.tabs)
    await check(texts, language)
  }
  await page.evaluate(() => localStorage.setItem('tokenbox.language', 'en'))
}
