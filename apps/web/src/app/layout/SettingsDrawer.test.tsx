import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { readableShade } from '@tokenbox/ui/contrast.ts'
import { lightSurfaces } from '@tokenbox/ui/theme.ts'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInProviders } from '../../../testing/renderApp.tsx'
import { AppRoutes } from '../../start/AppRoutes.tsx'
import { createSettingsStore } from '../settings/createSettingsStore.ts'
import { settingsStorageKey } from '../settings/defaultSettings.ts'

async function renderApp() {
  // A store over the real localStorage and cookie, as the app builds it.
  const store = createSettingsStore()
  const { i18n } = await renderInProviders(
    <MemoryRouter initialEntries={['/home']}>
      <AppRoutes />
    </MemoryRouter>,
    { settingsStore: store },
  )
  await screen.findByTestId('settings-button')
  return { store, i18n }
}

async function openDrawer() {
  fireEvent.click(screen.getByTestId('settings-button'))
  return within(await screen.findByTestId('settings-drawer'))
}

const saved = () => JSON.parse(localStorage.getItem(settingsStorageKey) ?? '{}')

beforeEach(() => {
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without a saved size.
  document.cookie = 'size=; max-age=0; path=/'
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('settings panel', () => {
  it('changes the theme colour: saved, and antd draws with it', async () => {
    const { store } = await renderApp()
    const drawer = await openDrawer()
    expect(drawer.getByTestId('theme-color-orange').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(drawer.getByTestId('theme-color-blue'))
    expect(store.getSnapshot().themeColor).toBe('#1677ff')
    expect(saved().themeColor).toBe('#1677ff')
    expect(drawer.getByTestId('theme-color-blue').getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => {
      const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
      // Drawn in its readable shade (issue 77): the same hue, dark enough for text on every light surface.
      expect(css).toContain(`--ant-color-primary:${readableShade('#1677ff', lightSurfaces)}`)
    })
  })

  it('switches the layout flags: the tabs row goes, the header becomes fixed, both are saved', async () => {
    await renderApp()
    expect(screen.getByTestId('tags-view')).toBeTruthy()
    expect(screen.getByTestId('layout-top').dataset.fixed).toBe('false')
    const drawer = await openDrawer()
    fireEvent.click(drawer.getByTestId('setting-tagsView'))
    fireEvent.click(drawer.getByTestId('setting-fixedHeader'))
    fireEvent.click(drawer.getByTestId('setting-sidebarLogo'))
    fireEvent.click(drawer.getByTestId('setting-supportPinyinSearch'))
    // Each switch saves and redraws on its own; a loaded machine may commit the redraws later.
    await waitFor(() => {
      expect(saved()).toMatchObject({
        tagsView: false,
        fixedHeader: true,
        sidebarLogo: false,
        supportPinyinSearch: false,
      })
      expect(screen.queryByTestId('tags-view')).toBeNull()
      expect(screen.getByTestId('layout-top').style.position).toBe('sticky')
    })
  })

  it('sets the global size from the panel and the header, saved in the size cookie', async () => {
    const { store } = await renderApp()
    const drawer = await openDrawer()
    fireEvent.click(drawer.getByTestId('settings-size-large'))
    expect(document.cookie).toContain('size=large')
    await waitFor(() => expect(drawer.getByTestId('settings-language-en').className).toContain('ant-btn-lg'))
    fireEvent.click(screen.getByTestId('global-size'))
    fireEvent.click(await screen.findByTestId('global-size-small'))
    expect(store.getSnapshot().size).toBe('small')
    expect(document.cookie).toContain('size=small')
    await waitFor(() => expect(drawer.getByTestId('settings-language-en').className).toContain('ant-btn-sm'))
  })

  it('chooses any of the four languages, and restores the defaults', async () => {
    const { i18n, store } = await renderApp()
    const drawer = await openDrawer()
    fireEvent.click(drawer.getByTestId('settings-language-ja'))
    await waitFor(() => expect(i18n.language).toBe('ja'))
    expect(await drawer.findByText('テーマカラー')).toBeTruthy()
    act(() => store.update({ themeColor: '#722ed1', tagsView: false, size: 'large' }))
    fireEvent.click(screen.getByTestId('settings-reset'))
    expect(store.getSnapshot()).toMatchObject({ themeColor: '#fa8c16', tagsView: true, size: 'medium' })
  })

  it('shows 120 px QR codes of the contact links and copies a link with the "Copied" message', async () => {
    await renderApp()
    const drawer = await openDrawer()
    const qr = drawer.getByTestId('contact-qr-telegram')
    expect(qr.style.width).toBe('120px')
    expect(qr.querySelector('svg')?.getAttribute('height')).toBe('120')
    expect(drawer.getByTestId('contact-link-telegram').getAttribute('href')).toBe('https://t.me/tokenbox')
    fireEvent.click(drawer.getByTestId('contact-tab-email'))
    const email = await drawer.findByTestId('contact-link-email')
    expect(email.getAttribute('href')).toBe('mailto:support@tokenbox.app')
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    fireEvent.click(drawer.getByTestId('contact-copy-email'))
    expect(await screen.findByText('Copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('support@tokenbox.app')
    expect(await navigator.clipboard.readText()).toBe('support@tokenbox.app')
  })

  it('says "Copy failed" when the browser refuses the clipboard', async () => {
    await renderApp()
    const drawer = await openDrawer()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    )
    fireEvent.click(drawer.getByTestId('contact-copy-telegram'))
    expect(await screen.findByText('Copy failed')).toBeTruthy()
  })

  it('is not in the page until first opened', async () => {
    await renderApp()
    expect(screen.queryByTestId('settings-drawer')).toBeNull()
  })
})
