import { type ExplorerLogsAnswer, explorerLogsPath } from '../explorer/explorerReadApi.ts'
import { backendGet } from '../request/backendGet.ts'
import type { ReplyEnvelope, RequestOptions } from '../request/types.ts'
import type { ApprovalLogSource } from './explorerApprovalLogs.ts'
import { pagedApprovalLogSource } from './pagedApprovalLogSource.ts'

export type ThroughServerParameters = {
  chainId: number
  /** Origin of the TokenBox server; default '' (same origin, right in the browser). */
  baseUrl?: string | undefined
  /** Timeout and headers of each request (the scan's own signal is added per request). */
  requestOptions?: RequestOptions | undefined
}

/**
 * An {@link ApprovalLogSource} over the TokenBox server's explorer proxy
 * (`GET /api/v1/web/explorer/logs`), for chains whose explorer API needs a key the browser must
 * not hold (Etherscan v2): the same pages as `explorerApprovalLogSource`, the server adding its
 * key. Any refusal (`explorer.noApi` / `explorer.noKey` when the server does not proxy the chain,
 * a rate limit, an explorer failure) rejects with the server's HttpStatusError, so
 * `withLogSourceFallback` scans through the node instead.
 *
 * @example
 * const node: ApprovalLogSource = (who, options) => scanApprovalLogs(client, who, options)
 * const source = withLogSourceFallback(withRecentNodeLogs(serverApprovalLogSource({ chainId: 56 }), node), node)
 */
export function serverApprovalLogSource(parameters: ThroughServerParameters): ApprovalLogSource {
  const { chainId, baseUrl, requestOptions } = parameters
  return pagedApprovalLogSource(async ({ owner, topic0, fromBlock, toBlock, page, offset, signal }) => {
    const reply = await backendGet<ReplyEnvelope<ExplorerLogsAnswer>>(
      explorerLogsPath,
      { chainId, owner, topic0, fromBlock, toBlock, page, offset },
      { ...requestOptions, baseUrl, signal: signal ?? requestOptions?.signal },
    )
    const logs = reply.data?.logs
    if (!Array.isArray(logs)) throw new Error('explorer proxy: the reply carries no logs')
    return logs
  })
}
