import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { App, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import type { SessionStore } from '../../session/createSessionStore.ts'
import { SessionContext } from '../../session/SessionContext.ts'
import { LoginPage } from './LoginPage.tsx'

async function renderLogin(login: SessionStore['login'], extra?: ReactNode) {
  const i18n = await createI18n('en')
  await loadNamespaceBundle(i18n, 'en', 'admin')
  const session = { login } as unknown as SessionStore
  render(
    <I18nextProvider i18n={i18n}>
      {/* No motion: a closed toast leaves the page at once instead of after its animation. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          {extra}
          <SessionContext value={session}>
            <MemoryRouter initialEntries={['/login?redirect=%2Ffeedback']}>
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/feedback" element={<p>feedback page</p>} />
              </Routes>
            </MemoryRouter>
          </SessionContext>
        </App>
      </ConfigProvider>
    </I18nextProvider>,
  )
}

type ToastApi = ReturnType<typeof App.useApp>['message']

/** Hands the test antd App's toasts, which the request layer uses for a refusal. */
function CaptureToasts({ onToasts }: { onToasts: (toasts: ToastApi) => void }) {
  onToasts(App.useApp().message)
  return null
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

  it("closes the failed attempt's toast once a later sign-in succeeds", async () => {
    let toast: ToastApi | undefined
    // As the request layer does: the refusal is its toast, and the login rejects.
    const login = vi
      .fn<SessionStore['login']>()
      .mockImplementationOnce(async () => {
        void toast?.error({ content: 'Account and password are incorrect.', duration: 5 })
        throw new Error('refused')
      })
      .mockImplementationOnce(async () => {})
    await renderLogin(
      login,
      <CaptureToasts
        onToasts={(api) => {
          toast = api
        }}
      />,
    )
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'admin' } })
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong password' } })
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')))
    await screen.findByText('Account and password are incorrect.')
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret password' } })
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')))
    await screen.findByText('feedback page')
    // At once: the refusal's toast would otherwise stay for its 5 s.
    expect(screen.queryByText('Account and password are incorrect.')).toBeNull()
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
