import type { BrowserContext, Locator, Page } from 'playwright-core'
import { e2eActionTimeout } from './timeouts.ts'

/** rc-motion's state classes (antd dialogs, drawers, popovers, dropdowns, messages), e.g. `ant-zoom-appear`. */
const motionClass = /(^|\s)[\w-]+-(appear|enter|leave)(-[\w-]+)?(?=\s|$)/

/**
 * Resolves once `target` and every element around it have stopped moving: none has an rc-motion
 * state class (`ant-zoom-appear`, `ant-slide-up-enter`, …) unless it stayed unchanged for 60 frames
 * with nothing animating (a step rc-motion will never take), and none runs a finite animation or
 * transition. Waits up to `timeout` (default {@link e2eActionTimeout}) for `target` to be attached, and
 * fails, naming what moves, if it is still moving 15 s later.
 *
 * Why: antd opens a dialog, drawer or popup in phases. First the motion class goes on with the
 * animation not started, the element standing at its final place for a frame or more (many on a
 * loaded machine); then the zoom or slide runs from a small or shifted box. Playwright's own
 * "stable" check can fall in the first phase, press the button there and release it after the
 * animation has moved it: the click then lands on the dialog's backdrop and nothing happens (a
 * "Cancel" that leaves the dialog open, a wallet row that connects nothing).
 *
 * @example
 * await untilStill(page.getByTestId('connector-devWallet'))
 */
export async function untilStill(target: Locator, options: { timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? e2eActionTimeout
  await target.evaluate(
    (element, { pattern, timeout }) =>
      new Promise<void>((resolve, reject) => {
        const motion = new RegExp(pattern)
        const started = performance.now()
        // rc-motion moves a motion on by one step every two frames or so. A state class that stayed
        // the same for many frames with nothing animating is a step that will never come (seen:
        // a dialog opened again while the layout switched under it kept `ant-zoom-appear-start`
        // for good, at its place, fully drawn): the element stands still.
        const stuckAfterFrames = 60
        let classes = ''
        let sameFrames = 0
        // What still moves, described for the error: the element's tag and classes, and its running
        // animation or transition.
        const moving = (): string | undefined => {
          let moved: string | undefined
          let seen = ''
          for (let node: Element | null = element; node; node = node.parentElement) {
            const named = `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`
            if (motion.test(node.getAttribute('class') ?? '')) {
              seen += named
              moved ??= named
            }
            for (const animation of node.getAnimations()) {
              const finite = animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY
              if (finite && animation.playState !== 'finished' && animation.playState !== 'idle') {
                const name =
                  (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty
                return `${named} running ${name} (${animation.playState}, at ${animation.currentTime})`
              }
            }
          }
          sameFrames = seen === classes ? sameFrames + 1 : 0
          classes = seen
          return sameFrames < stuckAfterFrames ? moved : undefined
        }
        const look = () => {
          const what = moving()
          if (!what) resolve()
          else if (performance.now() - started > timeout)
            reject(new Error(`still moving after ${timeout} ms: ${what}`))
          else requestAnimationFrame(look)
        }
        look()
      }),
    { pattern: motionClass.source, timeout: 15_000 },
    { timeout },
  )
}

/** The patching of this process's Locator prototype (one per process), once begun. */
let installing: Promise<void> | undefined

/**
 * Makes every `locator.click()` and `locator.check()` of this test process wait for its target to
 * stand still first ({@link untilStill}), so no test has to remember it after opening a dialog.
 * `force: true` and `trial: true` clicks are left as they are. Called by launchBrowser for each new
 * context; only the first needs a page for it (Locator's prototype is reached through one), and a
 * page opened for it is closed again: left open, each context's was a renderer process of its own
 * (about 3,300 pages of new memory) that no test used. Contexts opened side by side wait for the
 * same patching.
 *
 * @example
 * await installStillClicks(context)
 */
export function installStillClicks(context: BrowserContext): Promise<void> {
  // A failed try (a context closed under it) leaves the next context to try again.
  installing ??= patchLocators(context).catch((error: unknown) => {
    installing = undefined
    throw error
  })
  return installing
}

async function patchLocators(context: BrowserContext): Promise<void> {
  const opened = context.pages()[0] ? undefined : await context.newPage()
  const page = opened ?? (context.pages()[0] as Page)
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<PropertyKey, unknown>
  await opened?.close()
  for (const action of ['click', 'check'] as const) {
    const original = prototype[action] as (this: Locator, options?: ActionOptions) => Promise<void>
    prototype[action] = async function (this: Locator, options?: ActionOptions) {
      if (!options?.force && !options?.trial) await untilStill(this, { timeout: options?.timeout })
      return await original.call(this, options)
    }
  }
}

type ActionOptions = { force?: boolean; trial?: boolean; timeout?: number }
