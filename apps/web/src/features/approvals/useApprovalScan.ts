import { useQueryClient } from '@tanstack/react-query'
import { findApprovals } from '@tokenbox/core/approvals/findApprovals.ts'
import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import type { ApprovalLogSource, ScanProgress } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import { scanApprovalLogs } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import {
  explorerProxyChainsQueryOptions,
  noProxiedChains,
} from '@tokenbox/core/explorer/explorerProxyChainsQuery.ts'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { chooseApprovalSources } from './chooseApprovalSources.ts'

export type ApprovalScan =
  | { status: 'idle' }
  | { status: 'scanning'; owner: Address; progress: ScanProgress | null }
  | { status: 'cancelled' }
  | { status: 'failed'; message: ErrorMessage }
  | { status: 'done'; owner: Address; approvals: LiveApproval[] }

/**
 * Finds an owner's live approvals on `chainId` (no wallet needed) with core's findApprovals.
 * Logs and "verified" come from the chain's explorer through the server where the server proxies
 * it (it holds the key), else directly where the explorer answers without a key, else, or when
 * it fails, from the node in adaptive chunks with progress (see chooseApprovalSources). A new
 * scan, cancel or leaving the screen aborts the one in flight; only the last scan's answer is shown.
 *
 * @example
 * const { scan, start, cancel } = useApprovalScan(chainId, entry, knownContracts)
 */
export function useApprovalScan(
  chainId: number,
  entry: ChainEntry | undefined,
  knownContracts: Record<string, string>,
) {
  const publicClient = usePublicClient({ chainId })
  const queryClient = useQueryClient()
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
      const proxiedChainIds = await queryClient
        .fetchQuery(explorerProxyChainsQueryOptions())
        .catch(noProxiedChains)
      current.signal.throwIfAborted()
      const { logSource, readVerified } = chooseApprovalSources({ chainId, entry, proxiedChainIds, node })
      const approvals = await findApprovals(client, {
        owner,
        knownContracts,
        logSource,
        readVerified,
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setScan({ status: 'scanning', owner, progress })
        },
      })
      if (!current.signal.aborted) setScan({ status: 'done', owner, approvals })
    } catch (error) {
      if (current.signal.aborted) return
      setScan({ status: 'failed', message: toErrorMessage(error, { reading: true }) })
    }
  }
  const cancel = () => {
    controller.current?.abort()
    setScan({ status: 'cancelled' })
  }
  return { scan, start, cancel }
}
