import { useQuery, useQueryClient } from '@tanstack/react-query'
import { readVerifiedThroughServer } from '@tokenbox/core/approvals/readVerifiedThroughServer.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { readExplorerProxyChains } from '@tokenbox/core/explorer/readExplorerProxyChains.ts'
import { checkTokenSafety, NotATokenError } from '@tokenbox/core/safety/checkTokenSafety.ts'
import { serverTransferLogScan } from '@tokenbox/core/safety/serverTransferLogScan.ts'
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

/** How long the holders' Transfer-log scan may take before holders are reported unknown. */
const holderScanMs = 45_000

/** The chains whose explorer the server proxies, asked once per session; unreachable reads as none. */
const proxyChainsQuery = {
  queryKey: ['explorerProxyChains'],
  queryFn: () => readExplorerProxyChains({ timeoutMs: 10_000 }).catch(() => [] as number[]),
  staleTime: 30 * 60_000,
}

/** A failed check as the screen words it: core says which of "no contract" and "no token" it was. */
function classifyFailure(error: unknown): CheckFailure {
  return error instanceof NotATokenError ? error.reason : 'network'
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
 * and the holders' Transfer logs through the server where it proxies that explorer (it holds the
 * key; the node takes over if it refuses), the node's eth_getLogs elsewhere. `holders: false` skips the
 * Transfer-log scan and `trades: false` the simulated trades (and with them the power probe and the
 * holders' sales, which follow the trade's route). `buyer` (the connected wallet) has its own sale simulated
 * first when it holds the token. Holders that take longer than 45 s to read are reported unknown.
 * Cached per chain, token and options for a minute.
 *
 * @example
 * const check = useTokenSafety(entry, '0x…')
 * check.data?.report.verdict.level // 'danger'
 */
export function useTokenSafety(
  entry: ChainEntry | undefined,
  token: Address | undefined,
  options: { holders?: boolean; trades?: boolean; buyer?: Address | undefined } = {},
) {
  const chainId = entry?.id
  const client = usePublicClient({ chainId })
  const queryClient = useQueryClient()
  const withHolders = options.holders ?? true
  const withTrades = options.trades ?? true
  return useQuery<SafetyCheckResult, SafetyCheckFailed>({
    queryKey: [
      'tokenSafety',
      chainId,
      token?.toLowerCase(),
      withHolders,
      withTrades,
      options.buyer?.toLowerCase(),
    ],
    enabled: Boolean(client && entry && token),
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      const publicClient = client as PublicClient
      const proxied = await queryClient.fetchQuery(proxyChainsQuery)
      const through = { chainId: entry!.id, requestOptions: { timeoutMs: 20_000 } }
      const viaServer = proxied.includes(entry!.id)
      try {
        const report = await checkTokenSafety(publicClient, {
          token: token!,
          entry: entry!,
          // A long history on a public node: the holders are told as unknown rather than the
          // whole check waiting for minutes.
          // The explorer's index answers a token's history in a page per 1,000 transfers, where a
          // public node needs thousands of range-limited requests.
          holders: withHolders
            ? {
                signal: AbortSignal.timeout(holderScanMs),
                ...(viaServer ? { scan: serverTransferLogScan(publicClient, through) } : {}),
              }
            : false,
          trades: withTrades ? undefined : false,
          buyer: options.buyer,
          readVerified: viaServer
            ? async (address) =>
                (await readVerifiedThroughServer(through, [address])).get(address.toLowerCase())
            : undefined,
        })
        return { report, chainTime: report.chainTime }
      } catch (error) {
        throw new SafetyCheckFailed(classifyFailure(error))
      }
    },
  })
}
