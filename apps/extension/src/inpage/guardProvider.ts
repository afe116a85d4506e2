import { type WatchedWalletMethod, watchedWalletMethods } from '@tokenbox/core/guard/types.ts'
import type { GuardAsker } from './createGuardAsker.ts'

/** An EIP-1193 provider as pages meet it, with the legacy methods some still call. */
export type Eip1193Provider = {
  request?: (args: { method: string; params?: unknown }) => Promise<unknown>
  send?: (...args: unknown[]) => unknown
  sendAsync?: (payload: unknown, callback: (error: unknown, response?: unknown) => void) => void
}

type JsonRpcPayload = { id?: unknown; jsonrpc?: unknown; method: string; params?: unknown }

const watched = new Set<string>(watchedWalletMethods)
const guardedProviders = new WeakSet<object>()
/** Our own wrappers: a provider reached twice (a Proxy and its target) is not wrapped twice. */
const guardFunctions = new WeakSet<object>()

/**
 * A request the user let through is remembered this long, so a provider whose legacy `send`
 * calls its own `request` inside (MetaMask's does) does not ask the user a second time.
 */
const clearedTtlMs = 5_000

/** A provider that does not say its chain within this long gets no chain id sent (the buy check is then skipped). */
const chainIdTimeoutMs = 2_000

type Decide = (
  self: unknown,
  method: WatchedWalletMethod,
  params: unknown,
  legacy: boolean,
) => Promise<boolean>

/** The EIP-1193 error a wallet gives when its user declines. */
export function userRejectedError(): Error & { code: number } {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * Patches `provider` in place so that its watched requests (`eth_sendTransaction`,
 * `eth_signTypedData_v3`, `eth_signTypedData_v4`) are first put to the guard through `ask`: on
 * `cancel` the request rejects with a 4001 user rejection, on `continue` or `allow` it runs as it
 * would have. Every other request is handed to the original at once and its result returned
 * untouched. `request`, and the legacy `send` / `sendAsync` when present, are patched once per
 * provider; a provider that cannot be patched (frozen) is left as it is. Returns whether the
 * provider is guarded.
 *
 * @example
 * guardProvider(window.ethereum, createGuardAsker(window))
 */
export function guardProvider(provider: unknown, ask: GuardAsker): boolean {
  if ((typeof provider !== 'object' && typeof provider !== 'function') || provider === null) return false
  if (guardedProviders.has(provider)) return true
  const target = provider as Eip1193Provider
  if (typeof target.request !== 'function') return false
  if (guardFunctions.has(target.request)) {
    guardedProviders.add(provider)
    return true
  }
  const cleared = new Map<string, number>()
  const originalRequest = target.request

  /**
   * What the guard says about a request (`true`: go on), the chain id read first for a
   * transaction. `legacy`: the caller is `send` / `sendAsync`, whose original may hand the same
   * request to `request` inside: that one is let through without asking again.
   */
  const decide: Decide = async (self, method, params, legacy) => {
    const key = requestKey(method, params)
    const clearedAt = key === undefined ? undefined : cleared.get(key)
    if (key !== undefined && clearedAt !== undefined) {
      cleared.delete(key)
      if (Date.now() - clearedAt < clearedTtlMs) return true
    }
    // A buy is checked on the chain the wallet is on, which only the provider knows.
    const chainId =
      method === 'eth_sendTransaction'
        ? await withTimeout(
            Promise.resolve().then(() => originalRequest.call(self, { method: 'eth_chainId' })),
            chainIdTimeoutMs,
          ).then(readChainId, () => undefined)
        : undefined
    const action = await ask({ method, params }, chainId)
    if (action === 'cancel') return false
    if (legacy && key !== undefined) cleared.set(key, Date.now())
    return true
  }

  function request(this: unknown, args: { method: string; params?: unknown }): Promise<unknown> {
    const self = this ?? provider
    if (!args || typeof args !== 'object' || !watched.has(args.method))
      return originalRequest.call(self, args)
    return decide(self, args.method as WatchedWalletMethod, args.params, false).then((go) => {
      if (!go) throw userRejectedError()
      return originalRequest.call(self, args)
    })
  }
  if (!replaceMethod(target, 'request', request)) return false

  const originalSendAsync = target.sendAsync
  if (typeof originalSendAsync === 'function') {
    replaceMethod(target, 'sendAsync', function sendAsync(this: unknown, payload: unknown, callback: never) {
      const self = this ?? provider
      const held = heldPayloads(payload)
      if (held.length === 0) return originalSendAsync.call(self, payload, callback)
      decideAll(self, held, decide).then((go) => {
        if (go) originalSendAsync.call(self, payload, callback)
        else rejectCallback(payload, callback)
      })
    })
  }

  const originalSend = target.send
  if (typeof originalSend === 'function') {
    replaceMethod(target, 'send', function send(this: unknown, ...args: unknown[]) {
      const self = this ?? provider
      const [first, second] = args
      // send(method, params): the promise form.
      if (typeof first === 'string') {
        if (!watched.has(first)) return originalSend.apply(self, args)
        return decide(self, first as WatchedWalletMethod, second, true).then((go) => {
          if (!go) throw userRejectedError()
          return originalSend.apply(self, args)
        })
      }
      // send(payload, callback): sendAsync's form. send(payload) alone is synchronous and only
      // ever answers account and chain reads: nothing to hold.
      const held = heldPayloads(first)
      if (held.length === 0 || typeof second !== 'function') return originalSend.apply(self, args)
      decideAll(self, held, decide).then((go) => {
        if (go) originalSend.apply(self, args)
        else rejectCallback(first, second as never)
      })
      return undefined
    })
  }
  guardedProviders.add(provider)
  return true
}

/** Sets `provider[name]` to our wrapper (assignment, else a property definition); false when the provider refuses. */
function replaceMethod(provider: Eip1193Provider, name: keyof Eip1193Provider, wrapper: object): boolean {
  guardFunctions.add(wrapper)
  try {
    ;(provider as Record<string, unknown>)[name] = wrapper
  } catch {
    // A non-writable property in strict mode: try to redefine it below.
  }
  if (provider[name] === wrapper) return true
  try {
    Object.defineProperty(provider, name, { value: wrapper, writable: true, configurable: true })
  } catch {
    return false
  }
  return provider[name] === wrapper
}

/** The watched calls of a legacy JSON-RPC payload (one call or a batch). */
function heldPayloads(payload: unknown): JsonRpcPayload[] {
  const list = Array.isArray(payload) ? payload : [payload]
  return list.filter(
    (item): item is JsonRpcPayload =>
      typeof item === 'object' && item !== null && watched.has((item as JsonRpcPayload).method),
  )
}

/** Asks about each held call in turn; one cancel stops the whole batch. */
async function decideAll(self: unknown, held: JsonRpcPayload[], decide: Decide): Promise<boolean> {
  for (const item of held)
    if (!(await decide(self, item.method as WatchedWalletMethod, item.params, true))) return false
  return true
}

/** A legacy callback's user rejection: the error, and the JSON-RPC response that carries it. */
function rejectCallback(payload: unknown, callback: (error: unknown, response?: unknown) => void): void {
  const error = userRejectedError()
  const response = (item: unknown) => ({
    id: (item as JsonRpcPayload | null)?.id ?? null,
    jsonrpc: '2.0',
    error: { code: error.code, message: error.message },
  })
  callback(error, Array.isArray(payload) ? payload.map(response) : response(payload))
}

function requestKey(method: string, params: unknown): string | undefined {
  try {
    return `${method}:${JSON.stringify(params, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))}`
  } catch {
    return undefined
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function readChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
