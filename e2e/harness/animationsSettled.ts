import type { Page } from 'playwright-core'

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
