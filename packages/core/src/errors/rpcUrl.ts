import { UrlError } from './request.ts'

/**
 * Why `checkRpcUrl` refused a URL, as a stable code the web app words in the user's language
 * (`wallet:rpc.refused.<code>`).
 */
export type RpcUrlRefusalCode = 'invalidUrl' | 'unreachable' | 'wrongChain'

/** The text is not an http(s) or ws(s) URL. */
export class RpcUrlInvalidError extends UrlError {
  readonly code = 'invalidUrl' satisfies RpcUrlRefusalCode
  constructor({ url }: { url: string }) {
    super('The RPC URL is not an http(s) or ws(s) URL.', {
      url,
      name: 'RpcUrlInvalidError',
    })
  }
}

/** Nothing answered `eth_chainId` at the URL within the timeout (refused, unknown host, silent, not JSON-RPC). */
export class RpcUrlUnreachableError extends UrlError {
  readonly code = 'unreachable' satisfies RpcUrlRefusalCode
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The RPC node did not answer.', {
      cause,
      url,
      name: 'RpcUrlUnreachableError',
    })
  }
}

/** The node answered, for another chain than the one it would serve. */
export class RpcUrlWrongChainError extends UrlError {
  readonly code = 'wrongChain' satisfies RpcUrlRefusalCode
  expectedChainId: number
  actualChainId: number
  constructor({
    url,
    expectedChainId,
    actualChainId,
  }: { url: string; expectedChainId: number; actualChainId: number }) {
    super(`The RPC node serves chain ${actualChainId}, not ${expectedChainId}.`, {
      url,
      name: 'RpcUrlWrongChainError',
    })
    this.expectedChainId = expectedChainId
    this.actualChainId = actualChainId
  }
}
