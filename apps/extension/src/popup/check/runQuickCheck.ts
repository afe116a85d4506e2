import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { readVerifiedThroughServer } from '@tokenbox/core/explorer/readVerifiedThroughServer.ts'
import { checkTokenSafety, NotATokenError } from '@tokenbox/core/safety/checkTokenSafety.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import type { Address, PublicClient } from 'viem'
import { readProxiedChains } from './readProxiedChains.ts'

/** Why a check has no report, as the web app's check page words it. */
export type QuickCheckFailure = 'noCode' | 'notToken' | 'network'

export type QuickCheckOutcome =
  | { status: 'done'; report: TokenSafetyReport }
  | { status: 'failed'; failure: QuickCheckFailure }

export type RunQuickCheckParameters = {
  /** Reads `entry`'s chain (publicClientFor(entry)). */
  client: PublicClient
  entry: ChainEntry
  token: Address
  /** The TokenBox site whose server may know the explorer's "verified" for this chain. */
  siteUrl: string
}

/**
 * The popup's quick token safety check: core's checkTokenSafety on the chain's RPC with the
 * simulated buy and sale but without the holders (a Transfer-log scan takes too long for a
 * popup; the full report on the site has it), and the explorer's "verified" through the site's
 * server where it proxies that chain's explorer. Never throws: a failure comes back as what the
 * user is told (nothing at the address, no ERC-20 there, or the node did not answer).
 *
 * @example
 * const outcome = await runQuickCheck({ client: publicClientFor(entry), entry, token, siteUrl })
 * if (outcome.status === 'done') outcome.report.verdict.level // 'danger'
 */
export async function runQuickCheck({
  client,
  entry,
  token,
  siteUrl,
}: RunQuickCheckParameters): Promise<QuickCheckOutcome> {
  const viaServer = (await readProxiedChains(siteUrl)).includes(entry.id)
  const through = { chainId: entry.id, baseUrl: siteUrl, requestOptions: { timeoutMs: 20_000 } }
  try {
    const report = await checkTokenSafety(client, {
      token,
      entry,
      holders: false,
      readVerified: viaServer
        ? async (address) => (await readVerifiedThroughServer(through, [address])).get(address.toLowerCase())
        : undefined,
    })
    return { status: 'done', report }
  } catch (error) {
    return { status: 'failed', failure: error instanceof NotATokenError ? error.reason : 'network' }
  }
}
