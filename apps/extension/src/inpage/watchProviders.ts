/**
 * Calls `guard` with every EIP-1193 provider the page can reach, before the page uses it:
 * - `window.ethereum`, already there or assigned later: an accessor on window passes each value
 *   assigned to `guard` and keeps it as the value (or hands it to an accessor a wallet installed
 *   before us). It stays configurable, so a page or wallet that redefines `window.ethereum` still
 *   can; what it defines is guarded at the next read, or when MetaMask's `ethereum#initialized`,
 *   DOMContentLoaded or load fire. A non-configurable `window.ethereum` is guarded as it is.
 * - every provider announced through EIP-6963 (`eip6963:announceProvider`); this script runs at
 *   document_start, so its listener comes before the page's. It also asks the wallets to announce
 *   again (`eip6963:requestProvider`), for those that announced before it ran.
 * `guard` must be idempotent: the same provider comes by many times.
 *
 * @example
 * watchProviders(window, (provider) => guardProvider(provider, ask))
 */
export function watchProviders(win: Window, guardOne: (provider: unknown) => void): void {
  // The guard runs inside the page's own reads of window.ethereum: it must never throw there.
  const guard = (provider: unknown) => {
    try {
      guardOne(provider)
    } catch {
      // A provider that cannot be guarded is used as it is.
    }
  }
  const recheck = () => {
    try {
      guard((win as Window & { ethereum?: unknown }).ethereum)
    } catch {
      // A wallet's own getter threw: nothing to guard.
    }
  }
  watchWindowEthereum(win, guard)
  win.addEventListener('eip6963:announceProvider', (event: Event) => {
    guard((event as CustomEvent<{ provider?: unknown } | undefined>).detail?.provider)
  })
  for (const name of ['ethereum#initialized', 'DOMContentLoaded', 'load']) win.addEventListener(name, recheck)
  // The window's own Event class: in a test the window is not the global one.
  win.dispatchEvent(new (win as Window & typeof globalThis).Event('eip6963:requestProvider'))
}

function watchWindowEthereum(win: Window, guard: (provider: unknown) => void): void {
  const previous = Object.getOwnPropertyDescriptor(win, 'ethereum')
  if (previous && !previous.configurable) {
    guard((win as Window & { ethereum?: unknown }).ethereum)
    return
  }
  let current: unknown = previous && 'value' in previous ? previous.value : undefined
  const read = (): unknown => (previous?.get ? previous.get.call(win) : current)
  guard(read())
  Object.defineProperty(win, 'ethereum', {
    configurable: true,
    enumerable: previous?.enumerable ?? true,
    get() {
      const value = read()
      guard(value)
      return value
    },
    set(value: unknown) {
      guard(value)
      if (previous?.set) previous.set.call(win, value)
      else current = value
    },
  })
}
