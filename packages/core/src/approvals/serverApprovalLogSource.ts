import type { ThroughServerParameters } from '../explorer/explorerReadApi.ts'
import { readLogPageThroughServer } from '../explorer/readLogPageThroughServer.ts'
import { pagedApprovalLogSource } from './pagedApprovalLogSource.ts'
import type { ApprovalLogSource } from './scanApprovalLogs.ts'

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
  return pagedApprovalLogSource((query) => readLogPageThroughServer(parameters, query))
}
