import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { readVerifiedThroughServer } from '../explorer/readVerifiedThroughServer.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { checkTokenSafety, NotATokenError, readTokenPowers } from './checkTokenSafety.ts'
import { serverTransferLogScan } from './serverTransferLogScan.ts'
import type { TokenSafetyReport } from './types.ts'

/** Why a check has no report: nothing at the address, something that is no ERC-20, or the node failed. */
export type CheckFailure = 'noCode' | 'notToken' | 'network'

export type SafetyCheckResult = {
  report: TokenSafetyReport
  /** The chain's time at the block read (unix seconds): lock dates are compared with it. */
  chainTime: bigint
}

/** A failed check as a screen reads it: the kind of failure, never a raw error. */
export class SafetyCheckFailed extends Error {
  readonly failure: CheckFailure
  constructor(failure: CheckFailure) {
    super(`Token safety check failed: ${failure}`)
    this.name = 'SafetyCheckFailed'
    this.failure = failure
  }
}

/** How long the holders' Transfer-log scan may take before holders are reported unknown. */
const holderScanMs = 45_000

export type TokenSafetyQueryParameters = {
  /** The chain checked: its client is the app's RPC for it, whatever chain a wallet is on. */
  entry: ChainEntry | undefined
  token: Address | undefined
  /** false skips the holders' Transfer-log scan. */
  holders: boolean
  /** false skips the simulated trades (and with them the power probe and the holders' sales). */
  trades: boolean
  /** The connected wallet: its own sale is simulated first when it holds the token. */
  buyer: Address | undefined
  /** The chains whose explorer the server proxies (explorerProxyChainsQueryOptions). */
  proxiedChains: () => Promise<readonly number[]>
}

/**
 * The safety check of a token (checkTokenSafety) as its screens run it: the explorer's "verified"
 * and the holders' Transfer logs through the server where it proxies that chain's explorer (it holds
 * the key; the node takes over if it refuses), the node's eth_getLogs elsewhere; holders that take
 * longer than 45 s to read are reported unknown. A failure is a SafetyCheckFailed that says which:
 * no contract, no token, or the network. Kept a minute per chain, token and options.
 *
 * @example
 * useQuery<SafetyCheckResult, SafetyCheckFailed>(tokenSafetyQueryOptions(client, { entry, token, holders: true, trades: true, buyer, proxiedChains }))
 */
export function tokenSafetyQueryOptions(
  client: PublicClient | undefined,
  parameters: TokenSafetyQueryParameters,
) {
  const { entry, token, holders, trades, buyer, proxiedChains } = parameters
  return chainQueryOptions<SafetyCheckResult>({
    key: ['tokenSafety', token?.toLowerCase(), holders, trades, buyer?.toLowerCase()],
    client,
    ready: Boolean(entry && token),
    staleTime: 60_000,
    read: async (client) => {
      const chain = entry as ChainEntry
      const viaServer = (await proxiedChains()).includes(chain.id)
      const through = { chainId: chain.id, requestOptions: { timeoutMs: 20_000 } }
      try {
        const report = await checkTokenSafety(client, {
          token: token as Address,
          entry: chain,
          // A long history on a public node: the holders are told as unknown rather than the whole
          // check waiting for minutes. The explorer's index answers a token's history in a page per
          // 1,000 transfers, where a public node needs thousands of range-limited requests.
          holders: holders
            ? {
                signal: AbortSignal.timeout(holderScanMs),
                ...(viaServer ? { scan: serverTransferLogScan(client, through) } : {}),
              }
            : false,
          trades: trades ? undefined : false,
          buyer,
          readVerified: viaServer
            ? async (address) =>
                (await readVerifiedThroughServer(through, [address])).get(address.toLowerCase())
            : undefined,
        })
        return { report, chainTime: report.chainTime }
      } catch (error) {
        throw new SafetyCheckFailed(error instanceof NotATokenError ? error.reason : 'network')
      }
    },
  })
}

/**
 * What a sold token can still do to its buyers (readTokenPowers), for the sale pages' warning.
 * Kept a minute.
 *
 * @example
 * useQuery(tokenPowersQueryOptions(publicClient, { token }))
 */
export function tokenPowersQueryOptions(client: PublicClient | undefined, { token }: { token: Address }) {
  return chainQueryOptions({
    key: ['tokenPowers', token],
    client,
    staleTime: 60_000,
    read: (client) => readTokenPowers(client, { token }),
  })
}
