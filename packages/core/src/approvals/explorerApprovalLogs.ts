import type { Address } from 'viem'
import type { ExplorerLog } from '../explorer/explorerReadApi.ts'
import { explorerGet } from '../request/explorerGet.ts'
import type { RequestOptions } from '../request/types.ts'
import { ownerTopic } from './approvalLogs.ts'
import { pagedApprovalLogSource } from './pagedApprovalLogSource.ts'
import type { ApprovalLogSource } from './scanApprovalLogs.ts'

export type ExplorerLogsParameters = {
  /** The chain's Etherscan-v2-style endpoint (the catalogue's `api`; may carry `?chainid=`). */
  apiUrl: string
  chainId: number
  /** Etherscan v2 requires one for logs: Node callers only (the browser never holds a key). */
  apiKey?: string | undefined
  requestOptions?: RequestOptions | undefined
}

/**
 * An {@link ApprovalLogSource} over an Etherscan-v2-style `module=logs&action=getLogs` API, asked
 * directly (a keyless explorer from the browser, or Node with a key); paging as
 * {@link pagedApprovalLogSource} describes. A `status: "0"` reply other than "No records found"
 * throws (rate limit, bad key), which lets {@link withLogSourceFallback} go to the node instead.
 * Chains whose explorer needs a key the browser must not hold go through the TokenBox server
 * instead: `serverApprovalLogSource`.
 *
 * @example
 * const source = explorerApprovalLogSource({ apiUrl: 'https://api.etherscan.io/v2/api', chainId: 1, apiKey })
 * const logs = await source(owner, { toBlock: 21_000_000n })
 */
export function explorerApprovalLogSource(explorer: ExplorerLogsParameters): ApprovalLogSource {
  return pagedApprovalLogSource(async ({ owner, topic0, fromBlock, toBlock, page, offset, signal }) => {
    const reply = await explorerGet<{ status?: string; message?: string; result?: unknown }>(
      explorer.apiUrl,
      {
        ...(explorer.apiUrl.includes('chainid=') ? {} : { chainid: explorer.chainId }),
        module: 'logs',
        action: 'getLogs',
        fromBlock,
        toBlock,
        topic0,
        topic1: ownerTopic(owner),
        topic0_1_opr: 'and',
        page,
        offset,
        apikey: explorer.apiKey,
      },
      { ...explorer.requestOptions, signal: signal ?? explorer.requestOptions?.signal },
    )
    if (Array.isArray(reply.result)) return reply.result as ExplorerLog[]
    if (/no records/i.test(String(reply.message ?? ''))) return []
    throw new Error(`explorer logs: ${typeof reply.result === 'string' ? reply.result : reply.message}`)
  })
}

/**
 * Any log reader of the `(what, parameters) => logs` shape: an {@link ApprovalLogSource} (an
 * owner's approvals) or the safety check's `ScanTransferLogs` (a token's transfers).
 */
export type LogReader<Query, Parameters extends { signal?: AbortSignal | undefined }, Result> = (
  query: Query,
  parameters: Parameters,
) => Promise<Result>

/**
 * Tries `primary` (an explorer) and, on any failure but the caller's own abort, scans with
 * `fallback` (the node) instead. Works for any {@link LogReader}.
 *
 * @example
 * const source = withLogSourceFallback(explorerApprovalLogSource(explorer), rpcSource)
 */
export function withLogSourceFallback<Query, Parameters extends { signal?: AbortSignal | undefined }, Result>(
  primary: LogReader<Query, Parameters, Result>,
  fallback: LogReader<Query, Parameters, Result>,
): LogReader<Query, Parameters, Result> {
  return async (query, parameters) => {
    try {
      return await primary(query, parameters)
    } catch (error) {
      if (parameters.signal?.aborted) throw error
      return fallback(query, parameters)
    }
  }
}

/**
 * Asks an Etherscan-v2-style API whether contracts' sources are verified (`getsourcecode`: an
 * empty `SourceCode` means unverified). Contracts the explorer could not answer for are left out
 * (unknown), never reported unverified.
 *
 * @example
 * const verified = await readExplorerVerified({ apiUrl, chainId: 1, apiKey }, [router])
 */
export async function readExplorerVerified(
  explorer: ExplorerLogsParameters,
  contracts: readonly Address[],
): Promise<Map<string, boolean>> {
  const verified = new Map<string, boolean>()
  const ask = async (address: Address) => {
    try {
      const reply = await explorerGet<{ result?: unknown }>(
        explorer.apiUrl,
        {
          ...(explorer.apiUrl.includes('chainid=') ? {} : { chainid: explorer.chainId }),
          module: 'contract',
          action: 'getsourcecode',
          address,
          apikey: explorer.apiKey,
        },
        explorer.requestOptions,
      )
      const [entry] = Array.isArray(reply.result) ? (reply.result as { SourceCode?: string }[]) : []
      if (entry && typeof entry.SourceCode === 'string')
        verified.set(address.toLowerCase(), entry.SourceCode !== '')
    } catch {
      // Unknown: the level rules treat it apart from "unverified".
    }
  }
  // A few at a time: free explorer APIs allow about 5 requests a second.
  for (let index = 0; index < contracts.length; index += 4) {
    await Promise.all(contracts.slice(index, index + 4).map(ask))
  }
  return verified
}

/**
 * Explorers index a little behind the chain head, so a source built on one misses the newest
 * approvals. This runs `source` and then reads the last `recentBlocks` blocks (default 2,000:
 * hours on fast chains, far more than indexers lag) from `nodeSource`, merging the two without
 * duplicates. Recent history is also where a user who just approved looks first, and where a
 * token's newest holders appear. Works for any {@link LogReader} whose parameters end at a known
 * `toBlock`.
 *
 * @example
 * const source = withRecentNodeLogs(explorerApprovalLogSource(explorer), rpcSource)
 */
export function withRecentNodeLogs<
  Query,
  Parameters extends { fromBlock?: bigint | undefined; toBlock: bigint; signal?: AbortSignal | undefined },
  Log extends { transactionHash: string; logIndex: number },
>(
  source: LogReader<Query, Parameters, Log[]>,
  nodeSource: LogReader<Query, Parameters, Log[]>,
  recentBlocks = 2_000n,
): LogReader<Query, Parameters, Log[]> {
  return async (query, parameters) => {
    const older = await source(query, parameters)
    const start = parameters.toBlock - recentBlocks + 1n
    const from = parameters.fromBlock ?? 0n
    const recent = await nodeSource(query, { ...parameters, fromBlock: start > from ? start : from })
    const seen = new Set(older.map((log) => `${log.transactionHash}:${log.logIndex}`))
    return [...older, ...recent.filter((log) => !seen.has(`${log.transactionHash}:${log.logIndex}`))]
  }
}
