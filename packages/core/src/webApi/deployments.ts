import { backendPost } from '../request/backendPost.ts'
import type { BackendRequestOptions } from '../request/types.ts'

/** What was deployed: a token, a lock, a multisig wallet. */
export type DeploymentKind = 'token' | 'lock' | 'multisig'

export type DeploymentReport = {
  kind: DeploymentKind
  chainId: number
  /**
   * The new contract (token, multisig wallet). A lock creates no contract: its address is the
   * locked token's, which is what an operator looks up.
   */
  address: string
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
 * void reportDeployment({ kind: 'token', chainId: 56, address, txHash, deployer })
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
