import type { ScanProgress } from './scanLogs.ts'

/**
 * What a screen tells the user about the endpoint while a log scan runs, as a `common` locale key:
 * the RPC is rate-limiting (the scan waits and retries), or it serves a limited block range per
 * query (the scan reads in smaller steps, `limit` in digits). Undefined while nothing limits it.
 */
export type ScanNotice =
  | { key: 'rpc.rateLimitedRetrying'; params: Record<string, string> }
  | { key: 'rpc.rangeLimitedSmallerSteps'; params: Record<string, string> }

/**
 * The notice for a scan's latest progress: a wait for a rate limit first (it is why nothing
 * moves), else the endpoint's block-range limit once learned.
 *
 * @example
 * const notice = scanNotice(progress)
 * notice && t(`common:${notice.key}`, notice.params) // "This RPC node limits each query to a block range of 1,000: reading in smaller steps"
 */
export function scanNotice(progress: ScanProgress): ScanNotice | undefined {
  if (progress.rateLimitedWaitMs !== undefined) return { key: 'rpc.rateLimitedRetrying', params: {} }
  if (progress.rangeLimit !== undefined) {
    return { key: 'rpc.rangeLimitedSmallerSteps', params: { limit: progress.rangeLimit.toString() } }
  }
  return undefined
}
