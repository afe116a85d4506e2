import { checkRpcUrl } from '@tokenbox/core/chains/checkRpcUrl.ts'
import {
  RpcUrlInvalidError,
  type RpcUrlRefusalCode,
  RpcUrlWrongChainError,
} from '@tokenbox/core/errors/rpcUrl.ts'

export type UserRpcUrlCheck =
  | { ok: true; url: string }
  /** `required`: nothing typed; the others are core's refusals (the web app words each: `wallet:rpc.refused.<code>`). */
  | { ok: false; code: 'required' | RpcUrlRefusalCode; actualChainId?: number }

/**
 * Whether a URL the user typed for a chain is a JSON-RPC node of that chain (core's checkRpcUrl:
 * an http(s) or ws(s) URL whose node answers `eth_chainId` with the chain's id), as the settings
 * page words it. Never throws.
 *
 * @example
 * await checkUserRpcUrl('https://bsc-rpc.publicnode.com', 56) // { ok: true, url: 'https://bsc-rpc.publicnode.com/' }
 * await checkUserRpcUrl('ftp://x', 56) // { ok: false, code: 'invalidUrl' }
 */
export async function checkUserRpcUrl(
  text: string,
  chainId: number,
  timeoutMs?: number,
): Promise<UserRpcUrlCheck> {
  if (!text.trim()) return { ok: false, code: 'required' }
  try {
    const { url } = await checkRpcUrl({ url: text, chainId, ...(timeoutMs ? { timeoutMs } : {}) })
    return { ok: true, url }
  } catch (error) {
    if (error instanceof RpcUrlWrongChainError)
      return { ok: false, code: 'wrongChain', actualChainId: error.actualChainId }
    if (error instanceof RpcUrlInvalidError) return { ok: false, code: 'invalidUrl' }
    return { ok: false, code: 'unreachable' }
  }
}
