// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInShell } from '../../testing/renderInShell.tsx'
import { LauncherPanel } from './LauncherPanel.tsx'
import { launcherTools } from './launcherTools.ts'

const site = 'https://tokenbox.example'
const items = () => screen.getAllByTestId('launcher-item')
const ids = () => items().map((item) => item.getAttribute('data-route-id'))

describe('the launcher', () => {
  it('lists every built tool under its group, titled in the user language', async () => {
    await renderInShell('popup', <LauncherPanel siteUrl={site} />, { language: 'ja' })
    await screen.findAllByTestId('launcher-item')
    expect(ids().sort()).toEqual(
      launcherTools()
        .map((tool) => tool.id)
        .sort(),
    )
    const lock = screen.getByRole('region', { name: 'ロック' })
    expect(
      within(lock)
        .getAllByTestId('launcher-item')
        .map((item) => item.getAttribute('data-route-id')),
    ).toContain('loToken')
    const converter = items().find((item) => item.getAttribute('data-route-id') === 'otUnitConverter')!
    expect(converter.textContent).toContain('単位換算')
  })

  it('opens a tool on the configured site in a new tab, and an external link on its own site', async () => {
    const { host } = await renderInShell('popup', <LauncherPanel siteUrl={site} />)
    const check = (await screen.findAllByTestId('launcher-item')).find(
      (item) => item.getAttribute('data-route-id') === 'check',
    )!
    expect(check.getAttribute('href')).toBe(`${site}/check`)
    expect(check.getAttribute('target')).toBe('_blank')
    fireEvent.click(check)
    expect(host.openTab).toHaveBeenLastCalledWith(`${site}/check`)
    const chainList = items().find((item) => item.getAttribute('data-route-id') === 'chainList')!
    fireEvent.click(chainList)
    expect(host.openTab).toHaveBeenLastCalledWith('https://chainlist.org')
  })

  it('finds a tool by the words of another language, and shows it in the user language', async () => {
    await renderInShell('popup', <LauncherPanel siteUrl={site} />)
    const search = await screen.findByTestId('launcher-search')
    fireEvent.change(search, { target: { value: '空投' } })
    await waitFor(() => expect(ids()[0]).toBe('waMultiSender'))
    expect(items()[0]!.textContent).toContain('Multi Sender')
    fireEvent.change(search, { target: { value: 'bloquear' } })
    await waitFor(() => expect(ids()).toContain('loToken'))
  })

  it('finds a Chinese title by its pinyin once the dictionary is there', async () => {
    await renderInShell('popup', <LauncherPanel siteUrl={site} />, { language: 'zh' })
    const search = await screen.findByTestId('launcher-search')
    fireEvent.change(search, { target: { value: 'danweihuansuan' } })
    await waitFor(() => expect(ids()[0]).toBe('otUnitConverter'))
    expect(items()[0]!.textContent).toContain('单位换算')
  })

  it('says so when nothing matches', async () => {
    await renderInShell('popup', <LauncherPanel siteUrl={site} />)
    fireEvent.change(await screen.findByTestId('launcher-search'), { target: { value: 'qzxwv' } })
    expect((await screen.findByTestId('launcher-no-results')).textContent).toContain(
      'No tool matches “qzxwv”',
    )
    expect(screen.queryAllByTestId('launcher-item')).toEqual([])
  })
})
