import { BaseError } from './BaseError.ts'

/**
 * Why `checkRpcUrl` refused a URL, as a stable code the web app words in the user's language
 * (`wallet:rpc.refused.<code>`).
 */
export type RpcUrlRefusalCode = 'invalidUrl' | 'unreachable' | 'wrongChain'

/** The text is not an http(s) or ws(s) URL. */
export class RpcUrlInvalidError extends BaseError {
  readonly code = 'invalidUrl' satisfies RpcUrlRefusalCode
  url: string
  constructor({ url }: { url: string }) {
    super('The RPC URL is not an http(s) or ws(s) URL.', {
      metaMessages: [`URL: ${url}`],
      name: 'RpcUrlInvalidError',
    })
    this.url = url
  }
}

/** Nothing answered `eth_chainId` at the URL within the timeout (refused, unknown host, silent, not JSON-RPC). */
export class RpcUrlUnreachableError extends BaseError {
  readonly code = 'unreachable' satisfies RpcUrlRefusalCode
  url: string
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The RPC node did not answer.', {
      cause,
      metaMessages: [`URL: ${url}`],
      name: 'RpcUrlUnreachableError',
    })
    this.url = url
  }
}

/** The node answered, for another chain than the one it would serve. */
export class RpcUrlWrongChainError extends BaseError {
  readonly code = 'wrongChain' satisfies RpcUrlRefusalCode
  url: string
  expectedChainId: number
  actualChainId: number
  constructor({
    url,
    expectedChainId,
    actualChainId,
  }: { url: string; expectedChainId: number; actualChainId: number }) {
    super(`The RPC node serves chain ${actualChainId}, not ${expectedChainId}.`, {
      metaMessages: [`URL: ${url}`],
      name: 'RpcUrlWrongChainError',
    })
    this.url = url
    this.expectedChainId = expectedChainId
    this.actualChainId = actualChainId
  }
}
