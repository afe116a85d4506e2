import { createOverlayRoot } from './createOverlayRoot.ts'
import { checkingNoticeCss } from './guardStyles.ts'

/**
 * A small notice at the top of the page ("TokenBox is checking this token…") while a buy's token
 * is checked; it lets clicks through to the page. Returns the function that takes it away.
 *
 * @example
 * const hide = showCheckingNotice(document, 'TokenBox is checking this token…')
 * try { await analyze() } finally { hide() }
 */
export function showCheckingNotice(doc: Document, text: string): () => void {
  const { root, remove } = createOverlayRoot(doc, checkingNoticeCss, 'corner')
  const notice = doc.createElement('div')
  notice.className = 'notice'
  notice.setAttribute('role', 'status')
  notice.setAttribute('aria-live', 'polite')
  notice.dataset.testid = 'tokenbox-guard-checking'
  const spinner = doc.createElement('span')
  spinner.className = 'spinner'
  spinner.setAttribute('aria-hidden', 'true')
  const label = doc.createElement('span')
  label.textContent = text
  notice.append(spinner, label)
  root.append(notice)
  return remove
}
