import { type Address, isAddress, type PublicClient } from 'viem'
import { withLogSourceFallback, withRecentNodeLogs } from '../approvals/explorerApprovalLogs.ts'
import type { ThroughServerParameters } from '../explorer/explorerReadApi.ts'
import { readCreationBlockThroughServer } from '../explorer/readCreationBlockThroughServer.ts'
import { readLogPageThroughServer } from '../explorer/readLogPageThroughServer.ts'
import { walkExplorerLogPages } from '../explorer/walkExplorerLogPages.ts'
import {
  type LogFilter,
  type ScanLogsParameters,
  type ScannedLog,
  scanLogs,
  scannedLogOf,
} from '../logs/scanLogs.ts'
import { type ScanTransferLogs, transferTopic } from './readHolders.ts'

export type ServerTransferLogScanParameters = ThroughServerParameters & {
  /** The last blocks read from the node as well, which the explorer may not have indexed yet (default 2,000). */
  recentBlocks?: bigint | undefined
  /** Logs per explorer page (default 1,000, the most the proxy serves); smaller in tests. */
  pageSize?: number | undefined
}

type BoundedScan = ScanLogsParameters & { toBlock: bigint }

/**
 * A {@link ScanTransferLogs} for `readHolders` over the TokenBox server's explorer proxy, for
 * chains whose explorer needs a key the browser must not hold: a token's Transfer logs come from
 * the explorer's index (a page per 1,000 logs, walked past its 10,000-log window by
 * `walkExplorerLogPages`) instead of thousands of range-limited eth_getLogs on a public node.
 *
 * - Without `fromBlock` the scan starts at the token's creation block as the explorer knows it
 *   (`getcontractcreation`), else at 0.
 * - The last `recentBlocks` come from the node too (`withRecentNodeLogs`): explorers index a
 *   little behind the head, and the newest buyers are holders too.
 * - Any refusal of the server (the chain not proxied, its rate limits, an explorer failure, a
 *   block too busy to list) falls back to `scanLogs` on the node over the same blocks, so the
 *   node starts at the creation block rather than at 0 when the explorer could say it. The
 *   caller's abort (the screen's time bound) is never turned into a fallback.
 * - Any filter other than one token's Transfer logs goes to the node directly.
 *
 * @example
 * const holders = await readHolders(client, { token, totalSupply, scan: serverTransferLogScan(client, { chainId: 56 }) })
 */
export function serverTransferLogScan(
  client: PublicClient,
  parameters: ServerTransferLogScanParameters,
): ScanTransferLogs {
  const { recentBlocks = 2_000n, pageSize } = parameters
  const node = (filter: LogFilter, options: BoundedScan) => scanLogs(client, filter, options)
  const explorer = async (filter: LogFilter, options: BoundedScan): Promise<ScannedLog[]> => {
    const token = filter.address as Address
    const logs = await walkExplorerLogPages(
      (query) => readLogPageThroughServer(parameters, { ...query, address: token, topic0: transferTopic }),
      { fromBlock: options.fromBlock ?? 0n, toBlock: options.toBlock, signal: options.signal, pageSize },
    )
    return logs.map(scannedLogOf)
  }
  const scan = withLogSourceFallback(withRecentNodeLogs(explorer, node, recentBlocks), node)

  return async (filter, options) => {
    const token = filter.address
    const oneToken = typeof token === 'string' && isAddress(token, { strict: false })
    const [topic0, ...rest] = filter.topics
    const transfers =
      typeof topic0 === 'string' &&
      topic0.toLowerCase() === transferTopic &&
      rest.every((topic) => topic === null || topic === undefined)
    if (!oneToken || !transfers) {
      return scanLogs(client, filter, options)
    }
    const toBlock = options.toBlock ?? (await client.getBlockNumber({ cacheTime: 0 }))
    let fromBlock = options.fromBlock
    if (fromBlock === undefined) {
      try {
        fromBlock = (await readCreationBlockThroughServer(parameters, token, options.signal)) ?? 0n
      } catch (error) {
        if (options.signal?.aborted) throw error
        fromBlock = 0n
      }
    }
    return scan(filter, { ...options, fromBlock, toBlock })
  }
}
