import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/renderApp.tsx'
import { changeLanguage } from '../i18n/changeLanguage.ts'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('page title and tool pages', () => {
  it('titles a query variant after its own row, in the current language', async () => {
    const { i18n } = await renderApp('/co/st?t=1')
    await waitFor(() => expect(document.title).toBe('MEME Coin - TokenBox'))
    expect((await screen.findByTestId('not-built-page')).textContent).toContain(
      'MEME Coin is not available yet',
    )
    await act(() => changeLanguage(i18n, 'zh'))
    await waitFor(() => expect(document.title).toBe('MEME 代币 - TokenBox'))
    expect(screen.getByTestId('not-built-page').textContent).toContain('MEME 代币暂不可用')
    await act(() => changeLanguage(i18n, 'ja'))
    await waitFor(() => expect(document.title).toBe('MEME トークン - TokenBox'))
  })

  it('forwards a group to its default child and names it', async () => {
    await renderApp('/co', 'es')
    await waitFor(() => expect(document.title).toBe('Token normal - TokenBox'))
    expect(screen.getByTestId('current-path').textContent).toBe('/co/nm')
    expect((await screen.findByTestId('not-built-page')).textContent).toContain(
      'Token normal aún no está disponible',
    )
  })
})
