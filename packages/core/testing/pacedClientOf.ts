import { createPublicClient, type PublicClient } from 'viem'
import { createRpcPacer } from '../src/logs/createRpcPacer.ts'
import { pacedHttp } from '../src/logs/pacedHttp.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * The app's kind of client of an endpoint at `url` (a provider proxy in front of the test chain):
 * paced by a pacer of its own, one retry, the test chain's definition; polling every
 * `pollingInterval` ms where a test waits on receipts through it.
 *
 * @example
 * const client = pacedClientOf(chain, proxy.url)
 */
export function pacedClientOf(chain: LocalTestChain, url: string, pollingInterval?: number): PublicClient {
  return createPublicClient({
    chain: chain.publicClient.chain,
    transport: pacedHttp(url, { pacer: createRpcPacer(), retryCount: 1 }),
    ...(pollingInterval === undefined ? {} : { pollingInterval }),
  }) as PublicClient
}
