// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { localDeployments } from '@tokenbox/core/testing/localEntry.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderInShell } from '../../testing/renderInShell.tsx'
import { startTestSite, type TestSite } from '../../testing/startTestSite.ts'
import { type TestHost, testHost } from '../../testing/testHost.ts'
import { readSettings } from '../settings/settings.ts'
import { PopupApp } from './PopupApp.tsx'

describe('the popup, with a TokenBox site serving two local chains', () => {
  let node: LocalNode
  let berlin: LocalNode
  let site: TestSite
  beforeAll(async () => {
    ;[node, berlin] = await Promise.all([startAnvilNode(), startAnvilNode({ network: 'berlin' })])
    site = await startTestSite({
      localChains: [localDeployments(node.url), localDeployments(berlin.url, { chainId: 31338 })],
    })
  })
  afterAll(async () => {
    await Promise.all([node?.stop(), berlin?.stop(), site?.close()])
  })

  async function open(stored: Parameters<typeof testHost>[0] = {}, language: Language = 'en') {
    const host = testHost({ siteUrl: site.url, language, ...stored })
    const settings = await readSettings(host.settingsArea)
    await renderInShell('popup', <PopupApp initialSettings={settings} />, { host, language })
    return host
  }
  const stored = (host: TestHost) => readSettings(host.settingsArea)

  it("opens on the site's first chain with its gas price, and saves another chain when picked", async () => {
    const host = await open()
    const price = await screen.findByTestId('gas-price')
    expect(price.getAttribute('data-kind')).toBe('eip1559')
    const chainSelect = screen.getByTestId('popup-chain')
    expect(chainSelect.textContent).toContain('TokenBox Local')

    fireEvent.mouseDown(within(chainSelect).getByRole('combobox'))
    fireEvent.click(await screen.findByTitle('TokenBox Local (Berlin)'))
    await waitFor(async () => expect((await stored(host)).currentChainId).toBe(31338))
    await waitFor(() => expect(screen.getByTestId('gas-price').getAttribute('data-kind')).toBe('legacy'))
    expect(screen.getByText('Gas on TokenBox Local (Berlin)')).toBeTruthy()
  })

  it('leads to every section by its tab, named in the language of the settings', async () => {
    await open({ currentChainId: 31338 }, 'zh')
    await screen.findByTestId('gas-price')
    fireEvent.click(screen.getByRole('tab', { name: '单位' }))
    expect(((await screen.findByTestId('unit-gwei')) as HTMLInputElement).value).toBe('1000000000')
    fireEvent.click(screen.getByRole('tab', { name: '检测' }))
    expect(await screen.findByTestId('check-address')).toBeTruthy()
    expect(screen.getByText(/快速检测 TokenBox Local \(Berlin\) 上的代币/)).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: '工具' }))
    const tools = await screen.findAllByTestId('launcher-item')
    expect(tools.find((item) => item.getAttribute('data-route-id') === 'check')?.getAttribute('href')).toBe(
      `${site.url}/check`,
    )
  })

  it('turns the transaction guard on from the popup and opens the settings page', async () => {
    const host = await open()
    const guard = screen.getByTestId('popup-guard')
    expect(guard.textContent).toContain('Turn it on to be warned')
    const watch = screen.getByTestId('popup-watch')
    expect(watch.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(watch)
    await waitFor(async () => expect((await stored(host)).watch).toBe(true))
    await waitFor(() => expect(screen.getByTestId('popup-guard').getAttribute('data-watch')).toBe('true'))
    expect(screen.getByTestId('popup-guard').textContent).toContain('you are warned before risky ones')
    fireEvent.click(screen.getByTestId('popup-settings'))
    expect(host.openOptionsPage).toHaveBeenCalledTimes(1)
  })

  it('leaves out the chains switched off', async () => {
    await open({ disabledChainIds: [31337] })
    expect((await screen.findByTestId('gas-price')).getAttribute('data-kind')).toBe('legacy')
    expect(screen.getByTestId('popup-chain').textContent).toContain('TokenBox Local (Berlin)')
  })

  it('says what to do when every chain is off', async () => {
    const host = await open({ disabledChainIds: [31337, 31338, ...chainCatalogue.map((entry) => entry.id)] })
    const none = await screen.findByTestId('popup-no-chain')
    expect(none.textContent).toContain('Every chain is turned off.')
    fireEvent.click(within(none).getByRole('button', { name: 'Settings' }))
    expect(host.openOptionsPage).toHaveBeenCalledTimes(1)
  })
})
