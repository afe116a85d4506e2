import type { GuardWarning } from '../background/guardMessages.ts'
import { createOverlayRoot } from './createOverlayRoot.ts'
import { guardDialogCss } from './guardStyles.ts'

/** What the user chose in the warning. */
export type GuardChoice = 'continue' | 'cancel'

/**
 * Shows `warning` over the page and resolves with the user's choice. Cancel has the focus (Enter
 * on it, or Escape wherever the focus is, cancels); Tab stays between the two buttons; keys do
 * not reach the page while it is open. Every text is set as text, never as HTML: token names
 * and symbols come from the chain, where anyone writes them. The dialog's `data-kind` is the
 * finding's kind (`transaction` for a transaction shown only for what it does); test ids:
 * `tokenbox-guard-dialog`, `tokenbox-guard-changes` (each line an `li` with its `data-tone`),
 * `tokenbox-guard-cancel`, `tokenbox-guard-continue`.
 *
 * @example
 * const choice = await showGuardDialog(document, reply.warning) // 'cancel'
 */
export function showGuardDialog(doc: Document, warning: GuardWarning): Promise<GuardChoice> {
  const { root, remove } = createOverlayRoot(doc, guardDialogCss, 'full')
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }

  const backdrop = element('div', 'backdrop')
  const dialog = element('div', 'dialog')
  dialog.setAttribute('role', 'alertdialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', 'tokenbox-guard-title')
  dialog.setAttribute('aria-describedby', 'tokenbox-guard-summary')
  dialog.setAttribute('lang', warning.language)
  dialog.dataset.testid = 'tokenbox-guard-dialog'
  dialog.dataset.kind = warning.kind

  const title = element('h2', undefined, warning.title)
  title.id = 'tokenbox-guard-title'
  const summary = element('p', 'summary', warning.summary)
  summary.id = 'tokenbox-guard-summary'
  dialog.append(element('p', 'brand', warning.brand), title, summary)

  // What the transaction will do to the wallet (issue 80), first: it is what the user signs.
  if (warning.changes && warning.changes.lines.length > 0) {
    const section = element('section', 'changes')
    section.dataset.testid = 'tokenbox-guard-changes'
    section.append(element('h3', undefined, warning.changes.heading))
    const list = element('ul')
    for (const line of warning.changes.lines) {
      const item = element('li')
      item.dataset.tone = line.tone
      item.append(element('span', 'text', line.text))
      if (line.address) item.append(element('span', 'address', line.address))
      list.append(item)
    }
    section.append(list)
    dialog.append(section)
  }

  if (warning.rows.length > 0) {
    const rows = element('dl')
    for (const row of warning.rows) {
      const line = element('div', 'row')
      const value = element('dd')
      value.append(element('span', 'value', row.value))
      if (row.address) value.append(element('span', 'address', row.address))
      line.append(element('dt', undefined, row.label), value)
      rows.append(line)
    }
    dialog.append(rows)
  }
  if (warning.reasons.length > 0) {
    const reasons = element('ul', 'reasons')
    reasons.dataset.testid = 'tokenbox-guard-reasons'
    for (const reason of warning.reasons) reasons.append(element('li', undefined, reason))
    dialog.append(reasons)
  }
  dialog.append(element('p', 'note', warning.note))

  const cancel = element('button', 'cancel', warning.cancel)
  cancel.type = 'button'
  cancel.dataset.testid = 'tokenbox-guard-cancel'
  const proceed = element('button', 'continue', warning.continue)
  proceed.type = 'button'
  proceed.dataset.testid = 'tokenbox-guard-continue'
  const buttons = element('div', 'buttons')
  buttons.append(proceed, cancel)
  dialog.append(buttons)
  backdrop.append(dialog)
  root.append(backdrop)

  const previousFocus = doc.activeElement as HTMLElement | null
  cancel.focus()
  const keys = captureKeys(doc)
  // A page that clears the root element's children (some frameworks do on navigation) would take
  // the dialog with it and leave the request waiting: put it back until the user has chosen.
  const host = root.host
  const keepShown = new (doc.defaultView?.MutationObserver ?? MutationObserver)(() => {
    if (!host.isConnected) doc.documentElement.append(host)
  })
  keepShown.observe(doc.documentElement, { childList: true })

  return new Promise<GuardChoice>((resolve) => {
    const finish = (choice: GuardChoice) => {
      keys.stop()
      keepShown.disconnect()
      remove()
      try {
        previousFocus?.focus?.()
      } catch {
        // The element the page had focused is gone: nothing to give the focus back to.
      }
      resolve(choice)
    }
    cancel.addEventListener('click', () => finish('cancel'))
    proceed.addEventListener('click', () => finish('continue'))
    keys.onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        finish('cancel')
      } else if (event.key === 'Tab') {
        event.preventDefault()
        const next = root.activeElement === cancel ? proceed : cancel
        next.focus()
      }
    }
  })
}

/**
 * Takes the keyboard from the page while the dialog is open, wherever the focus is (a click on the
 * dialog's text moves it out of the buttons): a capturing listener on the window runs before the
 * page's own, hands each keydown to `onKey` and stops every key event there.
 */
function captureKeys(doc: Document): { onKey: (event: KeyboardEvent) => void; stop: () => void } {
  const target: EventTarget = doc.defaultView ?? doc
  const keys = {
    onKey: (_event: KeyboardEvent) => {},
    stop: () => {
      for (const type of types) target.removeEventListener(type, handle, true)
    },
  }
  const types = ['keydown', 'keyup', 'keypress'] as const
  const handle = (event: Event) => {
    event.stopImmediatePropagation()
    if (event.type === 'keydown') keys.onKey(event as KeyboardEvent)
  }
  for (const type of types) target.addEventListener(type, handle, true)
  return keys
}
