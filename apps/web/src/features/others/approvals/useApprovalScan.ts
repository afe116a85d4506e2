import { findApprovals } from '@tokenbox/core/approvals/findApprovals.ts'
import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import type { ScanProgress } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
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
 * Finds an owner's live approvals on `chainId` (no wallet needed) with core's findApprovals:
 * eth_getLogs in adaptive chunks with progress, then one aggregate3 confirmation. The browser
 * scans through the node: Etherscan's logs API needs a key and keys stay on the server, so the
 * explorer path (core's explorerApprovalLogSource) waits for a server proxy. A new scan, cancel or
 * leaving the screen aborts the one in flight; only the last scan's answer is shown.
 *
 * @example
 * const { scan, start, cancel } = useApprovalScan(chainId, knownContracts)
 */
export function useApprovalScan(chainId: number, knownContracts: Record<string, string>) {
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
      const approvals = await findApprovals(publicClient, {
        owner,
        knownContracts,
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
