// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GuardWarning } from '../background/guardMessages.ts'
import { showCheckingNotice } from './showCheckingNotice.ts'
import { showGuardDialog } from './showGuardDialog.ts'

const warning: GuardWarning = {
  kind: 'unlimitedApproval',
  language: 'en',
  brand: 'TokenBox guard',
  title: 'Unlimited approval',
  summary:
    'This transaction lets 0x00...bEEF spend all of your USDT, now and later, without asking you again.',
  rows: [
    { label: 'Site', value: 'app.example.org' },
    { label: 'Token', value: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955' },
    { label: 'Spender', value: '0x000000000000000000000000000000000000bEEF' },
    { label: 'Amount', value: 'Unlimited' },
  ],
  reasons: [],
  note: 'Nothing has been signed or sent yet.',
  cancel: 'Cancel',
  continue: 'Continue',
}

const hosts = () => [...document.querySelectorAll('[data-tokenbox-guard]')]
const shadow = () => hosts()[0]?.shadowRoot as ShadowRoot
const byTestId = (id: string) => shadow().querySelector(`[data-testid="${id}"]`) as HTMLElement

afterEach(() => {
  for (const host of hosts()) host.remove()
})

describe('showGuardDialog', () => {
  it('shows the warning in an open shadow root above the page, Cancel focused', async () => {
    const choice = showGuardDialog(document, warning)
    expect(hosts()).toHaveLength(1)
    expect(hosts()[0]?.getAttribute('style')).toContain('z-index: 2147483647')
    const dialog = byTestId('tokenbox-guard-dialog')
    expect(dialog.dataset.kind).toBe('unlimitedApproval')
    expect(dialog.getAttribute('role')).toBe('alertdialog')
    expect(dialog.getAttribute('lang')).toBe('en')
    expect(dialog.querySelector('h2')?.textContent).toBe('Unlimited approval')
    expect(dialog.textContent).toContain(warning.summary)
    const rows = [...dialog.querySelectorAll('.row')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('.value')?.textContent,
      row.querySelector('.address')?.textContent ?? null,
    ])
    expect(rows).toEqual([
      ['Site', 'app.example.org', null],
      ['Token', 'USDT', '0x55d398326f99059fF775485246999027B3197955'],
      ['Spender', '0x000000000000000000000000000000000000bEEF', null],
      ['Amount', 'Unlimited', null],
    ])
    expect(byTestId('tokenbox-guard-cancel').textContent).toBe('Cancel')
    expect(byTestId('tokenbox-guard-continue').textContent).toBe('Continue')
    expect(shadow().activeElement).toBe(byTestId('tokenbox-guard-cancel'))
    // The styles live inside the shadow root, not in the page.
    expect(shadow().querySelector('style')?.textContent).toContain('.dialog')
    expect(document.head.querySelector('style')).toBeNull()
    byTestId('tokenbox-guard-cancel').click()
    await choice
  })

  it('shows what a transaction will do first, each line with its tone and address, as text (issue 80)', async () => {
    const choice = showGuardDialog(document, {
      ...warning,
      kind: 'transaction',
      title: 'What this transaction will do',
      changes: {
        heading: 'What it does to your wallet',
        lines: [
          {
            tone: 'out',
            text: 'You send 1.5 ETH to <b>x</b>',
            address: '0x000000000000000000000000000000000000bEEF',
          },
          { tone: 'in', text: 'You receive 2,850 USDT' },
          { tone: 'fails', text: 'This transaction will fail: Insufficient token balance' },
        ],
      },
    })
    const dialog = byTestId('tokenbox-guard-dialog')
    expect(dialog.dataset.kind).toBe('transaction')
    const changes = byTestId('tokenbox-guard-changes')
    expect(changes.querySelector('h3')?.textContent).toBe('What it does to your wallet')
    const lines = [...changes.querySelectorAll('li')].map((line) => [
      line.dataset.tone,
      line.querySelector('.text')?.textContent,
      line.querySelector('.address')?.textContent ?? null,
    ])
    expect(lines).toEqual([
      ['out', 'You send 1.5 ETH to <b>x</b>', '0x000000000000000000000000000000000000bEEF'],
      ['in', 'You receive 2,850 USDT', null],
      ['fails', 'This transaction will fail: Insufficient token balance', null],
    ])
    expect(changes.querySelector('b')).toBeNull()
    // Before the rows: what the wallet signs is read first.
    expect(
      changes.compareDocumentPosition(dialog.querySelector('dl') as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    byTestId('tokenbox-guard-cancel').click()
    expect(await choice).toBe('cancel')
  })

  it('stays up when the page clears the root element, until the user chooses', async () => {
    const choice = showGuardDialog(document, warning)
    hosts()[0]?.remove()
    await vi.waitFor(() => expect(hosts()).toHaveLength(1))
    byTestId('tokenbox-guard-continue').click()
    expect(await choice).toBe('continue')
    expect(hosts()).toHaveLength(0)
  })

  it('answers cancel on Cancel and continue on Continue, and goes away', async () => {
    const cancelled = showGuardDialog(document, warning)
    byTestId('tokenbox-guard-cancel').click()
    expect(await cancelled).toBe('cancel')
    expect(hosts()).toHaveLength(0)
    const continued = showGuardDialog(document, warning)
    byTestId('tokenbox-guard-continue').click()
    expect(await continued).toBe('continue')
    expect(hosts()).toHaveLength(0)
  })

  it('cancels on Escape, keeps Tab between its buttons and keys away from the page', async () => {
    const pageKeys: string[] = []
    document.addEventListener('keydown', (event) => pageKeys.push(event.key))
    const choice = showGuardDialog(document, warning)
    const cancel = byTestId('tokenbox-guard-cancel')
    const key = (name: string) =>
      (shadow().activeElement as HTMLElement).dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
      )
    key('Tab')
    expect(shadow().activeElement).toBe(byTestId('tokenbox-guard-continue'))
    key('Tab')
    expect(shadow().activeElement).toBe(cancel)
    key('Escape')
    expect(await choice).toBe('cancel')
    expect(pageKeys).toEqual([])
  })

  it('cancels on Escape wherever the focus went, and lets the page have its keys back afterwards', async () => {
    const pageKeys: string[] = []
    const listener = (event: KeyboardEvent) => pageKeys.push(event.key)
    window.addEventListener('keydown', listener)
    const choice = showGuardDialog(document, warning)
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    )
    expect(await choice).toBe('cancel')
    expect(pageKeys).toEqual([])
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(pageKeys).toEqual(['a'])
    window.removeEventListener('keydown', listener)
  })

  it('gives the focus back to what the page had focused', async () => {
    const input = document.createElement('input')
    document.body.append(input)
    input.focus()
    const choice = showGuardDialog(document, warning)
    expect(document.activeElement).not.toBe(input)
    byTestId('tokenbox-guard-continue').click()
    await choice
    expect(document.activeElement).toBe(input)
    input.remove()
  })

  it("lists a trap's reasons, and shows names from the chain as text, never as markup", async () => {
    const trap: GuardWarning = {
      ...warning,
      kind: 'buy',
      title: 'This token looks like a trap',
      rows: [
        {
          label: 'Token',
          value: '<img src=x onerror=alert(1)> (Trap)',
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        },
      ],
      reasons: [
        'A simulated buy worked, but selling it back failed: a honeypot.',
        'Chosen addresses can be blocked.',
      ],
    }
    const choice = showGuardDialog(document, trap)
    expect(byTestId('tokenbox-guard-dialog').dataset.kind).toBe('buy')
    expect(
      [...byTestId('tokenbox-guard-reasons').querySelectorAll('li')].map((item) => item.textContent),
    ).toEqual(trap.reasons)
    expect(shadow().querySelector('img')).toBeNull()
    expect(shadow().querySelector('.value')?.textContent).toBe('<img src=x onerror=alert(1)> (Trap)')
    byTestId('tokenbox-guard-cancel').click()
    await choice
  })
})

describe('showCheckingNotice', () => {
  it('shows the notice as a status until hidden, letting clicks through', () => {
    const hide = showCheckingNotice(document, 'TokenBox is checking this token…')
    const notice = byTestId('tokenbox-guard-checking')
    expect(notice.getAttribute('role')).toBe('status')
    expect(notice.textContent).toBe('TokenBox is checking this token…')
    expect(hosts()[0]?.getAttribute('style')).toContain('pointer-events: none')
    hide()
    expect(hosts()).toHaveLength(0)
  })
})
