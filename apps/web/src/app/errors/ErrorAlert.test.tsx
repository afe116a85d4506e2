import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { errorMessageKeys } from '@tokenbox/core/errors/errorMessageKeys.ts'
import { supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import englishErrors from '@tokenbox/ui/locales/en/errors.json'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { createI18n } from '../i18n/createI18n.ts'
import { ErrorAlert } from './ErrorAlert.tsx'

const englishTexts: Record<string, string> = englishErrors

afterEach(cleanup)

describe('ErrorAlert', () => {
  it('says a contract error in words and keeps the raw error under a collapsed Details', async () => {
    const i18n = await createI18n('es')
    await loadLazyNamespace(i18n, 'errors')
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorAlert
          message={{ key: 'orderCallFailed', params: { id: '0' }, details: 'MultisigCallFailed(0)' }}
          testId="order-error"
        />
      </I18nextProvider>,
    )
    const alert = await screen.findByTestId('order-error')
    expect(alert.textContent).toContain('No se pudo ejecutar la transacción #0')
    const details = screen.getByTestId('order-error-details') as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(details.querySelector('summary')?.textContent).toBe('Detalles')
    fireEvent.click(screen.getByText('Detalles'))
    expect(details.textContent).toContain('MultisigCallFailed(0)')
  })

  it('shows no Details for a failure its sentence says in full', async () => {
    const i18n = await createI18n('en')
    await loadLazyNamespace(i18n, 'errors')
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorAlert message={{ key: 'transactionTerminated', params: {} }} testId="run-error" />
      </I18nextProvider>,
    )
    expect((await screen.findByTestId('run-error')).textContent).toBe('Transaction terminated')
    expect(screen.queryByTestId('run-error-details')).toBeNull()
  })

  it('fills every placeholder of every error text in every language, dates in the reader’s format', async () => {
    const params = {
      // Every placeholder any error text uses, as toErrorMessage passes it (strings).
      ...Object.fromEntries(
        [...new Set(Object.values(englishTexts).flatMap((text) => [...text.matchAll(/{{\s*(\w+)/g)]))]
          .map((match) => match[1]!)
          .map((name) => [name, '7']),
      ),
      readyAt: '1764000000000',
      endsAt: '1764000000000',
      nextAt: '1764000000000',
    }
    for (const language of supportedLanguages) {
      const i18n = await createI18n(language)
      await loadLazyNamespace(i18n, 'errors')
      for (const key of errorMessageKeys) {
        const text = i18n.t(key, { ns: 'errors', ...params })
        expect(text, `${language}: ${key}`).not.toMatch(/{{|}}|datetime/)
      }
      expect(i18n.t('cooldownActive', { ns: 'errors', ...params })).toContain('2025')
    }
  })
})
