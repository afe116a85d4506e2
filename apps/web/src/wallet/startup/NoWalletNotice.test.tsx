import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { listedWallets } from '../connect/listedWallets.ts'
import { NoWalletNotice } from './NoWalletNotice.tsx'

afterEach(cleanup)

describe('NoWalletNotice', () => {
  it('says what to install on a computer, links every listed wallet, and closes on its button', async () => {
    const i18n = await createI18n('en')
    const onClose = vi.fn()
    render(
      <I18nextProvider i18n={i18n}>
        <NoWalletNotice mobile={false} onClose={onClose} />
      </I18nextProvider>,
    )
    const card = document.querySelector<HTMLElement>('.tb-no-wallet-notice')
    expect(card?.getAttribute('role')).toBe('alert')
    expect(card?.textContent).toContain('No wallet found')
    expect(card?.style.position).toBe('fixed')
    // Top right, below the header.
    expect(card?.style.top).toBe('72px')
    expect(card?.style.right).not.toBe('')
    const body = screen.getByTestId('no-wallet-notice')
    expect(body.textContent).toContain('install a wallet browser extension')
    for (const wallet of listedWallets)
      expect(screen.getByRole('link', { name: wallet.name }).getAttribute('href')).toBe(wallet.installUrl)
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('asks a phone to open the site in a wallet app, at the top centre, in the reader’s language', async () => {
    const i18n = await createI18n('zh')
    render(
      <I18nextProvider i18n={i18n}>
        <NoWalletNotice mobile onClose={() => undefined} />
      </I18nextProvider>,
    )
    const card = document.querySelector<HTMLElement>('.tb-no-wallet-notice')
    expect(card?.textContent).toContain('未检测到钱包')
    expect(card?.style.left).toBe('50%')
    expect(screen.getByTestId('no-wallet-notice').textContent).toContain('钱包 App 的内置浏览器')
    expect(screen.getByRole('button', { name: '关闭提示' })).toBeTruthy()
  })
})
