import { hexToNumber, http, webSocket } from 'viem'
import { RpcUrlInvalidError, RpcUrlUnreachableError, RpcUrlWrongChainError } from '../errors/rpcUrl.ts'

export type CheckRpcUrlParameters = {
  /** What the user typed (surrounding spaces are ignored). */
  url: string
  /** The chain the node must serve. */
  chainId: number
  /** How long the node has to answer, in ms; default 8,000 (a user is waiting on the dialog). */
  timeoutMs?: number
}

export type CheckRpcUrlReturnType = {
  /** The URL as it will be used: trimmed and normalised by the URL parser. */
  url: string
  /** The chain id the node answered. */
  chainId: number
}

export type CheckRpcUrlErrorType = RpcUrlInvalidError | RpcUrlUnreachableError | RpcUrlWrongChainError

/** A user is waiting on the answer: long enough for a distant public node, short enough to wait for. */
const defaultTimeoutMs = 8_000

/**
 * Checks that a URL someone wants to read a chain through is a JSON-RPC node of that chain: an
 * http(s) or ws(s) URL (else {@link RpcUrlInvalidError}) whose node answers `eth_chainId` within
 * the timeout (else {@link RpcUrlUnreachableError}) with `chainId` (else
 * {@link RpcUrlWrongChainError}). Each refusal carries a `code` the app words for the user.
 *
 * Unlike the readers beside it this takes no client: the URL is the thing being tried, so it
 * builds a one-off transport of its own (no retry) and sends one request.
 *
 * @example
 * try {
 *   const { url } = await checkRpcUrl({ url: 'https://bsc-rpc.publicnode.com', chainId: 56 })
 *   saveUserRpcUrl(56, url)
 * } catch (error) {
 *   if (error instanceof RpcUrlWrongChainError) console.log(error.actualChainId)
 * }
 */
export async function checkRpcUrl({
  url: text,
  chainId,
  timeoutMs = defaultTimeoutMs,
}: CheckRpcUrlParameters): Promise<CheckRpcUrlReturnType> {
  const url = parseRpcUrl(text.trim())
  if (!url) throw new RpcUrlInvalidError({ url: text })
  const transport = url.startsWith('ws')
    ? webSocket(url, { timeout: timeoutMs })
    : http(url, { timeout: timeoutMs })
  const { request, value } = transport({ retryCount: 0, timeout: timeoutMs })
  let answer: unknown
  try {
    answer = await request({ method: 'eth_chainId' })
  } catch (cause) {
    throw new RpcUrlUnreachableError({ url, cause })
  } finally {
    // A WebSocket would otherwise stay open (and keep a test process or a tab's socket alive).
    await closeSocket(value)
  }
  if (typeof answer !== 'string' || !/^0x[0-9a-f]+$/i.test(answer)) {
    throw new RpcUrlUnreachableError({ url, cause: new Error(`eth_chainId answered ${String(answer)}`) })
  }
  const actualChainId = hexToNumber(answer as `0x${string}`)
  if (actualChainId !== chainId)
    throw new RpcUrlWrongChainError({ url, expectedChainId: chainId, actualChainId })
  return { url, chainId: actualChainId }
}

/** The normalised URL when it is an http(s) or ws(s) URL with a host, else undefined. */
function parseRpcUrl(text: string): string | undefined {
  if (!/^(https?|wss?):\/\//i.test(text)) return undefined
  try {
    const parsed = new URL(text)
    if (!parsed.hostname) return undefined
    return parsed.href
  } catch {
    return undefined
  }
}

async function closeSocket(value: unknown): Promise<void> {
  const getRpcClient = (value as { getRpcClient?: () => Promise<{ close: () => void }> } | undefined)
    ?.getRpcClient
  if (!getRpcClient) return
  try {
    ;(await getRpcClient()).close()
  } catch {
    // The socket never opened: nothing to close.
  }
}
