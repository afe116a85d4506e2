import type { EIP1193RequestFn } from 'viem'
import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import { isNetworkFailure } from '../errors/isNetworkFailure.ts'

type RequestArguments = Parameters<EIP1193RequestFn>[0]
type RequestOptions = Parameters<EIP1193RequestFn>[1]

export type CreateRpcFailoverParameters = {
  /** The chain's RPC URLs in order of preference: the default first, then its fallbacks. */
  urls: readonly string[]
  /** The request function of one URL (made once per URL by the caller: paced, HTTP or WebSocket). */
  requestFor: (url: string) => EIP1193RequestFn | Promise<EIP1193RequestFn>
  /** Told of each answer, with the URL that gave it. */
  onAnswered?: ((url: string) => void) | undefined
  /** Told when a request failed at every URL and at least one of them was unreachable. */
  onUnreachable?: (() => void) | undefined
}

export type RpcFailover = {
  /** Asks the chain's RPCs in turn (see {@link createRpcFailover}); throws the first URL's failure. */
  request: EIP1193RequestFn
  /** The URL reads go to now: the last one that answered a read, else the first. */
  currentUrl: () => string
}

/**
 * Whether `error` says the endpoint does not serve `args`' method at all: it refused the method
 * itself (classifyRpcRefusal's methodUnsupported, a scan's LogsNotServedError), or refused
 * eth_getLogs for a single block as it would a wide range (it serves no logs: BSC's public nodes
 * answer every eth_getLogs "limit exceeded"). Another RPC of the chain may serve it.
 */
export function methodNotServed(args: { method: string; params?: unknown }, error: unknown): boolean {
  const refusal = classifyRpcRefusal(error)
  if (refusal?.kind === 'methodUnsupported') return true
  if (args.method !== 'eth_getLogs' || (refusal?.kind !== 'range' && refusal?.kind !== 'results'))
    return false
  const [filter] = (Array.isArray(args.params) ? args.params : []) as [
    { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown } | undefined,
  ]
  return (
    filter?.blockHash !== undefined ||
    (filter?.fromBlock !== undefined && filter.fromBlock === filter.toBlock)
  )
}

/**
 * One chain's reads spread over its RPCs, for a reader that has several (the catalogue's public
 * RPCs behind an operator's or the catalogue's default), so a node that is down or lacks a method
 * costs a detour, not the read:
 * - a network failure (core's isNetworkFailure: unreachable, timed out, an HTTP error instead of
 *   a JSON-RPC answer) tries the next URL, and reads stay on the first that answers from then on;
 * - a method the URL does not serve ({@link methodNotServed}) is asked of the others, and of them
 *   first from then on (for that method only: other reads stay where they are);
 * - anything else (a revert, a bad parameter, a rate limit its pacer gave up on) is the answer:
 *   thrown at once, no other URL asked.
 * When every URL failed, the first failure is thrown (the default's words, which the user's
 * screen names). The caller keeps one failover per chain for the session, so what it learned
 * (which URL works, which lacks a method) holds for every reader of the chain.
 *
 * @example
 * const failover = createRpcFailover({ urls: entry.rpcUrls, requestFor: (url) => http(url)({}).request })
 * await failover.request({ method: 'eth_blockNumber' }) // the default down: the next RPC answers
 * failover.currentUrl() // that next RPC, where reads go on
 */
export function createRpcFailover({
  urls,
  requestFor,
  onAnswered,
  onUnreachable,
}: CreateRpcFailoverParameters): RpcFailover {
  const [first] = urls
  if (first === undefined) throw new Error('createRpcFailover needs at least one URL')
  let working = first
  /** Per method, the URLs that do not serve it: asked for it last. */
  const notServing = new Map<string, Set<string>>()

  const request = (async (args: RequestArguments, options?: RequestOptions) => {
    const refusing = notServing.get(args.method)
    const ordered = [...new Set([working, ...urls])]
    const candidates = refusing
      ? [...ordered.filter((url) => !refusing.has(url)), ...ordered.filter((url) => refusing.has(url))]
      : ordered
    let failure: unknown
    let unreachable = false
    for (const url of candidates) {
      try {
        const result = await (await requestFor(url))(args, options)
        // Reads go on where this one was answered, unless it went elsewhere for its method alone.
        if (!notServing.has(args.method)) working = url
        onAnswered?.(url)
        return result
      } catch (error) {
        // A refusal, a revert: the node answered. A network failure tries the next one, and so
        // does a method this URL does not serve (remembered: asked for it last from now on).
        if (isNetworkFailure(error)) unreachable = true
        else if (candidates.length > 1 && methodNotServed(args, error)) {
          const set = notServing.get(args.method) ?? new Set<string>()
          notServing.set(args.method, set.add(url))
        } else throw error
        failure ??= error
      }
    }
    if (unreachable) onUnreachable?.()
    throw failure
  }) as EIP1193RequestFn

  return { request, currentUrl: () => working }
}
