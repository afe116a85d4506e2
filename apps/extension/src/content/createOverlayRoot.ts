/**
 * A host element on top of the page with an open shadow root (tests and the end-to-end test reach
 * inside it): the page's styles stay out, ours stay in. The host resets what it inherits
 * (`all: initial`) and sits above everything (the largest z-index); it is put on the root
 * element, which exists from document_start, rather than on a body the page may restyle or
 * replace. `remove()` takes it away.
 *
 * @example
 * const overlay = createOverlayRoot(document, css, 'full')
 * overlay.root.append(dialog)
 */
export function createOverlayRoot(
  doc: Document,
  css: string,
  area: 'full' | 'corner',
): { root: ShadowRoot; remove: () => void } {
  const host = doc.createElement('div')
  host.setAttribute('data-tokenbox-guard', area)
  const place =
    area === 'full'
      ? 'inset: 0;'
      : 'top: 12px; left: 50%; transform: translateX(-50%); width: max-content; max-width: calc(100vw - 24px); pointer-events: none;'
  host.setAttribute('style', `all: initial; position: fixed; z-index: 2147483647; ${place}`)
  const root = host.attachShadow({ mode: 'open' })
  const style = doc.createElement('style')
  style.textContent = css
  root.append(style)
  doc.documentElement.append(host)
  return { root, remove: () => host.remove() }
}
