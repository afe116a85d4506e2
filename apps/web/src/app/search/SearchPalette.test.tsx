import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../../testing/renderApp.tsx'
import { readRecentTools } from './recentTools.ts'

async function openWith(init: KeyboardEventInit) {
  fireEvent.keyDown(window, init)
  return (await screen.findByTestId('search-input')) as HTMLInputElement
}

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('header search palette', () => {
  it('opens with Ctrl+K, finds a tool by a Chinese word, shows it in English and opens it with Enter', async () => {
    await renderApp('/home')
    await screen.findByTestId('search-button')
    const input = await openWith({ key: 'k', ctrlKey: true })
    fireEvent.change(input, { target: { value: '空投' } })
    const result = await screen.findByTestId('search-result-waMultiSender')
    expect(result.textContent).toContain('Multi Sender')
    expect(result.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/wa/se'))
    expect(readRecentTools()[0]).toBe('waMultiSender')
  })

  it('moves with the arrows, lists recent tools first when empty, and says when nothing matches', async () => {
    localStorage.setItem('tokenbox.search.recentTools', JSON.stringify(['otVanity']))
    await renderApp('/home')
    await screen.findByTestId('search-button')
    const input = await openWith({ key: '/' })
    const palette = within(await screen.findByRole('listbox'))
    await waitFor(() =>
      expect(palette.getAllByRole('option')[0]?.getAttribute('data-testid')).toBe('search-result-otVanity'),
    )
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(palette.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true')
    fireEvent.change(input, { target: { value: 'qzxwv' } })
    expect((await screen.findByTestId('search-no-results')).textContent).toContain('No tool matches “qzxwv”')
  })

  it('leaves "/" to text fields', async () => {
    await renderApp('/home')
    await screen.findByTestId('search-button')
    const field = document.createElement('input')
    document.body.append(field)
    fireEvent.keyDown(field, { key: '/' })
    expect(screen.queryByTestId('search-input')).toBeNull()
    field.remove()
  })
})
