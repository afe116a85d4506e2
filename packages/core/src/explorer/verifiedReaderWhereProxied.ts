import type { Address } from 'viem'
import type { ThroughServerParameters } from './explorerReadApi.ts'
import { readVerifiedThroughServer } from './readVerifiedThroughServer.ts'

export type VerifiedReaderParameters = ThroughServerParameters & {
  /** The chains whose explorer the server proxies (explorerProxyChainsQueryOptions). */
  proxiedChains: () => Promise<readonly number[]>
}

/**
 * The explorer's word on a contract's source where there is one to ask: through the server's
 * proxy (readVerifiedThroughServer) when it proxies this chain's explorer, otherwise undefined
 * (unknown) at once, without a request. A chain without an explorer API (the local chain, a chain
 * without a key on the server) would answer every ask with a 422 that the browser logs as an error.
 *
 * @example
 * const readVerified = verifiedReaderWhereProxied({ chainId: 31337, proxiedChains: async () => [] })
 * await readVerified(token) // undefined, nothing sent
 */
export function verifiedReaderWhereProxied(
  parameters: VerifiedReaderParameters,
): (address: Address) => Promise<boolean | undefined> {
  const { proxiedChains, ...through } = parameters
  return async (address) => {
    if (!(await proxiedChains()).includes(through.chainId)) return undefined
    return (await readVerifiedThroughServer(through, [address])).get(address.toLowerCase())
  }
}
