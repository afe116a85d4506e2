import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/createI18n.ts'
import { CreateSubmitFooter } from './CreateSubmitFooter.tsx'

afterEach(cleanup)

async function renderFooter(ui: ReactNode) {
  const i18n = await createI18n('en')
  await act(async () => {
    render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
  })
}

describe('CreateSubmitFooter', () => {
  it('without a wallet: the connect warning with its Connect button and a disabled submit button', async () => {
    await renderFooter(
      <form>
        <CreateSubmitFooter connected={false} busy={false} label="Create" submitTestId="go" />
      </form>,
    )
    expect(await screen.findByText('Please connect wallet')).toBeTruthy()
    // The way out is on the warning itself (issue 77 point 3), not only in the header.
    const connect = screen.getByRole('button', { name: 'Connect Wallet' }) as HTMLButtonElement
    expect(connect.disabled).toBe(false)
    const button = screen.getByTestId('go') as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.type).toBe('submit')
    expect(button.textContent).toBe('Create')
  })

  it("with a wallet: no warning, the preparing failure in the user's words, and a plain button when given onClick", async () => {
    const onClick = vi.fn()
    await renderFooter(
      <CreateSubmitFooter
        connected
        busy={false}
        label="Create"
        submitTestId="go"
        prepareErrorTestId="prep"
        prepareError={{ key: 'networkFailed', params: {} }}
        onClick={onClick}
      />,
    )
    expect((await screen.findByTestId('prep')).textContent).toContain('Network connection failed')
    expect(screen.queryByText('Please connect wallet')).toBeNull()
    const button = screen.getByTestId('go') as HTMLButtonElement
    expect(button.type).toBe('button')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
