import { useQuery, useQueryClient } from '@tanstack/react-query'
import { readVerifiedThroughServer } from '@tokenbox/core/approvals/readVerifiedThroughServer.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { readExplorerProxyChains } from '@tokenbox/core/explorer/readExplorerProxyChains.ts'
import { checkTokenSafety, NotATokenError } from '@tokenbox/core/safety/checkTokenSafety.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import type { Address, PublicClient } from 'viem'
import { usePublicClient } from 'wagmi'

/** Why a check has no report: nothing at the address, something that is no ERC-20, or the node failed. */
export type CheckFailure = 'noCode' | 'notToken' | 'network'

export type SafetyCheckResult = {
  report: TokenSafetyReport
  /** The chain's time at the block read (unix seconds): lock dates are compared with it. */
  chainTime: bigint
}

/** The chains whose explorer the server proxies, asked once per session; unreachable reads as none. */
const proxyChainsQuery = {
  queryKey: ['explorerProxyChains'],
  queryFn: () => readExplorerProxyChains({ timeoutMs: 10_000 }).catch(() => [] as number[]),
  staleTime: 30 * 60_000,
}

/** A failed check as the screen words it; a NotATokenError is told apart by whether the address has code. */
async function classifyFailure(client: PublicClient, token: Address, error: unknown): Promise<CheckFailure> {
  if (!(error instanceof NotATokenError)) return 'network'
  const code = await client.getCode({ address: token }).then(
    (found) => found ?? '0x',
    () => undefined,
  )
  if (code === undefined) return 'network'
  return code === '0x' ? 'noCode' : 'notToken'
}

/** A failure carried through react-query, so the screen reads its kind and never a raw error. */
export class SafetyCheckFailed extends Error {
  readonly failure: CheckFailure
  constructor(failure: CheckFailure) {
    super(`Token safety check failed: ${failure}`)
    this.failure = failure
  }
}

/**
 * Runs core's checkTokenSafety for `token` on `entry`'s chain through the app's RPC for that chain
 * (no wallet needed, a wallet on another chain changes nothing), with the explorer's "verified"
 * through the server where it proxies that explorer (it holds the key). `holders: false` skips the
 * Transfer-log scan (the Exchange's summary does not show holders). Cached per chain and token for a
 * minute, so the Exchange's summary and the full check share one run.
 *
 * @example
 * const check = useTokenSafety(entry, '0x…')
 * check.data?.report.verdict.level // 'danger'
 */
export function useTokenSafety(
  entry: ChainEntry | undefined,
  token: Address | undefined,
  options: { holders?: boolean } = {},
) {
  const chainId = entry?.id
  const client = usePublicClient({ chainId })
  const queryClient = useQueryClient()
  const withHolders = options.holders ?? true
  return useQuery<SafetyCheckResult, SafetyCheckFailed>({
    queryKey: ['tokenSafety', chainId, token?.toLowerCase(), withHolders],
    enabled: Boolean(client && entry && token),
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      const publicClient = client as PublicClient
      const proxied = await queryClient.fetchQuery(proxyChainsQuery)
      const through = { chainId: entry!.id, requestOptions: { timeoutMs: 20_000 } }
      try {
        const report = await checkTokenSafety(publicClient, {
          token: token!,
          entry: entry!,
          holders: withHolders ? undefined : false,
          readVerified: proxied.includes(entry!.id)
            ? async (address) =>
                (await readVerifiedThroughServer(through, [address])).get(address.toLowerCase())
            : undefined,
        })
        const block = await publicClient.getBlock({ blockNumber: report.blockNumber })
        return { report, chainTime: block.timestamp }
      } catch (error) {
        throw new SafetyCheckFailed(await classifyFailure(publicClient, token!, error))
      }
    },
  })
}
