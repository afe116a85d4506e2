import { describe, expect, it } from 'vitest'
import { listedWallets } from './listedWallets.ts'
import { type ConnectorSummary, firstDetectedWallet, matchWalletOptions } from './matchWalletOptions.ts'

const injectedConnector: ConnectorSummary = { id: 'injected', name: 'Injected', type: 'injected' }
const devWallet: ConnectorSummary = { id: 'devWallet', name: 'Dev wallet', type: 'devWallet' }
const announced = (id: string, name: string): ConnectorSummary => ({
  id,
  name,
  type: 'injected',
  icon: `data:image/svg+xml,${name}`,
})

const summary = (options: ReturnType<typeof matchWalletOptions>) =>
  options.map(({ key, kind, detected, connectorId }) => ({ key, kind, detected, connectorId }))

describe('listed wallets', () => {
  it('are five, with unique keys, an install page and our own mark each', () => {
    expect(listedWallets).toHaveLength(5)
    expect(new Set(listedWallets.map((wallet) => wallet.key)).size).toBe(5)
    for (const wallet of listedWallets) {
      expect(wallet.installUrl).toMatch(/^https:\/\//)
      expect(wallet.icon).toMatch(/^data:image\/svg\+xml,/)
      expect(wallet.rdns.length).toBeGreaterThan(0)
    }
  })
})

describe('matchWalletOptions', () => {
  it('lists the five as not detected when the browser has no wallet', () => {
    const options = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector],
      injected: undefined,
    })
    expect(summary(options)).toEqual(
      listedWallets.map((wallet) => ({
        key: wallet.key,
        kind: 'listed',
        detected: false,
        connectorId: undefined,
      })),
    )
    expect(firstDetectedWallet(options)).toBeUndefined()
  })

  it('detects a listed wallet by its EIP-6963 rdns and connects through its own connector', () => {
    const okx = announced('com.okex.wallet', 'OKX Wallet')
    const options = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector, okx],
      injected: { isOkxWallet: true, isMetaMask: true },
    })
    const found = options.find((option) => option.key === 'okx')
    expect(found).toMatchObject({ detected: true, connectorId: 'com.okex.wallet', icon: okx.icon })
    // OKX also sets isMetaMask; it must not make MetaMask look installed.
    expect(options.find((option) => option.key === 'metamask')?.detected).toBe(false)
    expect(firstDetectedWallet(options)?.key).toBe('okx')
  })

  it('falls back to the injected flags for a wallet that does not announce itself', () => {
    const options = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector],
      injected: { isTokenPocket: true, isMetaMask: true },
    })
    expect(options.find((option) => option.key === 'tokenpocket')).toMatchObject({
      detected: true,
      connectorId: 'injected',
    })
    expect(options.filter((option) => option.detected).map((option) => option.key)).toEqual(['tokenpocket'])
    expect(options.some((option) => option.kind === 'browser')).toBe(false)
  })

  it('recognises a plain MetaMask provider', () => {
    const options = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector],
      injected: { isMetaMask: true },
    })
    expect(firstDetectedWallet(options)).toMatchObject({ key: 'metamask', connectorId: 'injected' })
  })

  it('lists announced wallets outside the five after them, and the Dev wallet last', () => {
    const rabby = announced('io.rabby', 'Rabby Wallet')
    const metamask = announced('io.metamask', 'MetaMask')
    const options = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector, rabby, metamask, devWallet],
      injected: { isRabby: true, isMetaMask: true },
      devConnectorId: 'devWallet',
    })
    expect(summary(options).slice(5)).toEqual([
      { key: 'io.rabby', kind: 'discovered', detected: true, connectorId: 'io.rabby' },
      { key: 'devWallet', kind: 'dev', detected: true, connectorId: 'devWallet' },
    ])
    expect(options[0]).toMatchObject({ key: 'metamask', detected: true, connectorId: 'io.metamask' })
    expect(firstDetectedWallet(options)?.key).toBe('metamask')
  })

  it('offers an unknown bare window.ethereum as a browser wallet, never the Dev wallet first', () => {
    const options = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector, devWallet],
      injected: { isSomethingElse: true },
      devConnectorId: 'devWallet',
    })
    expect(
      summary(options)
        .slice(5)
        .map((option) => option.kind),
    ).toEqual(['browser', 'dev'])
    expect(firstDetectedWallet(options)?.kind).toBe('browser')
    const devOnly = matchWalletOptions({
      listed: listedWallets,
      connectors: [injectedConnector, devWallet],
      injected: undefined,
      devConnectorId: 'devWallet',
    })
    expect(firstDetectedWallet(devOnly)).toBeUndefined()
  })
})
