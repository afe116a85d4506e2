import { type Address, type Hex, hexToBigInt } from 'viem'
import type { ExplorerLog } from '../explorer/explorerReadApi.ts'
import { approvalForAllTopic, approvalTopic, type RawApprovalLog } from './approvalLogs.ts'
import type { ApprovalLogSource } from './explorerApprovalLogs.ts'

/** Etherscan's page size limit for logs; a full page means "there may be more". */
export const explorerLogsPageSize = 1_000

/** One page an Etherscan-style `getLogs` is asked for: always page 1, moving `fromBlock` on instead. */
export type ApprovalLogPageQuery = {
  owner: Address
  topic0: Hex
  fromBlock: bigint
  toBlock: bigint
  page: number
  offset: number
  signal?: AbortSignal | undefined
}

/** Reads one page; `[]` for "No records found"; throws on anything else that is not logs. */
export type ReadApprovalLogPage = (query: ApprovalLogPageQuery) => Promise<ExplorerLog[]>

/**
 * An {@link ApprovalLogSource} over pages of an Etherscan-style `getLogs` (the explorer itself or
 * the TokenBox server's proxy of it): one query per event (the API cannot OR topic0), pages of
 * 1,000 logs, and after a full page the next query starts at that page's last block (Etherscan
 * caps page x offset at 10,000, so paging by `page` would stop there), dropping logs already seen.
 * Explorer logs carry the block time, so no block reads are needed afterwards.
 *
 * @example
 * const source = pagedApprovalLogSource((query) => readPageSomehow(query))
 * const logs = await source(owner, { toBlock: 21_000_000n })
 */
export function pagedApprovalLogSource(readPage: ReadApprovalLogPage): ApprovalLogSource {
  return async (owner, parameters) => {
    const logs: RawApprovalLog[] = []
    const seen = new Set<string>()
    for (const topic0 of [approvalTopic, approvalForAllTopic]) {
      let from = parameters.fromBlock ?? 0n
      for (;;) {
        parameters.signal?.throwIfAborted()
        const page = await readPage({
          owner,
          topic0,
          fromBlock: from,
          toBlock: parameters.toBlock,
          page: 1,
          offset: explorerLogsPageSize,
          signal: parameters.signal,
        })
        for (const log of page) {
          const id = `${log.transactionHash}:${log.logIndex === '0x' ? '0x0' : log.logIndex}`
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
