import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

/**
 * axe-core's rule engine (the field's standard WCAG checker), read once per test process. It goes
 * into the page through Playwright's evaluate (the DevTools protocol), not a script tag: the app's
 * Content-Security-Policy refuses inline scripts, as it should, and the protocol is not subject to it.
 */
let axeSource: string | undefined
function readAxeSource(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/** The WCAG 2.1 A and AA rules (issue 77 point 19: "WCAG 2.1 AA"), as axe tags them. */
export const wcag21aaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

/** The impacts a screen must not have: axe's two highest. */
const failingImpacts: readonly ImpactValue[] = ['critical', 'serious']

/** One rule's failure on a screen, as a person reads it. */
export type AccessibilityFinding = {
  rule: string
  impact: ImpactValue
  /** axe's one-line description of the rule. */
  help: string
  /** Every failing element: its CSS path, the start of its HTML, and axe's summary of what is wrong there. */
  nodes: { target: string; html: string; summary: string }[]
}

export type CheckAccessibilityOptions = {
  /** Leave these axe rules out; each use says why in docs/accessibility.md. */
  disableRules?: readonly string[]
  /** Check only this part of the page (a CSS selector), e.g. an open dialog. Default: the whole document. */
  include?: string
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readAxeSource())
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: [...wcag21aaTags] },
    rules: Object.fromEntries((options.disableRules ?? []).map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  }
  const results = await page.evaluate(
    ([include, run]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => unknown } }).axe
      return axe.run(include ?? document, run) as Promise<AxeResults>
    },
    [options.include, runOptions] as const,
  )
  const rank = (impact: ImpactValue | null | undefined) =>
    ['critical', 'serious', 'moderate', 'minor'].indexOf(impact ?? 'minor')
  return results.violations
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' >> '),
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }))
    .sort((a, b) => rank(a.impact) - rank(b.impact))
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
  const failing = findings.filter((finding) => failingImpacts.includes(finding.impact))
  if (failing.length > 0) {
    throw new Error(
      `${failing.length} critical or serious accessibility violation(s) (axe-core, WCAG 2.1 AA):\n${describeFindings(where, failing)}`,
    )
  }
  return findings
}
