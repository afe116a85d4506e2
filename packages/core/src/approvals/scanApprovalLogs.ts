import type { Address, Client, Transport } from 'viem'
import { listScanConcurrency } from '../logs/listWindow.ts'
import { type ScanLogsParameters, scanLogs } from '../logs/scanLogs.ts'
import { approvalForAllTopic, approvalTopic, ownerTopic, type RawApprovalLog } from './approvalLogs.ts'

/** Where approval logs come from: a node's eth_getLogs or an explorer's logs API. */
export type ApprovalLogSource = (
  owner: Address,
  parameters: ScanApprovalLogsParameters & { toBlock: bigint },
) => Promise<RawApprovalLog[]>

export { classifyLogRangeError, type LogRangeRefusal, type ScanProgress } from '../logs/scanLogs.ts'

export type ScanApprovalLogsParameters = ScanLogsParameters

/**
 * Every `Approval` and `ApprovalForAll` log whose owner (first indexed argument) is `owner`, over
 * all contracts, from `fromBlock` to `toBlock`, through {@link scanLogs}' adaptive chunks, four
 * requests at once ({@link listScanConcurrency}). One
 * filter covers both events (topic0 is an OR list).
 *
 * @example
 * const logs = await scanApprovalLogs(client, owner, { onProgress: (p) => console.log(p.scannedTo) })
 */
export function scanApprovalLogs(
  client: Client<Transport>,
  owner: Address,
  parameters: ScanApprovalLogsParameters = {},
): Promise<RawApprovalLog[]> {
  // The whole history is read: four requests at once (scanLogs halves that on a rate limit).
  return scanLogs(
    client,
    { topics: [[approvalTopic, approvalForAllTopic], ownerTopic(owner)] },
    { concurrency: listScanConcurrency, ...parameters },
  )
}
