/**
 * The first element matching `selector` that is on screen: laid out (not `display: none`, not in a
 * closed drawer) and not hidden from readers (a mega menu trigger folded under More). `undefined`
 * when there is none, so a tour can leave the step out.
 *
 * @example
 * findTourElement('[data-testid="search-button"]') // undefined under 992 px (the search is in the drawer)
 */
export function findTourElement(selector: string): Element | undefined {
  for (const element of document.querySelectorAll(selector)) {
    if (element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]')) return element
  }
  return undefined
}

/**
 * Resolves with the element once {@link findTourElement} finds it (a lazily loaded screen has
 * rendered it), or with `undefined` after `timeoutMs`. Watches the page's changes instead of
 * sleeping, so it answers as soon as the element is there, however slow the machine.
 *
 * @example
 * const tabs = await waitForTourElement('[data-testid="lock-tabs"] > .ant-tabs-nav')
 */
export function waitForTourElement(selector: string, timeoutMs = 15_000): Promise<Element | undefined> {
  const found = findTourElement(selector)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const finish = (element: Element | undefined) => {
      observer.disconnect()
      clearTimeout(timer)
      resolve(element)
    }
    const observer = new MutationObserver(() => {
      const element = findTourElement(selector)
      if (element) finish(element)
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    const timer = setTimeout(() => finish(undefined), timeoutMs)
  })
}
