import type { PublicClient } from 'viem'
import type { ListScanParameters } from './listScanParameters.ts'
import { listBlockWindow, logRequestBlocks } from './listWindow.ts'

/** A list's log scan as scanNewestFirst takes it (see {@link listScanOptions}). */
export type ListScanOptions = {
  fromBlock: bigint
  toBlock: bigint
  initialChunk: bigint
  onProgress: ListScanParameters['onProgress']
  signal: ListScanParameters['signal']
}

/**
 * The options of a list's newest-first log scan from what every list reader takes: the block
 * window resolved (listBlockWindow: the last `listLookbackBlocks` blocks unless given), the first
 * request's range (logRequestBlocks unless given), and the screen's listeners.
 *
 * @example
 * const scan = await listScanOptions(client, parameters)
 * const found = await scanNewestFirst(client, filter, { ...scan, foundIn })
 * return { rows: found, scannedTo: scan.toBlock }
 */
export async function listScanOptions(
  client: PublicClient,
  parameters: ListScanParameters,
): Promise<ListScanOptions> {
  const { fromBlock, toBlock } = await listBlockWindow(client, parameters)
  return {
    fromBlock,
    toBlock,
    initialChunk: parameters.blockRange ?? logRequestBlocks,
    onProgress: parameters.onProgress,
    signal: parameters.signal,
  }
}
