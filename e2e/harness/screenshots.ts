import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { animationsSettled } from './animationsSettled.ts'
import { checkScreen } from './screenAccessibility.ts'

/**
 * `E2E_SCREENSHOTS=1` saves the screens the tests pass through into e2e/screenshots/, for a person
 * to look at (at 1440 and 375 px, in the languages the tests use). No test compares them, so by
 * default (`make test`) none is taken: a run then spends nothing on images nor on the waits for
 * animations that make an image show the finished screen.
 */
export const screenshotsEnabled = process.env.E2E_SCREENSHOTS === '1'

/** Where {@link shoot} writes (git-ignored). */
export const screenshotsDir = join(import.meta.dirname, '..', 'screenshots')

/**
 * Checks the screen `target` is on for accessibility (axe-core, WCAG 2.1 AA: e2e/harness/
 * screenAccessibility.ts, which fails the test on a critical or serious finding), then saves a
 * screenshot of `target` (a page, or one element) as e2e/screenshots/`name` once its animations
 * have ended, when {@link screenshotsEnabled}.
 *
 * @example
 * await shoot(page, 'lock-create-375-en.png', { fullPage: true })
 * await shoot(page.getByTestId('announcements'), 'announcements-1440.png')
 */
export async function shoot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await checkScreen(isLocator(target) ? target.page() : target, name)
  if (!screenshotsEnabled) return
  const path = join(screenshotsDir, name)
  mkdirSync(screenshotsDir, { recursive: true })
  const page = isLocator(target) ? target.page() : target
  // A screen that keeps moving (a running search's live figures) never settles: after a while the
  // picture is taken as it is, since no test depends on it.
  await animationsSettled(page, { timeout: 5000 }).catch(() =>
    console.warn(`shoot: ${name} taken with animations still running`),
  )
  if (isLocator(target)) await target.screenshot({ path })
  else await target.screenshot({ path, fullPage: options.fullPage })
}

/** A locator knows its page; a page does not have one. */
function isLocator(target: Page | Locator): target is Locator {
  return 'page' in target
}
