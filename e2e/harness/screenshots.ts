import { appendFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { accessibilityFindings } from './checkAccessibility.ts'

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
 * Resolves once the page has no finite animation or transition running (a dialog's zoom, a drawer's
 * slide, a colour transition), infinite ones (spinners, skeletons) aside. Two animation frames go
 * first, so a change just made (a viewport resize, a click) has started its transitions.
 *
 * @example
 * await page.setViewportSize({ width: 375, height: 812 })
 * await animationsSettled(page)
 */
export async function animationsSettled(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: options.timeout ?? 30_000 },
  )
}

/**
 * Saves a screenshot of `target` (a page, or one element) as e2e/screenshots/`name` once its
 * animations have ended, when {@link screenshotsEnabled}; otherwise does nothing.
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
  await surveyAccessibility(isLocator(target) ? target.page() : target, name)
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

/**
 * With E2E_AXE_LOG=<file>, every screen a test photographs is also checked by axe-core (WCAG 2.1 AA)
 * and its critical and serious findings appended to that file, one JSON line a screen: a survey of
 * every screen the suite visits, beside the accessibility test's own routes. Off by default.
 */
async function surveyAccessibility(page: Page, name: string): Promise<void> {
  const log = process.env.E2E_AXE_LOG
  if (!log) return
  // Read as a person sees it, once it has stopped moving: mid-fade, a message or a button showing up
  // is a blend of its colour and the background, and axe measured that blend (a form error at
  // 2.7:1, the tour's buttons at 1.1:1). A screen that keeps moving is read as it is.
  await animationsSettled(page, { timeout: 5000 }).catch(() => undefined)
  const findings = (await accessibilityFindings(page).catch(() => [])).filter(
    (finding) => finding.impact === 'critical' || finding.impact === 'serious',
  )
  appendFileSync(log, `${JSON.stringify({ name, url: page.url(), findings })}\n`)
}
