import { type Address, type Hex, hexToBigInt } from 'viem'
import type { ExplorerLog } from '../explorer/explorerReadApi.ts'
import { type ExplorerLogPageQuery, walkExplorerLogPages } from '../explorer/walkExplorerLogPages.ts'
import { scannedLogOf } from '../logs/scanLogs.ts'
import { approvalForAllTopic, approvalTopic, type RawApprovalLog } from './approvalLogs.ts'
import type { ApprovalLogSource } from './scanApprovalLogs.ts'

/** One page of one owner's approval logs an Etherscan-style `getLogs` is asked for. */
export type ApprovalLogPageQuery = ExplorerLogPageQuery & { owner: Address; topic0: Hex }

/** Reads one page; `[]` for "No records found"; throws on anything else that is not logs. */
export type ReadApprovalLogPage = (query: ApprovalLogPageQuery) => Promise<ExplorerLog[]>

/**
 * An {@link ApprovalLogSource} over pages of an Etherscan-style `getLogs` (the explorer itself or
 * the TokenBox server's proxy of it): one walk per event (the API cannot OR topic0), each paged
 * past the explorer's result window as {@link walkExplorerLogPages} describes. Explorer logs carry
 * the block time, so no block reads are needed afterwards.
 *
 * @example
 * const source = pagedApprovalLogSource((query) => readPageSomehow(query))
 * const logs = await source(owner, { toBlock: 21_000_000n })
 */
export function pagedApprovalLogSource(readPage: ReadApprovalLogPage): ApprovalLogSource {
  return async (owner, parameters) => {
    const logs: RawApprovalLog[] = []
    const fromBlock = parameters.fromBlock ?? 0n
    for (const topic0 of [approvalTopic, approvalForAllTopic]) {
      const found = await walkExplorerLogPages((query) => readPage({ ...query, owner, topic0 }), {
        fromBlock,
        toBlock: parameters.toBlock,
        signal: parameters.signal,
        onPage: ({ scannedTo, logs: walked }) =>
          parameters.onProgress?.({
            fromBlock,
            toBlock: parameters.toBlock,
            scannedTo,
            logs: logs.length + walked,
            requests: 0,
            chunkSize: 0n,
          }),
      })
      for (const log of found) {
        logs.push({
          ...scannedLogOf(log),
          topics: log.topics.filter(Boolean),
          timestamp: hexToBigInt(log.timeStamp),
        })
      }
    }
    return logs
  }
}
