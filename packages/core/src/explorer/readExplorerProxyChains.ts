import { backendGet } from '../request/backendGet.ts'
import type { BackendRequestOptions, ReplyEnvelope } from '../request/types.ts'
import { type ExplorerChainsAnswer, explorerChainsPath } from './explorerReadApi.ts'

/**
 * The chains whose explorer API the TokenBox server proxies for the approval checker (it has an
 * API URL and a key for them): `GET /api/v1/web/explorer/chains`. The web asks once per session,
 * only on the screens that need it, so the dashboard's first load never waits for it. Anything
 * that is not a list of chain ids reads as "none": the caller then scans through the node.
 *
 * @example
 * const chainIds = await readExplorerProxyChains() // [1, 56, 137, ...]
 * if (chainIds.includes(56)) useTheServerPath()
 */
export async function readExplorerProxyChains(options: BackendRequestOptions = {}): Promise<number[]> {
  const reply = await backendGet<ReplyEnvelope<ExplorerChainsAnswer>>(explorerChainsPath, undefined, options)
  const chainIds = reply.data?.chainIds
  return Array.isArray(chainIds) ? chainIds.filter((id): id is number => Number.isSafeInteger(id)) : []
}
