import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/createI18n.ts'
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx'

afterEach(cleanup)

/** Throws while `state.broken` holds, like a screen with a bug on some data. */
function Fragile({ state }: { state: { broken: boolean } }) {
  if (state.broken) throw new Error('cannot read the pool')
  return <p>screen works</p>
}

describe('ScreenErrorBoundary', () => {
  it('shows the error in place of the screen only, and Try again renders the screen anew', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const i18n = await createI18n('es')
    const state = { broken: true }
    render(
      <I18nextProvider i18n={i18n}>
        <nav>menu stays</nav>
        <ScreenErrorBoundary>
          <Fragile state={state} />
        </ScreenErrorBoundary>
      </I18nextProvider>,
    )
    expect(await screen.findByText('Esta página dejó de funcionar')).toBeTruthy()
    expect(screen.getByText('cannot read the pool')).toBeTruthy()
    expect(screen.getByText('menu stays')).toBeTruthy()

    // Still broken: Try again shows the error again rather than a blank area.
    fireEvent.click(screen.getByTestId('screen-error-retry'))
    expect(await screen.findByText('Esta página dejó de funcionar')).toBeTruthy()

    state.broken = false
    fireEvent.click(screen.getByTestId('screen-error-retry'))
    expect(await screen.findByText('screen works')).toBeTruthy()
    expect(screen.queryByTestId('screen-error')).toBeNull()
    quiet.mockRestore()
  })
})
