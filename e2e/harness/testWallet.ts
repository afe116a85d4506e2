import type { BrowserContext } from 'playwright-core'
import { type Address, type Hex, numberToHex } from 'viem'

/** What the page-side provider gets back for one request: a result, or an EIP-1193 error. */
type WalletReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

export type TestWalletOptions = {
  /** The local node's JSON-RPC URL; requests the wallet does not answer itself go there. */
  rpcUrl: string
  /** The account the wallet exposes: one of the node's unlocked dev accounts, which signs. */
  account: Address
  /** The chain the wallet starts on (default 31337), served by `rpcUrl`. */
  chainId?: number
  /**
   * Further local nodes the wallet knows from the start, as a user who added those networks: it
   * switches to them without wallet_addEthereumChain and forwards their requests to their node
   * (e.g. the older Berlin chain, 31338, beside 31337). `rpcUrl` and `chainId` stay the first.
   */
  nodes?: readonly { chainId: number; rpcUrl: string }[]
  /** How it announces itself by EIP-6963 (default: "TokenBox Test Wallet", org.tokenbox.testwallet). */
  info?: { name?: string; rdns?: string }
  /** false: only `window.ethereum`, no EIP-6963 announcement, as older wallets and in-app browsers. */
  announce?: boolean
  /** Identifying flags set on the provider, e.g. { isTokenPocket: true }. */
  flags?: Record<string, boolean>
  /** true: wallet_addEthereumChain also switches to the added chain, as MetaMask does. */
  switchOnAdd?: boolean
}

export type TestWallet = {
  /** The next request of `method` is declined as a user would (EIP-1193 4001). */
  rejectNext: (method: string) => void
  /** The next request of `method` fails with this error (e.g. -32603 for an add the wallet cannot do). */
  failNext: (method: string, error: { code: number; message: string }) => void
  /**
   * Requests of `method` after the first `pass` wait until `release()`, as a user who has not
   * approved them yet: a test can act while the page waits on its wallet, whatever the machine's speed.
   * `arrived` resolves, with the wallet's clock (`Date.now()`), when the first such request waits.
   */
  hold: (method: string, pass: number) => { release: () => void; arrived: Promise<number> }
  /** The chain the wallet is on now. */
  chainId: () => number
  /** Chains the wallet knows (it answers 4902 for the others). */
  knownChains: () => number[]
  /** Parameters of every wallet_addEthereumChain request, in order. */
  addedChains: unknown[]
  /** Selects another of the node's accounts, as a user switching accounts in the extension. */
  setAccount: (account: Address) => Promise<void>
  /** Puts the wallet on a chain the app may not know (or back), as a user switching in the extension. */
  setChain: (chainId: number) => Promise<void>
  /** Every request the page made, in order (method names), for assertions. */
  requests: string[]
  /**
   * How many eth_sendTransaction requests the page made: a wallet prompt each, confirmed or not, so
   * a test proves bad input reached no wallet by this count staying put.
   */
  sentTransactions: () => number
  /** The hash of every transaction the wallet sent for the page (eth_sendTransaction), in order. */
  sentHashes: Hex[]
  /** Assets the page asked the wallet to watch (wallet_watchAsset). */
  watchedAssets: unknown[]
}

const walletInfo = {
  uuid: '8b8c7c1e-2f64-4a8d-9a57-6f0a1d1e7a31',
  name: 'TokenBox Test Wallet',
  rdns: 'org.tokenbox.testwallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#13c2c2"/><path d="M8 11h16v11H8z" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="20" cy="16.5" r="1.8" fill="#fff"/></svg>',
  )}`,
}

/**
 * Runs in the page before any app script: an EIP-1193 provider at `window.ethereum`, announced by
 * EIP-6963, whose requests go to the Node side through the exposed binding. Kept free of closures
 * over Node values: Playwright serialises it as source text.
 */
type InstallOptions = { info: typeof walletInfo; announce: boolean; flags: Record<string, boolean> }

function installProvider({ info, announce: announces, flags }: InstallOptions): void {
  type Listener = (...args: unknown[]) => void
  const listeners = new Map<string, Set<Listener>>()
  const bridge = (
    window as unknown as { __tokenboxWallet: (method: string, params: unknown) => Promise<WalletReply> }
  ).__tokenboxWallet
  const provider = {
    isTokenBoxTestWallet: true,
    ...flags,
    async request({ method, params }: { method: string; params?: unknown }) {
      const reply = await bridge(method, params ?? [])
      if ('error' in reply) {
        throw Object.assign(new Error(reply.error.message), {
          code: reply.error.code,
          data: reply.error.data,
        })
      }
      return reply.result
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  // The Node side calls this to emit accountsChanged / chainChanged.
  ;(
    window as unknown as { __tokenboxWalletEmit: (event: string, data: unknown) => void }
  ).__tokenboxWalletEmit = (event, data) => {
    for (const listener of listeners.get(event) ?? []) listener(data)
  }
  ;(window as unknown as { ethereum: unknown }).ethereum = provider
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  if (!announces) return
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/**
 * Installs an EIP-1193 + EIP-6963 wallet in every page of `context`, backed by the local node's
 * dev account (which signs eth_sendTransaction itself, legacy type-0 requests on the Berlin node
 * included). It knows the chain of `rpcUrl` and of each of `nodes`. It answers eth_requestAccounts,
 * eth_accounts, eth_chainId, wallet_switchEthereumChain (4902 for chains it does not know),
 * wallet_addEthereumChain and wallet_watchAsset, emits accountsChanged and chainChanged, and
 * forwards everything else to the node. Tests can make it decline (4001) or fail the next
 * request, move it to a chain the app does not know, announce it under another name and rdns, or
 * not announce it at all (a bare `window.ethereum` with a wallet's flags).
 *
 * @example
 * const wallet = await installTestWallet(context, { rpcUrl: stack.rpcUrl, account: stack.accounts[1] })
 * wallet.rejectNext('eth_sendTransaction')
 */
export async function installTestWallet(
  context: BrowserContext,
  options: TestWalletOptions,
): Promise<TestWallet> {
  const localChainId = options.chainId ?? 31337
  // Which node serves each chain the wallet can sign on.
  const nodeUrls = new Map<number, string>([
    [localChainId, options.rpcUrl],
    ...(options.nodes ?? []).map((node) => [node.chainId, node.rpcUrl] as const),
  ])
  const knownChains = new Set<number>(nodeUrls.keys())
  let chainId = localChainId
  let account = options.account
  let connected = false
  const rejections = new Set<string>()
  const failures = new Map<string, { code: number; message: string }>()
  const holds = new Map<
    string,
    { pass: number; released: Promise<void>; release: () => void; arrive: (at: number) => void }
  >()
  const addedChains: unknown[] = []
  const requests: string[] = []
  const sentHashes: Hex[] = []
  const watchedAssets: unknown[] = []

  const emit = async (event: string, data: unknown) => {
    for (const page of context.pages()) {
      await page
        .evaluate(
          ([name, payload]) =>
            (
              window as unknown as { __tokenboxWalletEmit?: (e: string, d: unknown) => void }
            ).__tokenboxWalletEmit?.(name as string, payload),
          [event, data] as const,
        )
        .catch(() => undefined)
    }
  }

  const forward = async (method: string, params: unknown): Promise<WalletReply> => {
    const rpcUrl = nodeUrls.get(chainId)
    if (rpcUrl === undefined) {
      return { error: { code: 4901, message: `The test wallet has no node for chain ${chainId}` } }
    }
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    return body.error ? { error: body.error } : { result: body.result }
  }

  const rejected = (method: string): WalletReply | undefined => {
    const failure = failures.get(method)
    if (failure) {
      failures.delete(method)
      return { error: failure }
    }
    if (!rejections.delete(method)) return undefined
    return { error: { code: 4001, message: 'User rejected the request.' } }
  }

  const handle = async (method: string, params: unknown): Promise<WalletReply> => {
    requests.push(method)
    const held = holds.get(method)
    if (held) {
      if (held.pass > 0) held.pass -= 1
      else {
        held.arrive(Date.now())
        await held.released
      }
    }
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts': {
        const declined = rejected(method)
        if (declined) return declined
        connected = true
        await emit('accountsChanged', [account])
        return { result: [account] }
      }
      case 'eth_accounts':
        return { result: connected ? [account] : [] }
      case 'eth_chainId':
        return { result: numberToHex(chainId) }
      case 'net_version':
        return { result: String(chainId) }
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] }
      case 'wallet_revokePermissions':
        connected = false
        return { result: null }
      case 'wallet_switchEthereumChain': {
        const declined = rejected(method)
        if (declined) return declined
        const target = Number((list[0] as { chainId: Hex }).chainId)
        if (!knownChains.has(target)) {
          return { error: { code: 4902, message: `Unrecognized chain ID ${numberToHex(target)}.` } }
        }
        if (target !== chainId) {
          chainId = target
          await emit('chainChanged', numberToHex(target))
        }
        return { result: null }
      }
      case 'wallet_addEthereumChain': {
        const declined = rejected(method)
        if (declined) return declined
        addedChains.push(list[0])
        const added = Number((list[0] as { chainId: Hex }).chainId)
        knownChains.add(added)
        if (options.switchOnAdd && added !== chainId) {
          chainId = added
          await emit('chainChanged', numberToHex(added))
        }
        return { result: null }
      }
      case 'wallet_watchAsset':
        watchedAssets.push(params)
        return { result: true }
      case 'eth_sendTransaction':
      case 'personal_sign':
      case 'eth_signTypedData_v4': {
        if (!connected)
          return { error: { code: 4100, message: 'The requested account has not been authorized.' } }
        const reply = rejected(method) ?? (await forward(method, params))
        if (method === 'eth_sendTransaction' && 'result' in reply) sentHashes.push(reply.result as Hex)
        return reply
      }
      default:
        return await forward(method, params)
    }
  }

  await context.exposeBinding('__tokenboxWallet', (_source, method: string, params: unknown) =>
    handle(method, params).catch((error: unknown) => ({
      error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
    })),
  )
  await context.addInitScript(installProvider, {
    info: { ...walletInfo, ...options.info },
    announce: options.announce ?? true,
    flags: options.flags ?? {},
  })

  return {
    rejectNext: (method) => {
      rejections.add(method)
    },
    failNext: (method, error) => {
      failures.set(method, error)
    },
    hold: (method, pass) => {
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let arrive: (at: number) => void = () => {}
      const arrived = new Promise<number>((resolve) => {
        arrive = resolve
      })
      const done = () => {
        holds.delete(method)
        release()
      }
      holds.set(method, { pass, released, release: done, arrive })
      return { release: done, arrived }
    },
    setAccount: async (next) => {
      account = next
      if (connected) await emit('accountsChanged', [next])
    },
    chainId: () => chainId,
    knownChains: () => [...knownChains],
    addedChains,
    setChain: async (next) => {
      knownChains.add(next)
      chainId = next
      await emit('chainChanged', numberToHex(next))
    },
    requests,
    sentTransactions: () => requests.filter((method) => method === 'eth_sendTransaction').length,
    sentHashes,
    watchedAssets,
  }
}
