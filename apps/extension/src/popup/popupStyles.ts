/** Chrome draws a popup as large as its page, up to 800 x 600 px; the brief's size for it. */
export const popupWidth = 380
/**
 * A fixed height below Chrome's cap: the popup does not jump in size from tab to tab, and each
 * tab's content scrolls under the header instead.
 */
export const popupHeight = 580

/** The page itself: no margin, the popup's width, and no page scroll (the tab content scrolls). */
export const popupStyles = `
html, body { margin: 0; }
body { width: ${popupWidth}px; overflow: hidden; }
`

/**
 * The tabs fill the popup below the header; the tab bar stays, the content scrolls between it and
 * the popup's bottom edge.
 */
export const popupTabsStyles = {
  root: { flex: 1, minHeight: 0 },
  header: { margin: 0, padding: '0 14px' },
  body: { flex: 1, minHeight: 0, overflowY: 'auto', padding: '12px 14px 16px' },
} as const
