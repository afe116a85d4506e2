import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { languageStorageKey } from '@tokenbox/ui/i18n/languages.ts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../testing/renderApp.tsx'
import { changeLanguage } from './i18n/changeLanguage.ts'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('app shell', () => {
  it('redirects / to the dashboard and titles the page "Dashboard - TokenBox"', async () => {
    await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Welcome to TokenBox' })).toBeTruthy()
    expect(screen.getByTestId('current-path').textContent).toBe('/home')
    await waitFor(() => expect(document.title).toBe('Dashboard - TokenBox'))
  })

  it('redirects an unknown path to /404 and offers the way back', async () => {
    await renderApp('/no/such/tool')
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeTruthy()
    expect(screen.getByTestId('current-path').textContent).toBe('/404')
    await waitFor(() => expect(document.title).toBe('Page Not Found - TokenBox'))
    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Welcome to TokenBox' })).toBeTruthy()
    expect(screen.getByTestId('current-path').textContent).toBe('/home')
  })

  it('switches language from the header: title, visible text and the saved setting follow', async () => {
    await renderApp('/home')
    await screen.findByRole('heading', { name: 'Welcome to TokenBox' })
    fireEvent.click(screen.getByTestId('language-switch'))
    fireEvent.click(await screen.findByTestId('language-zh'))
    expect(await screen.findByRole('heading', { name: '欢迎使用 TokenBox' })).toBeTruthy()
    expect(screen.getAllByText('连接钱包').length).toBeGreaterThan(0)
    await waitFor(() => expect(document.title).toBe('仪表盘 - TokenBox'))
    expect(localStorage.getItem(languageStorageKey)).toBe('zh')
    expect(document.documentElement.lang).toBe('zh')
  })

  it('starts in the given language and follows later changes', async () => {
    const { i18n } = await renderApp('/home', 'ja')
    await waitFor(() => expect(document.title).toBe('ダッシュボード - TokenBox'))
    await act(() => changeLanguage(i18n, 'es'))
    await waitFor(() => expect(document.title).toBe('Panel - TokenBox'))
  })

  it('invites a visitor without a connected wallet to connect', async () => {
    await renderApp('/home')
    expect(
      await screen.findByText('Connect your wallet to see your address, network and balance.'),
    ).toBeTruthy()
  })
})
