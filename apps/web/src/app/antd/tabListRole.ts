/**
 * antd's tab bar puts `role="tablist"` on the whole bar (`.ant-tabs-nav`), and when its tabs do not
 * fit (a phone's width) it adds its "more" button to that bar: a tab list may own only tabs (WAI-ARIA;
 * axe's aria-required-children, serious), so a screen reader heard a button among the tabs. The
 * role and its orientation belong on the row of tabs inside (`.ant-tabs-nav-list`), which holds the
 * tabs alone; the "more" button then sits beside the list, and the keys work as before (antd handles
 * them on the tabs themselves). antd has no prop for it, so this moves them on the page.
 *
 * @example
 * moveTabListRoles(document)
 */
export function moveTabListRoles(root: ParentNode): void {
  const barSelector = '.ant-tabs-nav[role="tablist"]'
  const bars = [...root.querySelectorAll(barSelector)]
  if (root instanceof Element && root.matches(barSelector)) bars.push(root)
  for (const bar of bars) {
    const list = bar.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list')
    if (!list) continue
    list.setAttribute('role', 'tablist')
    const orientation = bar.getAttribute('aria-orientation')
    if (orientation) list.setAttribute('aria-orientation', orientation)
    bar.removeAttribute('role')
    bar.removeAttribute('aria-orientation')
  }
}

/**
 * Keeps every tab bar `root` shows, now and later, with its role on its row of tabs
 * ({@link moveTabListRoles}): a bar appears with the screen that has it. Returns the stop.
 *
 * @example
 * watchTabListRoles(document.body)
 */
export function watchTabListRoles(root: HTMLElement): () => void {
  moveTabListRoles(root)
  // Only what was added is looked at: a bar, or a screen with bars in it.
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) moveTabListRoles(node)
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
