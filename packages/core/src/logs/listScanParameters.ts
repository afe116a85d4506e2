import type { ScanProgress } from './scanLogs.ts'

/** The window and the listeners of a list's log scan, as every list reader takes them. */
export type ListScanParameters = {
  /** The last `listLookbackBlocks` blocks when omitted (listWindow.ts: listBlockWindow). */
  fromBlock?: bigint | undefined
  /** The latest block when omitted. */
  toBlock?: bigint | undefined
  /** Blocks in the first log request (listWindow.ts: logRequestBlocks); later ones adapt (scanLogs). */
  blockRange?: bigint | undefined
  /** Where the scan stands: blocks read, the endpoint's range limit once learned, rate-limit waits. */
  onProgress?: ((progress: ScanProgress) => void) | undefined
  signal?: AbortSignal | undefined
}
