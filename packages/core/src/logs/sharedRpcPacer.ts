import { createRpcPacer, type RpcPacer } from './createRpcPacer.ts'

/** The session's pacers, by rpcEndpointKey. A pacer is a few numbers and the last seconds' calls. */
const pacers = new Map<string, RpcPacer>()

/**
 * The one pacer (createRpcPacer) of the endpoint `key` names (rpcEndpointKey: the chain and the
 * URL) for this session: the app's reads, a safety check and an extension popup on one RPC share
 * the rate it learned from that RPC's refusals, and the next reader starts at it instead of being
 * refused again. Unlimited until the endpoint refuses a call; a caller keeps a budget of its own
 * with `run`'s `maxRate`.
 *
 * @example
 * const pacer = sharedRpcPacer(rpcEndpointKey(publicClient))
 * const head = await pacer.run(() => publicClient.getBlockNumber({ cacheTime: 0 }), { maxRate: 25 })
 */
export function sharedRpcPacer(key: string): RpcPacer {
  let pacer = pacers.get(key)
  if (!pacer) {
    pacer = createRpcPacer()
    pacers.set(key, pacer)
  }
  return pacer
}
