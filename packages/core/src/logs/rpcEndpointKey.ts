import type { Client, Transport } from 'viem'

/** An endpoint named without a client: a chain id and the URL its reads go to. */
export type RpcEndpoint = { chainId: number | undefined; url: string }

/**
 * The key of what a reader learns about an endpoint for the session (its eth_getLogs range limit, a
 * method it does not serve, its rate: sharedRpcPacer): the chain and the URL, so two clients of one
 * RPC share what either learned; a client without a URL (a wallet's provider, a transport that
 * switches URLs) is keyed by its own id. A transport that knows its URL names it as `{ chainId, url }`.
 *
 * @example
 * rpcEndpointKey(publicClient) // '56|https://bsc-dataseed.bnbchain.org'
 * rpcEndpointKey({ chainId: 56, url: 'https://bsc-dataseed.bnbchain.org' }) // the same key
 */
export function rpcEndpointKey(endpoint: Client<Transport> | RpcEndpoint): string {
  if ('url' in endpoint) return `${endpoint.chainId ?? '?'}|${endpoint.url}`
  const url = (endpoint.transport as { url?: unknown } | undefined)?.url
  return `${endpoint.chain?.id ?? '?'}|${typeof url === 'string' ? url : endpoint.uid}`
}
