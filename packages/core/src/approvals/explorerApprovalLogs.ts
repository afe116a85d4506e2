import { type Address, type Hex, hexToBigInt } from 'viem'
import { explorerGet } from '../request/explorerGet.ts'
import type { RequestOptions } from '../request/types.ts'
import { approvalForAllTopic, approvalTopic, ownerTopic, type RawApprovalLog } from './approvalLogs.ts'
import type { ScanApprovalLogsParameters } from './scanApprovalLogs.ts'

/** Where approval logs come from: a node's eth_getLogs or an explorer's logs API. */
export type ApprovalLogSource = (
  owner: Address,
  parameters: ScanApprovalLogsParameters & { toBlock: bigint },
) => Promise<RawApprovalLog[]>

export type ExplorerLogsParameters = {
  /** The chain's Etherscan-v2-style endpoint (the catalogue's `api`; may carry `?chainid=`). */
  apiUrl: string
  chainId: number
  /** Etherscan v2 requires one for logs: Node callers only (the browser never holds a key). */
  apiKey?: string | undefined
  requestOptions?: RequestOptions | undefined
}

type ExplorerLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  timeStamp: Hex
  logIndex: Hex
  transactionHash: Hex
}

/** Etherscan's page size limit for logs; a full page means "there may be more". */
export const explorerLogsPageSize = 1_000

/**
 * An {@link ApprovalLogSource} over an Etherscan-v2-style `module=logs&action=getLogs` API: one
 * query per event (the API cannot OR topic0), pages of 1,000 logs, and after a full page the next
 * query starts at that page's last block (Etherscan caps page x offset at 10,000), dropping logs
 * already seen. Its logs carry the block time, so no block reads are needed afterwards. A
 * `status: "0"` reply other than "No records found" throws (rate limit, bad key), which lets
 * {@link withLogSourceFallback} go to the node instead.
 *
 * @example
 * const source = explorerApprovalLogSource({ apiUrl: 'https://api.etherscan.io/v2/api', chainId: 1, apiKey })
 * const logs = await source(owner, { toBlock: 21_000_000n })
 */
export function explorerApprovalLogSource(explorer: ExplorerLogsParameters): ApprovalLogSource {
  return async (owner, parameters) => {
    const logs: RawApprovalLog[] = []
    const seen = new Set<string>()
    for (const topic0 of [approvalTopic, approvalForAllTopic]) {
      let from = parameters.fromBlock ?? 0n
      for (;;) {
        parameters.signal?.throwIfAborted()
        const reply = await explorerGet<{ status?: string; message?: string; result?: unknown }>(
          explorer.apiUrl,
          {
            ...(explorer.apiUrl.includes('chainid=') ? {} : { chainid: explorer.chainId }),
            module: 'logs',
            action: 'getLogs',
            fromBlock: from,
            toBlock: parameters.toBlock,
            topic0,
            topic1: ownerTopic(owner),
            topic0_1_opr: 'and',
            page: 1,
            offset: explorerLogsPageSize,
            apikey: explorer.apiKey,
          },
          { ...explorer.requestOptions, signal: parameters.signal ?? explorer.requestOptions?.signal },
        )
        const page = Array.isArray(reply.result) ? (reply.result as ExplorerLog[]) : null
        if (!page) {
          if (/no records/i.test(String(reply.message ?? ''))) break
          throw new Error(`explorer logs: ${typeof reply.result === 'string' ? reply.result : reply.message}`)
        }
        for (const log of page) {
          const id = `${log.transactionHash}:${log.logIndex}`
          if (seen.has(id)) continue
          seen.add(id)
          logs.push({
            address: log.address,
            topics: log.topics.filter(Boolean),
            data: log.data,
            blockNumber: hexToBigInt(log.blockNumber),
            logIndex: log.logIndex === '0x' ? 0 : Number(log.logIndex),
            transactionHash: log.transactionHash,
            timestamp: hexToBigInt(log.timeStamp),
          })
        }
        if (page.length < explorerLogsPageSize) break
        const last = hexToBigInt((page.at(-1) as ExplorerLog).blockNumber)
        // A full page inside one block cannot move forward; skip that block's rest rather than loop.
        from = last > from ? last : from + 1n
        parameters.onProgress?.({
          fromBlock: parameters.fromBlock ?? 0n,
          toBlock: parameters.toBlock,
          scannedTo: last,
          logs: logs.length,
          requests: 0,
          chunkSize: 0n,
        })
      }
    }
    return logs
  }
}

/**
 * Tries `primary` (an explorer) and, on any failure but the caller's own abort, scans with
 * `fallback` (the node) instead.
 *
 * @example
 * const source = withLogSourceFallback(explorerApprovalLogSource(explorer), rpcSource)
 */
export function withLogSourceFallback(
  primary: ApprovalLogSource,
  fallback: ApprovalLogSource,
): ApprovalLogSource {
  return async (owner, parameters) => {
    try {
      return await primary(owner, parameters)
    } catch (error) {
      if (parameters.signal?.aborted) throw error
      return fallback(owner, parameters)
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
 * duplicates. Recent history is also where a user who just approved looks first.
 *
 * @example
 * const source = withRecentNodeLogs(explorerApprovalLogSource(explorer), rpcSource)
 */
export function withRecentNodeLogs(
  source: ApprovalLogSource,
  nodeSource: ApprovalLogSource,
  recentBlocks = 2_000n,
): ApprovalLogSource {
  return async (owner, parameters) => {
    const older = await source(owner, parameters)
    const start = parameters.toBlock - recentBlocks + 1n
    const from = parameters.fromBlock ?? 0n
    const recent = await nodeSource(owner, { ...parameters, fromBlock: start > from ? start : from })
    const seen = new Set(older.map((log) => `${log.transactionHash}:${log.logIndex}`))
    return [...older, ...recent.filter((log) => !seen.has(`${log.transactionHash}:${log.logIndex}`))]
  }
}
