import { appendFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { animationsSettled } from './animationsSettled.ts'
import {
  type AccessibilityFinding,
  type AllowedFinding,
  accessibilityFindings,
  describeFindings,
  failingFindings,
} from './checkAccessibility.ts'

/**
 * What WCAG 2.1 itself exempts and axe cannot tell: the only findings the every-screen check lets
 * pass, by rule and condition (never by screen). docs/accessibility.md says why each is here.
 */
export const wcagExemptions: readonly AllowedFinding[] = [
  {
    rule: 'color-contrast',
    // The box antd draws around a disabled field (its suffix, prefix or addon beside the input):
    // axe skips the disabled input itself but not the span next to it.
    within:
      ':is(.ant-input-affix-wrapper, .ant-input-number, .ant-input-number-affix-wrapper, .ant-input-group-wrapper, ' +
      '.ant-input-number-group-wrapper, .ant-select, .ant-picker):has(:is(input, textarea):disabled)',
    reason:
      'WCAG 1.4.3 exempts "text or images of text that are part of an inactive user interface component": ' +
      "a disabled field's suffix (a token symbol) is in antd's disabled grey like the field itself",
  },
]

/**
 * How the every-screen check runs: `fail` (the default: a critical or serious finding fails the
 * test), `survey` (E2E_AXE_LOG=<file>: every screen's findings appended to the file, nothing
 * fails) or `off` (E2E_AXE=off).
 */
export function screenCheckMode(): 'fail' | 'survey' | 'off' {
  if (process.env.E2E_AXE === 'off') return 'off'
  return process.env.E2E_AXE_LOG ? 'survey' : 'fail'
}

/**
 * The screen states this test process has judged (a worker runs its files in one process, so a
 * state another file showed counts too), by {@link screenState}.
 */
const judged = new Set<string>()

/** The time spent in {@link checkScreen} by this process, for the run's report. */
export const screenCheckCost = { screens: 0, checked: 0, milliseconds: 0 }

/**
 * Runs in the page: a fingerprint of what the screen is, leaving out what it says and how many of
 * each thing it shows. The same form photographed with other values (an address, an amount), or a
 * list with more rows of the same kind, is the same state; another language, width, theme, an open
 * dialog, an error shown, a disabled field or a button loading is not. Each element counts by its
 * tag, classes, role, state attributes, whether it is drawn and whether it holds text of its own,
 * beside its parent's tag and classes; the screen is the set of these (a row repeated adds
 * nothing); the page adds its language, width and style sheets (the theme's colours).
 */
function screenState(): string {
  const stateAttributes = [
    'role',
    'disabled',
    'tabindex',
    'type',
    'aria-hidden',
    'aria-expanded',
    'aria-disabled',
    'aria-selected',
    'aria-checked',
    'aria-invalid',
  ]
  const kinds = new Set<string>()
  for (const element of document.body.querySelectorAll('*')) {
    const parent = element.parentElement
    const parts = [
      parent ? `${parent.tagName}.${parent.getAttribute('class') ?? ''}` : '',
      element.tagName,
      element.getAttribute('class') ?? '',
      ...stateAttributes.map((name) => element.getAttribute(name) ?? '-'),
      // Names can go missing (an empty aria-label), so whether each is there counts, not its words.
      ...['aria-label', 'aria-labelledby', 'alt', 'title'].map((name) =>
        element.hasAttribute(name) ? (element.getAttribute(name) ? 'n' : 'e') : '-',
      ),
      element.checkVisibility() ? 'v' : 'h',
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()) ? 't' : '',
    ]
    kinds.add(parts.join('\u0001'))
  }
  let hash = 0x811c9dc5
  const add = (text: string) => {
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index)
      hash = Math.imul(hash, 0x01000193)
    }
    hash ^= 0x1f
  }
  add(document.documentElement.lang)
  add(String(window.innerWidth))
  for (const sheet of document.querySelectorAll('style')) add(sheet.textContent ?? '')
  for (const kind of [...kinds].sort()) add(kind)
  return (hash >>> 0).toString(16)
}

/**
 * The every-screen accessibility check (issue 77 point 19), run by `shoot()` on every screen a test
 * photographs: once the screen has stopped moving, axe-core's WCAG 2.1 A/AA rules, and in the
 * default mode a throw naming the screen and each critical or serious rule with its elements. A
 * state this process has judged already (see {@link screenState}) is not judged again. Only
 * {@link wcagExemptions} pass.
 *
 * @example
 * await checkScreen(page, 'lock-create-375-en.png')
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const mode = screenCheckMode()
  if (mode === 'off') return
  const started = performance.now()
  // Read as a person sees it, once it has stopped moving: mid-fade, a message or a button showing up
  // is a blend of its colour and the background, and axe measured that blend (a form error at
  // 2.7:1, the tour's buttons at 1.1:1). A screen that keeps moving is read as it is.
  await animationsSettled(page, { timeout: 5000 }).catch(() => undefined)
  const state = await page.evaluate(screenState)
  const repeat = judged.has(state)
  let findings: AccessibilityFinding[] = []
  if (!repeat) {
    judged.add(state)
    findings = await accessibilityFindings(page, { allowed: wcagExemptions })
  }
  const failing = failingFindings(findings)
  const milliseconds = Math.round(performance.now() - started)
  screenCheckCost.screens++
  screenCheckCost.checked += repeat ? 0 : 1
  screenCheckCost.milliseconds += milliseconds
  const where = `${name} (${new URL(page.url()).pathname})`
  if (mode === 'survey') {
    const exempted = findings.flatMap((finding) =>
      finding.nodes.filter((node) => node.allowed).map((node) => `${finding.rule} ${node.target}`),
    )
    appendFileSync(
      process.env.E2E_AXE_LOG as string,
      `${JSON.stringify({ name, url: page.url(), state, repeat, milliseconds, findings: failing, exempted })}\n`,
    )
    return
  }
  if (failing.length > 0)
    throw new Error(
      `axe-core (WCAG 2.1 AA) found ${failing.length} critical or serious rule(s) on the screen ${where}:\n` +
        describeFindings(where, failing),
    )
}
