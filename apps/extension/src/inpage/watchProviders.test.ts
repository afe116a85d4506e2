// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGuardAsker } from './createGuardAsker.ts'
import { guardProvider } from './guardProvider.ts'
import { watchProviders } from './watchProviders.ts'

let window = new HappyWindow({ url: 'https://app.example.org' }) as unknown as Window & typeof globalThis
beforeEach(() => {
  window = new HappyWindow({ url: 'https://app.example.org' }) as unknown as Window & typeof globalThis
})

/** A wallet's provider: only whether its request gets replaced matters here. */
const fakeProvider = () => ({ request: vi.fn(async (_args: { method: string }) => '0x1') })

describe('watchProviders', () => {
  const guarded = (provider: { request: unknown }, original: unknown) => provider.request !== original

  afterEach(() => {
    delete (window as { ethereum?: unknown }).ethereum
  })

  it('guards a window.ethereum that is already there, and one assigned later; the page can reassign it', () => {
    const ask = createGuardAsker(window, 50)
    const first = fakeProvider()
    const firstRequest = first.request
    ;(window as { ethereum?: unknown }).ethereum = first
    watchProviders(window, (provider) => guardProvider(provider, ask))
    expect(guarded(first, firstRequest)).toBe(true)
    const later = fakeProvider()
    const laterRequest = later.request
    ;(window as { ethereum?: unknown }).ethereum = later
    // Guarded by the assignment itself, before anyone reads it back.
    expect(guarded(later, laterRequest)).toBe(true)
    expect((window as { ethereum?: unknown }).ethereum).toBe(later)
    // Still configurable: a page (or wallet) that defines its own property is not broken.
    const defined = fakeProvider()
    Object.defineProperty(window, 'ethereum', { value: defined, configurable: true, writable: true })
    expect((window as { ethereum?: unknown }).ethereum).toBe(defined)
  })

  it('guards every provider announced through EIP-6963, and asks the wallets to announce', () => {
    const ask = createGuardAsker(window, 50)
    const requested = vi.fn()
    window.addEventListener('eip6963:requestProvider', requested)
    watchProviders(window, (provider) => guardProvider(provider, ask))
    expect(requested).toHaveBeenCalledTimes(1)
    window.removeEventListener('eip6963:requestProvider', requested)
    const provider = fakeProvider()
    const original = provider.request
    const info = {
      uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      name: 'Wallet',
      icon: 'data:image/svg+xml,',
      rdns: 'com.example',
    }
    let seenByPage: unknown
    window.addEventListener('eip6963:announceProvider', (event) => {
      seenByPage = (event as CustomEvent).detail.provider.request
    })
    window.dispatchEvent(
      new window.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
    expect(guarded(provider, original)).toBe(true)
    // The page's own listener, added after ours, already meets the guarded provider.
    expect(seenByPage).toBe(provider.request)
  })

  it('keeps a getter a wallet installed before it', () => {
    const ask = createGuardAsker(window, 50)
    const wallet = fakeProvider()
    const original = wallet.request
    Object.defineProperty(window, 'ethereum', { get: () => wallet, configurable: true })
    watchProviders(window, (provider) => guardProvider(provider, ask))
    expect((window as { ethereum?: unknown }).ethereum).toBe(wallet)
    expect(guarded(wallet, original)).toBe(true)
  })
})
