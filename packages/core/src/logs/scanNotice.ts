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

/**
 * How much of a scan's window is read, 0 to 100, whichever way it reads (a list reads newest
 * first: every block from `scannedTo` up is done; otherwise every block up to `scannedTo`).
 *
 * @example
 * scanPercent({ fromBlock: 0n, toBlock: 199_999n, scannedTo: 150_000n, newestFirst: true, ... }) // 25
 */
export function scanPercent(progress: ScanProgress): number {
  const window = progress.toBlock - progress.fromBlock + 1n
  if (window <= 0n) return 100
  const done = progress.newestFirst
    ? progress.toBlock - progress.scannedTo + 1n
    : progress.scannedTo - progress.fromBlock + 1n
  if (done <= 0n) return 0
  return Math.min(100, Math.floor(Number((done * 100n) / window)))
}
