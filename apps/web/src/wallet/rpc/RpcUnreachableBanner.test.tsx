import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { getFreePort, type LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getBlockNumber } from 'wagmi/actions'
import { sampleLocalChain } from '../../../testing/localChainFixture.ts'
import { AppProviders } from '../../app/AppProviders.tsx'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { createWagmiConfig } from '../createWagmiConfig.ts'
import { createRpcSwitch, userRpcUrlStorageKeyPrefix } from './createRpcSwitch.ts'
import { RpcUnreachableBanner } from './RpcUnreachableBanner.tsx'

// A loaded 2-core machine: each check is a real request to a real node (or to a closed port).
const checkTimeout = 15_000

describe('the "change RPC node" banner and dialog, against real anvil nodes', () => {
  let node: LocalNode
  let berlin: LocalNode
  let deadUrl: string
  beforeAll(async () => {
    ;[node, berlin] = await Promise.all([startAnvilNode(), startAnvilNode({ network: 'berlin' })])
    deadUrl = `http://127.0.0.1:${await getFreePort()}/`
  })
  afterAll(async () => {
    await Promise.all([node?.stop(), berlin?.stop()])
  })
  beforeEach(() => localStorage.clear())
  afterEach(cleanup)

  /** The app as startApp builds it, reading the local chain through `rpcUrl` unless the user chose another. */
  async function renderBanner(rpcUrl: string, language: Language = 'en') {
    const i18n = await createI18n(language)
    // The error catalogue is a lazy namespace: the layout's notice loads it with the banner.
    await loadLazyNamespace(i18n, 'errors')
    const rpcSwitch = createRpcSwitch()
    const localChains = [sampleLocalChain(31337, rpcUrl)]
    const wagmiConfig = createWagmiConfig({ localChains, rpcSwitch })
    render(
      <AppProviders i18n={i18n} wagmiConfig={wagmiConfig} localChains={localChains} rpcSwitch={rpcSwitch}>
        <RpcUnreachableBanner />
      </AppProviders>,
    )
    const read = () => getBlockNumber(wagmiConfig, { chainId: 31337 })
    return { rpcSwitch, read }
  }

  it('shows nothing while the chain answers', async () => {
    const { read } = await renderBanner(node.url)
    await act(async () => {
      await read()
    })
    expect(screen.queryByTestId('rpc-unreachable-31337')).toBeNull()
  })

  it('says the spec’s words when the RPC fails; refuses bad URLs; a working one is kept and the chain recovers', async () => {
    const { rpcSwitch, read } = await renderBanner(deadUrl)
    await act(async () => {
      await read().catch(() => undefined)
    })
    const banner = await screen.findByTestId('rpc-unreachable-31337', {}, { timeout: checkTimeout })
    expect(banner.textContent).toContain('Network connection failed, please change RPC node')
    expect(banner.textContent).toContain(deadUrl)

    fireEvent.click(within(banner).getByTestId('rpc-change'))
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: checkTimeout }))
    expect(dialog.getByTestId('rpc-current').textContent).toBe(deadUrl)
    expect(dialog.getByTestId('rpc-default').textContent).toBe(deadUrl)
    const field = dialog.getByTestId('rpc-url')
    const tryUrl = async (url: string, refusal: string | RegExp) => {
      fireEvent.change(field, { target: { value: url } })
      fireEvent.click(dialog.getByTestId('rpc-save'))
      expect(await dialog.findByText(refusal, {}, { timeout: checkTimeout })).toBeTruthy()
      expect(rpcSwitch.getSnapshot().userUrls).toEqual({})
      expect(localStorage.getItem(`${userRpcUrlStorageKeyPrefix}31337`)).toBeNull()
    }
    fireEvent.click(dialog.getByTestId('rpc-save'))
    expect(await dialog.findByText('Enter an RPC URL', {}, { timeout: checkTimeout })).toBeTruthy()
    await tryUrl('ftp://127.0.0.1:8545', /This is not an RPC address/)
    await tryUrl(deadUrl, /No node answered at this address/)
    await tryUrl(berlin.url, 'This node serves chain 31338, not TokenBox Local (31337).')

    fireEvent.change(field, { target: { value: node.url } })
    fireEvent.click(dialog.getByTestId('rpc-save'))
    await waitFor(() => expect(screen.queryByTestId('rpc-unreachable-31337')).toBeNull(), {
      timeout: checkTimeout,
    })
    expect(localStorage.getItem(`${userRpcUrlStorageKeyPrefix}31337`)).toBe(`${node.url}/`)
    await act(async () => {
      expect(await read()).toBeGreaterThanOrEqual(0n)
    })
    expect(screen.queryByTestId('rpc-unreachable-31337')).toBeNull()
  })

  it('goes back to the default from the dialog, and speaks the user’s language', async () => {
    localStorage.setItem(`${userRpcUrlStorageKeyPrefix}31337`, deadUrl)
    const { rpcSwitch, read } = await renderBanner(node.url, 'es')
    await act(async () => {
      await read().catch(() => undefined)
    })
    const banner = await screen.findByTestId('rpc-unreachable-31337', {}, { timeout: checkTimeout })
    expect(banner.textContent).toContain('Error de conexión de red; cambia de nodo RPC')
    fireEvent.click(within(banner).getByTestId('rpc-change'))
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: checkTimeout }))
    expect(dialog.getByTestId('rpc-current').textContent).toContain('elegido en este navegador')
    fireEvent.click(dialog.getByTestId('rpc-reset'))
    await waitFor(() => expect(screen.queryByTestId('rpc-unreachable-31337')).toBeNull(), {
      timeout: checkTimeout,
    })
    expect(rpcSwitch.currentUrl(31337)).toBe(node.url)
    expect(localStorage.getItem(`${userRpcUrlStorageKeyPrefix}31337`)).toBeNull()
  })
})
