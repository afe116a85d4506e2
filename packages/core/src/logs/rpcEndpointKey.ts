import type { Client, Transport } from 'viem'

/**
 * The key of what a reader learns about an endpoint for the session (its eth_getLogs range limit, a
 * method it does not serve): the chain and the URL, so two clients of one RPC share what either
 * learned; a client without a URL (a wallet's provider) is keyed by its own id.
 *
 * @example
 * rpcEndpointKey(publicClient) // '56|https://bsc-dataseed.bnbchain.org'
 */
export function rpcEndpointKey(client: Client<Transport>): string {
  const url = (client.transport as { url?: unknown } | undefined)?.url
  return `${client.chain?.id ?? '?'}|${typeof url === 'string' ? url : client.uid}`
}
