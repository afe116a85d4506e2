import {
  type ApprovalLogSource,
  explorerApprovalLogSource,
  readExplorerVerified,
  withLogSourceFallback,
  withRecentNodeLogs,
} from '@tokenbox/core/approvals/explorerApprovalLogs.ts'
import { findApprovals } from '@tokenbox/core/approvals/findApprovals.ts'
import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import type { ScanProgress } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import { scanApprovalLogs } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import { etherscanV2ApiBase } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { useEffect, useRef, useState } from 'react'
import type { Address, PublicClient } from 'viem'
import { usePublicClient } from 'wagmi'

export type ApprovalScan =
  | { status: 'idle' }
  | { status: 'scanning'; owner: Address; progress: ScanProgress | null }
  | { status: 'cancelled' }
  | { status: 'failed'; message: ErrorMessage }
  | { status: 'done'; owner: Address; approvals: LiveApproval[] }

/**
 * The explorer the browser may ask: one with an API that answers without a key. Etherscan v2
 * (most catalogue chains) requires a key, and keys stay on the server, so those chains scan
 * through the node; a server proxy for logs and getsourcecode would give them the explorer too.
 */
function keylessExplorer(entry: ChainEntry | undefined) {
  if (!entry?.api || entry.api.startsWith(etherscanV2ApiBase)) return undefined
  return { apiUrl: entry.api, chainId: entry.id, requestOptions: { timeoutMs: 20_000 } }
}

/**
 * Finds an owner's live approvals on `chainId` (no wallet needed) with core's findApprovals.
 * Logs come from the chain's explorer where it answers without a key (its newest blocks from the
 * node, indexers lag), else, or when it fails, from the node in adaptive chunks with progress;
 * the same explorer tells which spenders are verified. A new scan, cancel or leaving the screen
 * aborts the one in flight; only the last scan's answer is shown.
 *
 * @example
 * const { scan, start, cancel } = useApprovalScan(chainId, entry, knownContracts)
 */
export function useApprovalScan(
  chainId: number,
  entry: ChainEntry | undefined,
  knownContracts: Record<string, string>,
) {
  const publicClient = usePublicClient({ chainId }) as PublicClient | undefined
  const [scan, setScan] = useState<ApprovalScan>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = async (owner: Address) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setScan({ status: 'scanning', owner, progress: null })
    try {
      if (!publicClient) throw new Error('no client for the current network')
      const client = publicClient
      const node: ApprovalLogSource = (who, options) => scanApprovalLogs(client, who, options)
      const explorer = keylessExplorer(entry)
      const approvals = await findApprovals(client, {
        owner,
        knownContracts,
        logSource: explorer
          ? withLogSourceFallback(withRecentNodeLogs(explorerApprovalLogSource(explorer), node), node)
          : node,
        readVerified: explorer ? (contracts) => readExplorerVerified(explorer, contracts) : undefined,
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setScan({ status: 'scanning', owner, progress })
        },
      })
      if (!current.signal.aborted) setScan({ status: 'done', owner, approvals })
    } catch (error) {
      if (current.signal.aborted) return
      setScan({ status: 'failed', message: toErrorMessage(error) })
    }
  }
  const cancel = () => {
    controller.current?.abort()
    setScan({ status: 'cancelled' })
  }
  return { scan, start, cancel }
}
