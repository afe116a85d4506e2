import type { Address, Hex } from 'viem'
import { backendGet } from '../request/backendGet.ts'
import type { ReplyEnvelope } from '../request/types.ts'
import {
  type ExplorerLog,
  type ExplorerLogsAnswer,
  explorerLogsPath,
  type ThroughServerParameters,
} from './explorerReadApi.ts'
import type { ExplorerLogPageQuery } from './walkExplorerLogPages.ts'

/**
 * What one page of the proxy's logs read filters on: an owner's approvals (`owner`, topic0
 * Approval or ApprovalForAll) or one token's transfers (`address`, topic0 Transfer).
 */
export type LogPageThroughServerQuery = ExplorerLogPageQuery & { topic0: Hex } & (
    | { owner: Address; address?: undefined }
    | { address: Address; owner?: undefined }
  )

/**
 * One page of `GET /api/v1/web/explorer/logs` (Etherscan's `getLogs` with the server's key):
 * `[]` for "No records found". Any refusal rejects with the server's HttpStatusError (its
 * `serverMessage` is one of `explorerReadCodes`), which is what lets a caller fall back to its
 * node.
 *
 * @example
 * const logs = await readLogPageThroughServer({ chainId: 56 }, { address: token, topic0: transferTopic, fromBlock: 0n, toBlock, page: 1, offset: 1_000 })
 */
export async function readLogPageThroughServer(
  through: ThroughServerParameters,
  query: LogPageThroughServerQuery,
): Promise<ExplorerLog[]> {
  const { chainId, baseUrl, requestOptions } = through
  const { owner, address, topic0, fromBlock, toBlock, page, offset, signal } = query
  const reply = await backendGet<ReplyEnvelope<ExplorerLogsAnswer>>(
    explorerLogsPath,
    { chainId, ...(owner ? { owner } : { address }), topic0, fromBlock, toBlock, page, offset },
    { ...requestOptions, baseUrl, signal: signal ?? requestOptions?.signal },
  )
  const logs = reply.data?.logs
  if (!Array.isArray(logs)) throw new Error('explorer proxy: the reply carries no logs')
  return logs
}
