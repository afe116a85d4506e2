import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AppRoute, ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { lazy, useState } from 'react'
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderInProviders } from '../../../testing/renderApp.tsx'
import { AppRoutes } from '../../start/AppRoutes.tsx'
import { createSettingsStore, type SettingsStore } from '../settings/createSettingsStore.ts'

/** A screen with state of its own, so the tests can tell a kept screen from a remounted one. */
function Counter() {
  const [count, setCount] = useState(0)
  const { pathname, search } = useLocation()
  return (
    <div data-testid={`screen-${pathname}`}>
      <span data-testid={`location-${pathname}`}>{pathname + search}</span>
      <button type="button" data-testid={`count-${pathname}`} onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </div>
  )
}

const counter = lazy(async () => ({ default: Counter }))
/** Every row of the table below shows the counter screen. */
const counterScreens = () => counter
const screenRow = (id: string, path: string, extra: Partial<ScreenRoute> = {}): ScreenRoute => ({
  kind: 'screen',
  id,
  titleKey: id,
  path,
  icon: 'dashboard',
  built: true,
  ...extra,
})

// Real titles from the routes namespace, screens that count clicks.
const table: AppRoute[] = [
  screenRow('dashboard', '/home', { affix: true }),
  screenRow('waMultiSender', '/wa/se'),
  screenRow('waCollection', '/wa/co'),
  screenRow('otUnitConverter', '/ot/un', { noCache: true }),
  screenRow('notFound', '/404', { hidden: true }),
  screenRow('untitled', '/x/untitled'),
]

let navigate: NavigateFunction
function Navigator() {
  navigate = useNavigate()
  const { pathname } = useLocation()
  return <output data-testid="current-path">{pathname}</output>
}

let store: SettingsStore
async function renderLayout(path: string) {
  store = createSettingsStore()
  await renderInProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes table={table} screens={counterScreens} />
      <Navigator />
    </MemoryRouter>,
    { settingsStore: store },
  )
  await screen.findByTestId(`screen-${path.split('?')[0]}`)
}

const go = async (path: string) => {
  await act(async () => navigate(path))
  await screen.findByTestId(`screen-${path.split('?')[0]}`)
}
const tabTitles = () => screen.queryAllByTestId('tags-view-tab').map((tab) => tab.textContent)
const tab = (path: string) =>
  screen.getAllByTestId('tags-view-tab').find((element) => element.dataset.path === path)!
const currentPath = () => screen.getByTestId('current-path').textContent
const isHidden = (path: string) => screen.getByTestId(`screen-${path}`).closest('[style*="none"]') !== null
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId))

async function openMenu(path: string) {
  fireEvent.contextMenu(tab(path))
  return within(await screen.findByRole('menu'))
}

beforeEach(() => {
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without a saved size.
  document.cookie = 'size=; max-age=0; path=/'
})
afterEach(cleanup)

describe('tags view', () => {
  it('pins the dashboard without a close button and adds each visited page once', async () => {
    await renderLayout('/wa/se')
    expect(tabTitles()).toEqual(['Dashboard', 'Multi Sender'])
    expect(within(tab('/home')).queryByTestId('tags-view-close')).toBeNull()
    expect(tab('/wa/se').dataset.active).toBe('true')
    await go('/wa/co')
    await go('/wa/se?token=1')
    await go('/404')
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Multi Sender', 'Token Collection']))
    // The tab follows the last query; hidden pages (the 404) get no tab.
    expect(tab('/wa/se').querySelector('a')!.getAttribute('href')).toBe('/wa/se?token=1')
  })

  it("falls back to 'no-name' for a page without a translated title", async () => {
    await renderLayout('/x/untitled')
    expect(tabTitles()).toEqual(['Dashboard', 'no-name'])
  })

  it('keeps a cached screen mounted and hidden, with its state and its own URL', async () => {
    await renderLayout('/wa/se?t=1')
    click('count-/wa/se')
    click('count-/wa/se')
    await go('/wa/co')
    expect(isHidden('/wa/se')).toBe(true)
    expect(screen.getByTestId('location-/wa/se').textContent).toBe('/wa/se?t=1')
    fireEvent.click(tab('/wa/se').querySelector('a')!)
    await waitFor(() => expect(isHidden('/wa/se')).toBe(false))
    expect(screen.getByTestId('count-/wa/se').textContent).toBe('2')
    expect(isHidden('/wa/co')).toBe(true)
  })

  it('does not keep a noCache screen: it starts afresh on every visit', async () => {
    await renderLayout('/ot/un')
    click('count-/ot/un')
    await go('/wa/se')
    expect(screen.queryByTestId('screen-/ot/un')).toBeNull()
    expect(tabTitles()).toContain('Unit Converter')
    await go('/ot/un')
    expect(screen.getByTestId('count-/ot/un').textContent).toBe('0')
  })

  it('refresh remounts the screen', async () => {
    await renderLayout('/wa/se')
    click('count-/wa/se')
    expect(screen.getByTestId('count-/wa/se').textContent).toBe('1')
    fireEvent.click((await openMenu('/wa/se')).getByTestId('tags-menu-refresh'))
    await waitFor(() => expect(screen.getByTestId('count-/wa/se').textContent).toBe('0'))
    expect(currentPath()).toBe('/wa/se')
  })

  it('closing the active tab opens the last tab left; closing another stays put', async () => {
    await renderLayout('/wa/se')
    await go('/wa/co')
    await go('/ot/un')
    fireEvent.click(within(tab('/wa/se')).getByTestId('tags-view-close'))
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Token Collection', 'Unit Converter']))
    expect(currentPath()).toBe('/ot/un')
    fireEvent.click(within(tab('/ot/un')).getByTestId('tags-view-close'))
    await waitFor(() => expect(currentPath()).toBe('/wa/co'))
    expect(tabTitles()).toEqual(['Dashboard', 'Token Collection'])
  })

  it('close others keeps the chosen tab and the dashboard, and opens the chosen one', async () => {
    await renderLayout('/wa/se')
    await go('/wa/co')
    await go('/ot/un')
    fireEvent.click((await openMenu('/wa/se')).getByTestId('tags-menu-close-others'))
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Multi Sender']))
    expect(currentPath()).toBe('/wa/se')
    expect(screen.queryByTestId('screen-/wa/co')).toBeNull()
  })

  it('close all keeps only the dashboard and goes there', async () => {
    await renderLayout('/wa/se')
    await go('/wa/co')
    click('tags-view-actions')
    const menu = within(await screen.findByRole('menu'))
    expect(menu.getByTestId('tags-menu-close')).toBeTruthy()
    fireEvent.click(menu.getByTestId('tags-menu-close-all'))
    await waitFor(() => expect(currentPath()).toBe('/home'))
    expect(tabTitles()).toEqual(['Dashboard'])
    // The pinned dashboard offers no close action.
    expect((await openMenu('/home')).queryByTestId('tags-menu-close')).toBeNull()
  })

  it('turned off in the settings: no tabs, and screens are not kept', async () => {
    await renderLayout('/wa/se')
    click('count-/wa/se')
    act(() => store.update({ tagsView: false }))
    expect(screen.queryByTestId('tags-view')).toBeNull()
    await go('/wa/co')
    expect(screen.queryByTestId('screen-/wa/se')).toBeNull()
    await go('/wa/se')
    expect(screen.getByTestId('count-/wa/se').textContent).toBe('0')
  })
})
