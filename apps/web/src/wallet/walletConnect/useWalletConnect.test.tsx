/**
 * WalletConnect in the browser, with WalletConnect's provider replaced by a stand-in: a real
 * pairing needs WalletConnect's public relay, a third-party service this machine cannot reach.
 * wagmi, its WalletConnect connector and the app's code around them are the real ones; no chain is
 * faked (the stand-in answers only what a paired phone wallet would: its session and accounts).
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serialize } from 'wagmi'
import { AppProviders } from '../../app/AppProviders.tsx'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { ConnectWalletDialog } from '../ConnectWalletDialog.tsx'
import { createWagmiConfig } from '../createWagmiConfig.ts'
import {
  hasStoredWalletConnectConnection,
  walletConnectConnectorId,
} from './hasStoredWalletConnectConnection.ts'
import { ResumeWalletConnect } from './ResumeWalletConnect.tsx'
import { walletConnectPairingTimeoutMs } from './useWalletConnect.ts'
import { WalletConnectOption } from './WalletConnectOption.tsx'

const providerInit = vi.hoisted(() => vi.fn())
vi.mock('@walletconnect/ethereum-provider', () => ({ EthereumProvider: { init: providerInit } }))

const projectId = '0123456789abcdef0123456789abcdef'
const phoneAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type FakeSession = { topic: string; namespaces: { eip155: { accounts: string[] } } }

/**
 * WalletConnect's EthereumProvider as the connector and closeWalletConnectProvider use it. Without
 * a session its `connect` never settles, as with an unreachable relay.
 */
function fakeProvider(session?: FakeSession) {
  const core = {
    relayer: { transportClose: vi.fn(async () => {}) },
    heartbeat: { stop: vi.fn(), init: vi.fn(async () => {}) },
  }
  const chainId = 1
  return {
    session,
    chainId,
    accounts: session ? [phoneAccount] : [],
    events: { setMaxListeners: () => {} },
    on: () => {},
    removeListener: () => {},
    connect: vi.fn(() => new Promise<void>(() => {})),
    enable: vi.fn(async () => (session ? [phoneAccount] : [])),
    disconnect: vi.fn(async () => {}),
    request: vi.fn(),
    signer: { client: { core, session: { length: session ? 1 : 0 } } },
  }
}

async function renderWithProviders(
  children: React.ReactNode,
  {
    language = 'en',
    walletConnectProjectId,
    reconnectOnMount,
  }: {
    language?: Language
    walletConnectProjectId?: string
    reconnectOnMount?: boolean
  } = {},
) {
  const i18n = await createI18n(language)
  const wagmiConfig = createWagmiConfig({ localChains: [] })
  render(
    <AppProviders
      i18n={i18n}
      wagmiConfig={wagmiConfig}
      localChains={[]}
      walletConnectProjectId={walletConnectProjectId}
      reconnectOnMount={reconnectOnMount}
    >
      {children}
    </AppProviders>,
  )
  return wagmiConfig
}

beforeEach(() => {
  localStorage.clear()
  providerInit.mockReset()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('WalletConnect in the connect dialog', () => {
  it('is not offered without an operator project id, and loads nothing until it is chosen', async () => {
    await renderWithProviders(<ConnectWalletDialog open onClose={() => {}} />)
    await screen.findByTestId('wallet-list')
    expect(screen.queryByTestId('connector-walletConnect')).toBeNull()
    expect(screen.queryByText('Phone wallets')).toBeNull()

    cleanup()
    await renderWithProviders(<ConnectWalletDialog open onClose={() => {}} />, {
      walletConnectProjectId: projectId,
    })
    expect((await screen.findByTestId('connector-walletConnect')).textContent).toContain('WalletConnect')
    expect(providerInit).not.toHaveBeenCalled()
  })

  it('loads WalletConnect on the first click and waits for a phone wallet', async () => {
    const provider = fakeProvider()
    providerInit.mockResolvedValue(provider)
    await renderWithProviders(<WalletConnectOption projectId={projectId} onConnected={() => {}} />)
    const row = await screen.findByTestId('connector-walletConnect')
    expect(providerInit).not.toHaveBeenCalled()
    fireEvent.click(row)
    await waitFor(() => expect(provider.connect).toHaveBeenCalled())
    expect(providerInit).toHaveBeenCalledWith(expect.objectContaining({ projectId, showQrModal: false }))
    expect(row.classList.contains('ant-btn-loading')).toBe(true)
    expect(screen.queryByTestId('walletconnect-error')).toBeNull()
  })

  it('gives up after the cutoff in the user’s language, closes the provider, and a new click starts afresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = fakeProvider()
    providerInit.mockResolvedValue(first)
    await renderWithProviders(<WalletConnectOption projectId={projectId} onConnected={() => {}} />, {
      language: 'es',
    })
    fireEvent.click(await screen.findByTestId('connector-walletConnect'))
    await waitFor(() => expect(first.connect).toHaveBeenCalled())
    expect(first.signer.client.core.relayer.transportClose).not.toHaveBeenCalled()

    await act(() => vi.advanceTimersByTimeAsync(walletConnectPairingTimeoutMs))
    const error = await screen.findByTestId('walletconnect-error')
    expect(error.textContent).toContain('No se pudo conectar con WalletConnect')
    // Nothing keeps trying the relay in the background: its transport and the heartbeat stopped.
    await waitFor(() => expect(first.signer.client.core.relayer.transportClose).toHaveBeenCalledOnce())
    expect(first.signer.client.core.heartbeat.stop).toHaveBeenCalledOnce()
    expect(screen.getByTestId('connector-walletConnect').classList.contains('ant-btn-loading')).toBe(false)

    // The next click builds a new connector whose provider restarts the shared core it reuses.
    const second = { ...fakeProvider(), signer: first.signer }
    providerInit.mockResolvedValue(second)
    fireEvent.click(screen.getByTestId('connector-walletConnect'))
    await waitFor(() => expect(second.connect).toHaveBeenCalled())
    expect(first.signer.client.core.heartbeat.init).toHaveBeenCalledOnce()
    expect(screen.queryByTestId('walletconnect-error')).toBeNull()
  })

  it('closes the provider when the user cancels the attempt', async () => {
    const provider = fakeProvider()
    providerInit.mockResolvedValue(provider)
    // The connector listens for the pairing URI on the provider; the QR code shows it.
    let displayUri: ((uri: string) => void) | undefined
    provider.on = ((event: string, listener: (uri: string) => void) => {
      if (event === 'display_uri') displayUri = listener
    }) as typeof provider.on
    await renderWithProviders(<WalletConnectOption projectId={projectId} onConnected={() => {}} />)
    fireEvent.click(await screen.findByTestId('connector-walletConnect'))
    await waitFor(() => expect(provider.connect).toHaveBeenCalled())
    act(() => displayUri?.('wc:pairing@2?relay-protocol=irn&symKey=00'))
    await screen.findByTestId('walletconnect-qr')
    fireEvent.click(screen.getByText('Cancel'))
    await waitFor(() => expect(provider.signer.client.core.relayer.transportClose).toHaveBeenCalledOnce())
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    expect(screen.queryByTestId('walletconnect-error')).toBeNull()
  })
})

describe('a WalletConnect session across a reload', () => {
  /** What wagmi stored when a phone wallet was connected through WalletConnect. */
  function storeWalletConnectConnection(connectorId = walletConnectConnectorId) {
    const uid = 'stored-connection'
    const connector = { id: connectorId, name: 'WalletConnect', type: 'walletConnect', uid }
    localStorage.setItem(
      'wagmi.store',
      serialize({
        state: {
          connections: new Map([[uid, { accounts: [phoneAccount], chainId: 1, connector }]]),
          chainId: 1,
          current: uid,
        },
        version: 3,
      }),
    )
    localStorage.setItem(
      'wagmi.walletConnect.requestedChains',
      JSON.stringify(chainCatalogue.map((c) => c.id)),
    )
  }

  it('is found in wagmi’s storage without loading WalletConnect, and only when there is one', () => {
    expect(hasStoredWalletConnectConnection()).toBe(false)
    storeWalletConnectConnection('injected')
    expect(hasStoredWalletConnectConnection()).toBe(false)
    storeWalletConnectConnection()
    expect(hasStoredWalletConnectConnection()).toBe(true)
    expect(providerInit).not.toHaveBeenCalled()
  })

  it('reconnects the phone wallet from its stored session, with no new pairing', async () => {
    storeWalletConnectConnection()
    // As startApp does: decided before the wallet configuration exists.
    expect(hasStoredWalletConnectConnection()).toBe(true)
    const session = {
      topic: 'session-topic',
      namespaces: { eip155: { accounts: [`eip155:1:${phoneAccount}`] } },
    }
    const provider = fakeProvider(session)
    providerInit.mockResolvedValue(provider)
    const config = await renderWithProviders(<ResumeWalletConnect projectId={projectId} />, {
      walletConnectProjectId: projectId,
      reconnectOnMount: false,
    })
    await waitFor(() => expect(config.state.status).toBe('connected'))
    const connection = config.state.connections.get(config.state.current ?? '')
    expect(connection?.connector.id).toBe(walletConnectConnectorId)
    expect(connection?.accounts).toEqual([phoneAccount])
    expect(providerInit).toHaveBeenCalledOnce()
    expect(provider.connect).not.toHaveBeenCalled()
  })
})
