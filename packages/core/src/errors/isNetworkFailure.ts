import { classifyRpcRefusal } from './classifyRpcRefusal.ts'
import { isRevertLink } from './isRevert.ts'
import { walkCauses } from './walkCauses.ts'

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; shortMessage?: unknown }

const networkNames = new Set([
  'HttpRequestError', // viem: fetch failed or a non-2xx RPC answer
  'TimeoutError', // viem: the RPC took too long
  'WebSocketRequestError',
  'SocketClosedError',
  'RequestNetworkError', // ours (backend, explorer)
  'RequestTimeoutError',
])

const networkPattern =
  /failed to fetch|fetch failed|networkerror when attempting|load failed|econnrefused|econnreset|enotfound|socket hang up/i

function textOf(error: ErrorLike): string {
  return [error.shortMessage, error.message].filter((part) => typeof part === 'string').join('\n')
}

/**
 * Whether a failure is the network's rather than a contract's or a wallet's: the RPC node (or the
 * backend, an explorer) could not be reached, timed out, answered with an HTTP error instead of a
 * JSON-RPC reply, or the wallet's provider is disconnected (EIP-1193 4900, 4901). It walks the
 * whole cause chain. A JSON-RPC error the node sent (a revert, a bad parameter) is not one: the
 * node is up. Nor is a limit it answered with (HTTP 429, 413 and the like, classifyRpcRefusal):
 * the node said how to ask, and "change RPC node" would be false.
 *
 * The one test behind both `toErrorMessage`'s `networkFailed` and the web app's "change RPC node"
 * banner, which watches every RPC request with it.
 *
 * @example
 * try {
 *   await client.request({ method: 'eth_blockNumber' })
 * } catch (error) {
 *   if (isNetworkFailure(error)) showChangeRpcBanner()
 * }
 */
export function isNetworkFailure(error: unknown): boolean {
  if (classifyRpcRefusal(error)) return false
  return (
    walkCauses(error, (link) => {
      if (typeof link !== 'object' || link === null) return false
      const { name, code } = link as ErrorLike
      const text = textOf(link as ErrorLike)
      // A node that answers a revert with an HTTP error status still answered: the contract refused.
      if (isRevertLink(link)) return false
      return networkNames.has(String(name)) || code === 4900 || code === 4901 || networkPattern.test(text)
    }) !== null
  )
}
