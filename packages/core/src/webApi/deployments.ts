import { backendPost } from '../request/backendPost.ts'
import type { BackendRequestOptions } from '../request/types.ts'
import type { TokenTemplateId } from '../tokens/tokenTemplates.ts'

/** What was deployed: a token, a lock, a multisig wallet. */
export type DeploymentKind = 'token' | 'lock' | 'multisig'

export type DeploymentReport = {
  kind: DeploymentKind
  chainId: number
  /**
   * The contract the transaction created (token, multisig wallet). A lock creates no contract of
   * its own: its address is the chain's locker, where the lock lives (never the locked token's,
   * which the operators' list would show as if it had been deployed).
   */
  address: string
  /** A token's template, which the operators' list names ("MEME Coin"); only with kind token. */
  template?: TokenTemplateId
  txHash: string
  deployer: string
}

/**
 * Tells the server about a deployment for the operators' list of recent deployments
 * (`POST /api/v1/web/deployments`). Fire-and-forget: it never rejects and never delays the caller's
 * flow (no await needed; a 10 s timeout keeps a hung request from lingering). Returns whether the
 * server took it, for tests.
 *
 * @example
 * void reportDeployment({ kind: 'token', chainId: 56, address, template: 'meme', txHash, deployer })
 */
export async function reportDeployment(
  report: DeploymentReport,
  options: BackendRequestOptions = {},
): Promise<boolean> {
  try {
    await backendPost('/api/v1/web/deployments', report, { timeoutMs: 10_000, ...options })
    return true
  } catch {
    // The user's transaction is done whatever happens here; a lost report only thins a statistic.
    return false
  }
}
