import type { Client, Transport } from 'viem'

/**
 * The key under which what an endpoint taught this session is remembered (its eth_getLogs range
 * limit, its rate limit): the chain and the endpoint's URL, or, for a client without a URL (a
 * wallet's provider, a switchable transport), the client itself.
 *
 * @example
 * endpointKey(createPublicClient({ chain: bsc, transport: http(url) })) // '56|https://…'
 */
export function endpointKey(client: Client<Transport>): string {
  const url = (client.transport as { url?: unknown } | undefined)?.url
  return `${client.chain?.id ?? '?'}|${typeof url === 'string' ? url : client.uid}`
}
