// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getFreePort, type LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { localDeployments } from '@tokenbox/core/testing/localEntry.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderInShell } from '../../testing/renderInShell.tsx'
import { startTestSite, type TestSite } from '../../testing/startTestSite.ts'
import { type TestHost, testHost } from '../../testing/testHost.ts'
import { defaultSiteUrl, readSettings } from '../settings/settings.ts'
import { OptionsApp } from './OptionsApp.tsx'

describe('the settings page', () => {
  let node: LocalNode
  let site: TestSite
  let deadSite: string
  beforeAll(async () => {
    node = await startAnvilNode()
    site = await startTestSite({ localChains: [localDeployments(node.url)] })
    deadSite = `http://127.0.0.1:${await getFreePort()}`
  })
  afterAll(async () => {
    await Promise.all([node?.stop(), site?.close()])
  })

  /** The page with settings already stored, as the options page's entry renders it. */
  async function open(stored: Parameters<typeof testHost>[0], language: 'en' | 'zh' | 'es' | 'ja' = 'en') {
    const host = testHost(stored)
    const settings = await readSettings(host.settingsArea)
    await renderInShell('options', <OptionsApp initialSettings={settings} rpcTimeoutMs={5_000} />, {
      host,
      language,
    })
    return host
  }
  const stored = (host: TestHost) => readSettings(host.settingsArea)

  it('switches the language at once and saves it', async () => {
    const host = await open({ siteUrl: deadSite, language: 'en' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TokenBox extension settings')
    fireEvent.click(screen.getByLabelText('日本語'))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TokenBox 拡張機能の設定'),
    )
    expect(screen.getByText('トランザクションガード')).toBeTruthy()
    expect((await stored(host)).language).toBe('ja')
  })

  it('refuses a site URL that is no web address, saves a good one and its local chains appear', async () => {
    const host = await open({ siteUrl: deadSite })
    // The dead site serves no local chain: the catalogue alone.
    await screen.findByTestId('settings-chain-56')
    expect(screen.queryByTestId('settings-chain-31337')).toBeNull()
    const field = screen.getByTestId('settings-site-url') as HTMLInputElement
    expect(field.value).toBe(deadSite)

    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(screen.getByTestId('settings-site-save'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is not a web address: it must start with https:// or http://.',
    )
    expect((await stored(host)).siteUrl).toBe(deadSite)

    fireEvent.change(field, { target: { value: ` ${site.url}/ ` } })
    await act(async () => fireEvent.click(screen.getByTestId('settings-site-save')))
    await waitFor(async () => expect((await stored(host)).siteUrl).toBe(site.url))
    expect(screen.queryByTestId('settings-site-issue')).toBeNull()
    expect(screen.getByText(`Tools now open on ${site.url}`)).toBeTruthy()
    const local = await screen.findByTestId('chain-row-31337')
    expect(local.textContent).toContain('TokenBox Local')
    expect(local.textContent).toContain('Local chain from the site')

    await act(async () => fireEvent.click(screen.getByTestId('settings-site-reset')))
    await waitFor(async () => expect((await stored(host)).siteUrl).toBe(defaultSiteUrl))
    expect(field.value).toBe(defaultSiteUrl)
  })

  it('turns the guard on only when asked, and a chain off and on', async () => {
    const host = await open({ siteUrl: deadSite })
    const watch = screen.getByTestId('settings-watch')
    expect(watch.getAttribute('role')).toBe('switch')
    expect(watch.getAttribute('aria-checked')).toBe('false')
    // Where the requests go is said plainly: the chain's RPC node simulates them (issue 80).
    expect(screen.getByTestId('settings-guard').textContent).toContain(
      "Your requests go nowhere but the chain's RPC node",
    )
    fireEvent.click(watch)
    await waitFor(() => expect(watch.getAttribute('aria-checked')).toBe('true'))
    expect((await stored(host)).watch).toBe(true)

    const bsc = await screen.findByTestId('settings-chain-56')
    expect(bsc.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(bsc)
    await waitFor(() =>
      expect(screen.getByTestId('settings-chain-56').getAttribute('aria-checked')).toBe('false'),
    )
    expect((await stored(host)).disabledChainIds).toEqual([56])
    fireEvent.click(screen.getByTestId('settings-chain-56'))
    await waitFor(() =>
      expect(screen.getByTestId('settings-chain-56').getAttribute('aria-checked')).toBe('true'),
    )
    expect((await stored(host)).disabledChainIds).toEqual([])
  })

  it("keeps a user's RPC only once its node answers for that chain", async () => {
    const host = await open({ siteUrl: site.url })
    const row = await screen.findByTestId('chain-row-56')
    fireEvent.click(within(row).getByRole('button', { name: 'Change RPC' }))
    const field = screen.getByTestId('settings-rpc-56')
    const save = screen.getByTestId('settings-rpc-save-56')

    fireEvent.change(field, { target: { value: 'ftp://node.example' } })
    fireEvent.click(save)
    expect((await screen.findByTestId('settings-rpc-issue-56')).textContent).toBe(
      'This is not an RPC address: it must start with https://, http://, wss:// or ws://.',
    )
    // A node of another chain: anvil answers 31337.
    fireEvent.change(field, { target: { value: node.url } })
    fireEvent.click(save)
    await waitFor(() =>
      expect(screen.getByTestId('settings-rpc-issue-56').textContent).toBe(
        'This node serves chain 31337, not BSC Mainnet (56).',
      ),
    )
    fireEvent.change(field, { target: { value: deadSite } })
    fireEvent.click(save)
    await waitFor(() =>
      expect(screen.getByTestId('settings-rpc-issue-56').textContent).toBe(
        'No node answered at this address. Check the URL or try another node.',
      ),
    )
    expect((await stored(host)).rpcUrls).toEqual({})

    // The local chain's own node, entered as the user's RPC for it.
    const local = await screen.findByTestId('chain-row-31337')
    fireEvent.click(within(local).getByRole('button', { name: 'Change RPC' }))
    fireEvent.change(screen.getByTestId('settings-rpc-31337'), { target: { value: node.url } })
    fireEvent.click(screen.getByTestId('settings-rpc-save-31337'))
    await waitFor(async () => expect((await stored(host)).rpcUrls).toEqual({ 31337: `${node.url}/` }))
    await waitFor(() => expect(local.textContent).toContain(`Your RPC: ${node.url}/`))

    fireEvent.click(within(local).getByRole('button', { name: 'Change RPC' }))
    fireEvent.click(screen.getByTestId('settings-rpc-reset-31337'))
    await waitFor(async () => expect((await stored(host)).rpcUrls).toEqual({}))
  })
})
