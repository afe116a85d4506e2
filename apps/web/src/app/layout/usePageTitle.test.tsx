import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../../testing/renderApp.tsx'
import { changeLanguage } from '../i18n/changeLanguage.ts'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('page title and tool pages', () => {
  it('titles a query variant after its own row, in the current language', async () => {
    // The sale variant of the compound coin path has a row (and a screen) of its own.
    const { i18n } = await renderApp('/co/cp?t=1')
    await waitFor(() => expect(document.title).toBe('Compound Coin (Sale) - TokenBox'))
    await act(() => changeLanguage(i18n, 'zh'))
    await waitFor(() => expect(document.title).toBe('复利代币（预售） - TokenBox'))
    await act(() => changeLanguage(i18n, 'ja'))
    await waitFor(() => expect(document.title).toBe('複利トークン（セール） - TokenBox'))
  })

  it('names a tool that is not built yet on its page', async () => {
    // Every tool is built since the tools index (issue 26); the console's sign-in page is not yet.
    await renderApp('/login')
    await waitFor(() => expect(document.title).toBe('Login - TokenBox'))
    expect((await screen.findByTestId('not-built-page')).textContent).toContain('Login is not available yet')
  })

  it('forwards a group to its default child and names it', async () => {
    await renderApp('/co', 'es')
    await waitFor(() => expect(document.title).toBe('Token normal - TokenBox'))
    expect(screen.getByTestId('current-path').textContent).toBe('/co/nm')
    // The normal coin is built: its screen opens on Create Token, in Spanish.
    expect((await screen.findByRole('tab', { name: 'Crear token' })).textContent).toBe('Crear token')
  })
})
