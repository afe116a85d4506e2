import type { Address, Chain, Client, Hex, Transport } from 'viem'
import { hexToBigInt } from 'viem'
import { decodeApprovalLog, latestApprovals } from './approvalLogs.ts'
import { type LiveApproval, type ReadApprovalsParameters, readApprovals } from './readApprovals.ts'
import type { ApprovalLogSource } from './scanApprovalLogs.ts'
import { type ScanApprovalLogsParameters, scanApprovalLogs } from './scanApprovalLogs.ts'

export type FindApprovalsParameters = ScanApprovalLogsParameters &
  Omit<ReadApprovalsParameters, 'candidates'> & {
    /** Where logs come from; defaults to the client's node ({@link scanApprovalLogs}). */
    logSource?: ApprovalLogSource
  }

/**
 * Every live approval `owner` has given on the client's chain: the logs (from `logSource`, or the
 * node in adaptive chunks), reduced to the latest state per approval, then confirmed and described
 * by {@link readApprovals}. Cancel with `signal`; `onProgress` reports the log scan.
 *
 * @example
 * const approvals = await findApprovals(client, { owner, knownContracts, onProgress, signal })
 */
export async function findApprovals(
  client: Client<Transport, Chain | undefined>,
  parameters: FindApprovalsParameters,
): Promise<LiveApproval[]> {
  const { owner, logSource } = parameters
  const toBlock =
    parameters.toBlock ?? hexToBigInt((await client.request({ method: 'eth_blockNumber' })) as Hex)
  const scan: ApprovalLogSource =
    logSource ?? ((who: Address, options) => scanApprovalLogs(client, who, options))
  const logs = await scan(owner, { ...parameters, toBlock })
  parameters.signal?.throwIfAborted()
  const candidates = latestApprovals(logs.flatMap((log) => decodeApprovalLog(log) ?? []))
  const live = await readApprovals(client, { ...parameters, candidates })
  parameters.signal?.throwIfAborted()
  return live
}
