import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { App } from 'antd'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../app/i18n/loadLanguage.ts'
import type { SessionStore } from '../../session/createSessionStore.ts'
import { SessionContext } from '../../session/SessionContext.ts'
import { LoginPage } from './LoginPage.tsx'

async function renderLogin(login: SessionStore['login']) {
  const i18n = await createI18n('en')
  await loadNamespaceBundle(i18n, 'en', 'admin')
  const session = { login } as unknown as SessionStore
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={['/login?redirect=%2Ffeedback']}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/feedback" element={<p>feedback page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </App>
    </I18nextProvider>,
  )
}

describe('LoginPage', () => {
  afterEach(cleanup)

  it('refuses an empty form with the messages, sending nothing', async () => {
    const login = vi.fn()
    await renderLogin(login)
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')))
    await screen.findByText('Please enter the user name')
    await screen.findByText('The password can not be less than 6 digits')
    expect(login).not.toHaveBeenCalled()
  })

  it('hints at caps lock while typing the password', async () => {
    await renderLogin(vi.fn())
    const password = screen.getByTestId('login-password')
    // happy-dom's KeyboardEvent knows no CapsLock state; the browser's answers it per event.
    const keyUp = (capsLock: boolean) => {
      const event = new KeyboardEvent('keyup', { key: capsLock ? 'A' : 'a', bubbles: true })
      Object.defineProperty(event, 'getModifierState', {
        value: (key: string) => key === 'CapsLock' && capsLock,
      })
      fireEvent(password, event)
    }
    keyUp(true)
    await screen.findByTestId('caps-lock-hint')
    keyUp(false)
    expect(screen.queryByTestId('caps-lock-hint')).toBeNull()
  })

  it('signs in with what was typed and goes to the redirect', async () => {
    const login = vi.fn(async () => {})
    await renderLogin(login)
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: ' admin ' } })
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret password' } })
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')))
    await screen.findByText('feedback page')
    expect(login).toHaveBeenCalledWith({ username: ' admin ', password: 'secret password' })
  })
})
