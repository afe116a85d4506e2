import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core'
import type { CDPSession, Page } from 'playwright-core'

/**
 * axe-core's rule engine (the field's standard WCAG checker), read once per test process. It goes
 * into the page through the DevTools protocol, not a script tag: the app's Content-Security-Policy
 * refuses inline scripts, as it should, and the protocol is not subject to it.
 */
let axeSource: string | undefined
function readAxeSource(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/** Per page, the DevTools session that puts axe-core in (Chromium's; null in other browsers). */
const axeSessions = new WeakMap<Page, Promise<CDPSession | null>>()

/**
 * Puts axe-core in the page's document unless it is there. In Chromium the 680 kB source goes in as
 * a script of its own (`Runtime.evaluate`); `page.evaluate(source)` sent it as an argument value,
 * converted several times on the way, to an `eval` compiled afresh for every document. Twelve
 * documents of a bare page: 6,400 -> 2,900 new memory pages in the renderer per document; the whole
 * of e2e/tests/tokens.e2e.test.ts: about 367,000 -> 326,000 (docs/testing.md). Other browsers take
 * the evaluate path.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return
  let session = axeSessions.get(page)
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .catch(() => null)
    axeSessions.set(page, session)
  }
  const devTools = await session
  if (!devTools) {
    await page.evaluate(readAxeSource())
    return
  }
  const { exceptionDetails } = await devTools.send('Runtime.evaluate', { expression: readAxeSource() })
  if (exceptionDetails) {
    throw new Error(
      `axe-core did not load in ${page.url()}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
    )
  }
}

/** The WCAG 2.1 A and AA rules (issue 77 point 19: "WCAG 2.1 AA"), as axe tags them. */
export const wcag21aaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

/** The impacts a screen must not have: axe's two highest. */
const failingImpacts: readonly ImpactValue[] = ['critical', 'serious']

/**
 * A finding a check lets pass: one rule, on elements inside one part of the page, for a stated
 * reason (another library's markup that cannot be mended from here, a WCAG exemption axe cannot
 * see). docs/accessibility.md lists each one the tests use.
 */
export type AllowedFinding = {
  rule: string
  /** A CSS selector: the rule is let pass on elements that match it or lie inside what matches it. */
  within: string
  reason: string
}

/** One rule's failure on a screen, as a person reads it. */
export type AccessibilityFinding = {
  rule: string
  impact: ImpactValue
  /** axe's one-line description of the rule. */
  help: string
  /**
   * Every failing element: its CSS path, the start of its HTML, axe's summary of what is wrong
   * there, and the allowance that lets it pass, if one does.
   */
  nodes: { target: string; html: string; summary: string; allowed?: AllowedFinding }[]
}

export type CheckAccessibilityOptions = {
  /** Leave these axe rules out; each use says why in docs/accessibility.md. */
  disableRules?: readonly string[]
  /** Check only this part of the page (a CSS selector), e.g. an open dialog. Default: the whole document. */
  include?: string
  /** Findings let pass where they are (marked on their nodes; see {@link failingFindings}). */
  allowed?: readonly AllowedFinding[]
}

/**
 * The WCAG 2.1 AA findings of axe-core on `page` as it is now (every impact), most severe first.
 *
 * @example
 * const findings = await accessibilityFindings(page)
 */
export async function accessibilityFindings(
  page: Page,
  options: CheckAccessibilityOptions = {},
): Promise<AccessibilityFinding[]> {
  await injectAxe(page)
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: [...wcag21aaTags] },
    rules: Object.fromEntries((options.disableRules ?? []).map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  }
  const allowed = options.allowed ?? []
  const { results, allowances } = await page.evaluate(
    async ([include, run, allowances]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => unknown } }).axe
      const found = (await axe.run(include ?? document, run)) as AxeResults
      // Per failing element, the allowance (an index into `allowances`) that lets it pass, or -1:
      // judged here, where axe's selector still finds the element.
      const allowedAs = found.violations.map((violation) =>
        violation.nodes.map((node) => {
          const [selector] = node.target
          const element = typeof selector === 'string' ? document.querySelector(selector) : null
          return allowances.findIndex(
            (allowance) => allowance.rule === violation.id && element?.closest(allowance.within) != null,
          )
        }),
      )
      return { results: found, allowances: allowedAs }
    },
    [options.include, runOptions, allowed.map(({ rule, within }) => ({ rule, within }))] as const,
  )
  const rank = (impact: ImpactValue | null | undefined) =>
    ['critical', 'serious', 'moderate', 'minor'].indexOf(impact ?? 'minor')
  return results.violations
    .map((violation, index) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node, nodeIndex) => ({
        target: node.target.map(String).join(' >> '),
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        allowed: allowed[allowances[index]?.[nodeIndex] ?? -1],
      })),
    }))
    .sort((a, b) => rank(a.impact) - rank(b.impact))
}

/**
 * The findings a screen must not have: critical and serious ones, each with only its elements no
 * allowance lets pass (a finding left with none is gone).
 *
 * @example
 * const failing = failingFindings(await accessibilityFindings(page, { allowed }))
 */
export function failingFindings(findings: readonly AccessibilityFinding[]): AccessibilityFinding[] {
  return findings
    .filter((finding) => failingImpacts.includes(finding.impact))
    .map((finding) => ({ ...finding, nodes: finding.nodes.filter((node) => !node.allowed) }))
    .filter((finding) => finding.nodes.length > 0)
}

/**
 * Writes findings as a list a person can act on: per rule its impact and help, then each element
 * with what is wrong there.
 *
 * @example
 * console.log(describeFindings('/home (en)', findings))
 */
export function describeFindings(where: string, findings: readonly AccessibilityFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${where}: ${finding.impact} ${finding.rule} (${finding.help}), ${finding.nodes.length} element(s):\n` +
        finding.nodes
          .map((node) => `    ${node.target}\n      ${node.html}\n      ${node.summary}`)
          .join('\n'),
    )
    .join('\n')
}

/**
 * Fails (throws, with the readable list) when axe-core finds a critical or serious WCAG 2.1 AA
 * violation on `page` as it is now; returns the lesser findings (moderate, minor) for the caller.
 *
 * @example
 * await page.getByTestId('create-token-form').waitFor()
 * await checkAccessibility(page, 'create token (en)')
 */
export async function checkAccessibility(
  page: Page,
  where: string,
  options: CheckAccessibilityOptions = {},
): Promise<AccessibilityFinding[]> {
  const findings = await accessibilityFindings(page, options)
  const failing = failingFindings(findings)
  if (failing.length > 0) {
    throw new Error(
      `${failing.length} critical or serious accessibility violation(s) (axe-core, WCAG 2.1 AA):\n${describeFindings(where, failing)}`,
    )
  }
  return findings
}
