import { createRpcFailover, type RpcFailover } from '@tokenbox/core/logs/createRpcFailover.ts'
import { pacedRequest } from '@tokenbox/core/logs/pacedRequest.ts'
import { rpcEndpointKey } from '@tokenbox/core/logs/rpcEndpointKey.ts'
import { sharedRpcPacer } from '@tokenbox/core/logs/sharedRpcPacer.ts'
import { createTransport, type EIP1193RequestFn, http, type Transport } from 'viem'

/** localStorage key of the RPC URL a user chose for one chain: `tokenbox.rpcUrl.<chainId>`. */
export const userRpcUrlStorageKeyPrefix = 'tokenbox.rpcUrl.'

export type RpcSwitchSnapshot = {
  /** Chain id -> the URL this browser's user chose (kept in localStorage), when they chose one. */
  userUrls: Readonly<Record<number, string>>
  /** The chains whose current RPC failed with a network error on its last request, oldest first. */
  unreachable: readonly number[]
}

export type RpcSwitch = {
  /**
   * The transport wagmi reads `chainId` through: every request goes to the chain's current URL
   * (the user's choice, else `defaultUrl`), so a change applies to the next request without a
   * reload; each outcome updates whether the chain is reachable.
   */
  transport: (chainId: number, defaultUrl: string, fallbackUrls?: readonly string[]) => Transport
  /** The URL requests of `chainId` go to now; undefined for a chain without a transport. */
  currentUrl: (chainId: number) => string | undefined
  /** The operator's or the catalogue's URL (the local node's for a local chain). */
  defaultUrl: (chainId: number) => string | undefined
  /** Saves the user's URL for the chain (check it with core's checkRpcUrl first). */
  setUserUrl: (chainId: number, url: string) => void
  /** Forgets the user's URL: the chain goes back to its default. */
  resetUserUrl: (chainId: number) => void
  getSnapshot: () => RpcSwitchSnapshot
  subscribe: (listener: () => void) => () => void
}

type UrlStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

function browserStorage(): UrlStorage | null {
  try {
    return window.localStorage
  } catch {
    // Reading localStorage itself throws when the browser blocks site data.
    return null
  }
}

const isRpcUrl = (value: string | null): value is string =>
  value !== null && /^(https?|wss?):\/\//i.test(value)

function readUserUrls(storage: UrlStorage | null): Record<number, string> {
  const urls: Record<number, string> = {}
  if (!storage) return urls
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      const id = key?.startsWith(userRpcUrlStorageKeyPrefix)
        ? key.slice(userRpcUrlStorageKeyPrefix.length)
        : ''
      const url = key ? storage.getItem(key) : null
      if (/^[1-9]\d*$/.test(id) && isRpcUrl(url)) urls[Number(id)] = url
    }
  } catch {
    // Storage blocked half-way: the defaults serve.
  }
  return urls
}

/**
 * The app's RPC endpoints, switchable at run time (issue 18): for each chain the URL this
 * browser's user chose wins over the operator's RPC_URL_<id> and the catalogue's, is kept in
 * localStorage per chain id and can be reset to the default. Without a user's choice, a network
 * failure of the default tries the chain's other public RPCs (`fallbackUrls`, the catalogue's),
 * and reads stay on the first that answers (issue 74); a method the URL does not serve (an
 * unserved method, or no event logs at all) is asked of the others, and of them first from then on.
 * Every URL is read through its endpoint's
 * pacer (core's sharedRpcPacer), which learns its rate limit and keeps to it. It also watches every request: a
 * network failure (core's isNetworkFailure: unreachable, timed out, an HTTP error instead of a
 * JSON-RPC answer; never a revert) marks the chain unreachable, the next answer from its current
 * URL marks it reachable again. The layout shows "Network connection failed, please change RPC
 * node" for the unreachable ones. A framework-free external store for `useSyncExternalStore`.
 *
 * @example
 * const rpcSwitch = createRpcSwitch()
 * createConfig({ chains, transports: { 56: rpcSwitch.transport(56, 'https://bsc-rpc.publicnode.com') } })
 * rpcSwitch.setUserUrl(56, 'https://bsc.example/rpc') // the next BSC read goes there
 */
export function createRpcSwitch(storage: UrlStorage | null = browserStorage()): RpcSwitch {
  const defaults = new Map<number, string>()
  let snapshot: RpcSwitchSnapshot = { userUrls: readUserUrls(storage), unreachable: [] }
  const listeners = new Set<() => void>()

  const publish = (next: RpcSwitchSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  /** Per chain, its default and fallback URLs: which answers, which lacks a method (core's failover). */
  const failovers = new Map<number, RpcFailover>()
  const currentUrl = (chainId: number) =>
    snapshot.userUrls[chainId] ?? failovers.get(chainId)?.currentUrl() ?? defaults.get(chainId)
  const markReachable = (chainId: number, reachable: boolean) => {
    const listed = snapshot.unreachable.includes(chainId)
    if (listed === !reachable) return
    publish({
      ...snapshot,
      unreachable: reachable
        ? snapshot.unreachable.filter((id) => id !== chainId)
        : [...snapshot.unreachable, chainId],
    })
  }
  const changeUserUrl = (chainId: number, url: string | undefined) => {
    const { [chainId]: _previous, ...others } = snapshot.userUrls
    try {
      if (url === undefined) storage?.removeItem(`${userRpcUrlStorageKeyPrefix}${chainId}`)
      else storage?.setItem(`${userRpcUrlStorageKeyPrefix}${chainId}`, url)
    } catch {
      // Quota or policy: the choice still applies to this visit.
    }
    // The new URL has not failed yet: the banner goes until a request through it fails.
    publish({
      userUrls: url === undefined ? others : { ...others, [chainId]: url },
      unreachable: snapshot.unreachable.filter((id) => id !== chainId),
    })
  }

  const transport = (
    chainId: number,
    defaultUrl: string,
    fallbackUrls: readonly string[] = [],
  ): Transport => {
    defaults.set(chainId, defaultUrl)
    // One inner transport per URL, made on first use (WebSocket code loads only for a ws URL), with
    // the parameters of the first client that reads the chain.
    const inner = new Map<string, Promise<EIP1193RequestFn>>()
    let innerParameters: Parameters<Transport>[0] | undefined
    const requestFnFor = (url: string) => {
      let made = inner.get(url)
      if (!made) {
        const parameters = innerParameters ?? { retryCount: 0 }
        made = /^wss?:/i.test(url)
          ? import('./webSocketTransport.ts').then(({ webSocket }) => webSocket(url)(parameters).request)
          : Promise.resolve(http(url)(parameters).request)
        // Each URL read at the pace it allows, learned from its "too many requests" (Retry-After,
        // the rate it names) and kept by every reader of it this session; a refused read is
        // asked again when the endpoint takes calls, never failed.
        const pacer = sharedRpcPacer(rpcEndpointKey({ chainId, url }))
        made = made.then((request) => pacedRequest(request, pacer))
        inner.set(url, made)
      }
      return made
    }
    /**
     * Reads over `urls` (core's failover), which speak for the chain while they are its current
     * ones: a late answer or failure of a replaced URL does not move the banner.
     */
    const failoverOver = (urls: readonly string[]) => {
      const failover: RpcFailover = createRpcFailover({
        urls,
        requestFor: requestFnFor,
        onAnswered: (url) => {
          if (currentUrl(chainId) === url) markReachable(chainId, true)
        },
        onUnreachable: () => {
          if (currentUrl(chainId) === failover.currentUrl()) markReachable(chainId, false)
        },
      })
      return failover
    }
    // Without a user's choice: the one that answered last, then the operator's or catalogue's
    // default, then the catalogue's other public RPCs; those that do not serve a method last.
    const chainFailover = failoverOver([defaultUrl, ...fallbackUrls])
    failovers.set(chainId, chainFailover)
    // The user's choice alone: they are told when it fails.
    const userFailovers = new Map<string, RpcFailover>()
    const failoverNow = (): RpcFailover => {
      const userUrl = snapshot.userUrls[chainId]
      if (userUrl === undefined) return chainFailover
      const known = userFailovers.get(userUrl)
      if (known) return known
      const own = failoverOver([userUrl])
      userFailovers.set(userUrl, own)
      return own
    }
    return (parameters) => {
      innerParameters ??= { ...parameters, retryCount: 0 }
      const request = ((args, options) => failoverNow().request(args, options)) as EIP1193RequestFn
      return createTransport({
        key: 'rpcSwitch',
        name: 'Switchable RPC',
        type: 'rpcSwitch',
        request,
        // One retry: a public endpoint that is down should fail fast rather than hold the screen.
        retryCount: 1,
        ...(parameters.timeout === undefined ? {} : { timeout: parameters.timeout }),
      })
    }
  }

  return {
    transport,
    currentUrl,
    defaultUrl: (chainId) => defaults.get(chainId),
    setUserUrl: (chainId, url) => changeUserUrl(chainId, url),
    resetUserUrl: (chainId) => changeUserUrl(chainId, undefined),
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
