import type { Page } from 'playwright-core'

/**
 * What is wrong with the layout of the progress steps `testId` as the page shows them: a title wider
 * than its box or its step, or a word of a title broken over two lines ("Initi/atin/g"). Empty when
 * every title is whole and inside its step.
 *
 * @example
 * expect(await stepTitleProblems(page, 'deploy-progress')).toEqual([])
 */
export function stepTitleProblems(page: Page, testId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const problems: string[] = []
    const titles = document.querySelectorAll<HTMLElement>(`[data-testid="${id}"] .ant-steps-item-title`)
    if (titles.length === 0) problems.push('no step titles')
    for (const title of titles) {
      const text = title.textContent ?? ''
      const box = title.getBoundingClientRect()
      const step = title.closest('.ant-steps-item')?.getBoundingClientRect()
      if (title.scrollWidth > title.clientWidth + 1) problems.push(`"${text}" is wider than its box`)
      if (step && (box.left < step.left - 1 || box.right > step.right + 1))
        problems.push(`"${text}" runs out of its step`)
      // Each word (or, in Chinese and Japanese, each run without spaces) must sit on one line.
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? ''
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) problems.push(`"${match[0]}" of "${text}" is broken over ${lines.size} lines`)
        }
      }
    }
    return problems
  }, testId)
}
