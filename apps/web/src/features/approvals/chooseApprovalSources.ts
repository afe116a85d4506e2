import {
  explorerApprovalLogSource,
  readExplorerVerified,
  withLogSourceFallback,
  withRecentNodeLogs,
} from '@tokenbox/core/approvals/explorerApprovalLogs.ts'
import type { ReadApprovalsParameters } from '@tokenbox/core/approvals/readApprovals.ts'
import type { ApprovalLogSource } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import { serverApprovalLogSource } from '@tokenbox/core/approvals/serverApprovalLogSource.ts'
import { etherscanV2ApiBase } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { readVerifiedThroughServer } from '@tokenbox/core/explorer/readVerifiedThroughServer.ts'

/** Where a scan reads logs and "verified": the server's explorer proxy, a keyless explorer, or the node alone. */
export type ApprovalSources = {
  via: 'server' | 'explorer' | 'node'
  logSource: ApprovalLogSource
  readVerified: ReadApprovalsParameters['readVerified']
}

export type ChooseApprovalSourcesParameters = {
  chainId: number
  entry: ChainEntry | undefined
  /** Chains whose explorer the server proxies (`readExplorerProxyChains`); [] when unknown. */
  proxiedChainIds: readonly number[]
  /** The node's eth_getLogs scan in adaptive chunks. */
  node: ApprovalLogSource
  /** Origin of the TokenBox server; default '' (same origin, where the server serves the app). */
  serverUrl?: string | undefined
}

const requestOptions = { timeoutMs: 20_000 }

/**
 * Picks the approval checker's sources for a chain:
 * 1. the TokenBox server's explorer proxy when it proxies the chain (it holds the key Etherscan v2
 *    needs; keys never reach the browser): logs and Verified / Unverified from the explorer;
 * 2. else the chain's explorer directly when it answers without a key (not Etherscan v2);
 * 3. else the node alone, and verification stays unknown.
 * Explorer logs are completed with the newest blocks from the node (indexers lag), and any
 * explorer failure (a rate limit, the server answering `explorer.noApi` after a configuration
 * change) scans through the node instead, so a scan never fails for the explorer's sake.
 *
 * @example
 * const { logSource, readVerified } = chooseApprovalSources({ chainId: 56, entry, proxiedChainIds: [56], node })
 */
export function chooseApprovalSources(parameters: ChooseApprovalSourcesParameters): ApprovalSources {
  const { chainId, entry, proxiedChainIds, node } = parameters
  const complete = (source: ApprovalLogSource) =>
    withLogSourceFallback(withRecentNodeLogs(source, node), node)
  if (proxiedChainIds.includes(chainId)) {
    const through = { chainId, baseUrl: parameters.serverUrl, requestOptions }
    return {
      via: 'server',
      logSource: complete(serverApprovalLogSource(through)),
      readVerified: (contracts) => readVerifiedThroughServer(through, contracts),
    }
  }
  if (entry?.id === chainId && entry.api && !entry.api.startsWith(etherscanV2ApiBase)) {
    const explorer = { apiUrl: entry.api, chainId, requestOptions }
    return {
      via: 'explorer',
      logSource: complete(explorerApprovalLogSource(explorer)),
      readVerified: (contracts) => readExplorerVerified(explorer, contracts),
    }
  }
  return { via: 'node', logSource: node, readVerified: undefined }
}
