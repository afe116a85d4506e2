import { type Address, type Client, type Hex, hexToBigInt, numberToHex, type Transport } from 'viem'
import { walkCauses } from '../errors/walkCauses.ts'

/** One log as the scans return it (block number as bigint, log index as number). */
export type ScannedLog = {
  address: Address
  topics: readonly Hex[]
  data: Hex
  blockNumber: bigint
  logIndex: number
  transactionHash: Hex
}

/** What eth_getLogs filters on besides the blocks: emitters and topics (a list in a position is an OR). */
export type LogFilter = {
  address?: Address | readonly Address[] | undefined
  topics: readonly (Hex | readonly Hex[] | null)[]
}

/** Where a scan stands, for a progress bar. */
export type ScanProgress = {
  fromBlock: bigint
  toBlock: bigint
  /** The last block scanned (every block from `fromBlock` to it is done). */
  scannedTo: bigint
  /** Logs found so far. */
  logs: number
  /** eth_getLogs requests sent so far, including refused ones. */
  requests: number
  /** Blocks per request now. */
  chunkSize: bigint
}

export type ScanLogsParameters = {
  fromBlock?: bigint
  /** Defaults to the latest block. */
  toBlock?: bigint
  /** Blocks in the first request (default 10,000: most public RPCs accept it). */
  initialChunk?: bigint
  /** Never ask for more blocks at once (default 500,000). */
  maxChunk?: bigint
  /** A request answering fewer logs than this doubles the next chunk (default 1,000). */
  quietLogs?: number
  onProgress?: (progress: ScanProgress) => void
  signal?: AbortSignal
}

/**
 * RPC refusals that mean "ask for less", as public nodes word them: a fixed block-range limit
 * ("block range is too large", "exceed maximum block range: 5000", "range too large") and a
 * result-size limit ("query returned more than 10000 results", "Log response size exceeded",
 * -32005 limit exceeded). A range limit is a property of the node, so it also caps later growth;
 * a result-size limit depends on how busy those blocks were, so it only halves the current chunk.
 */
export type LogRangeRefusal = 'range' | 'results'

const rangePattern =
  /block range|range (is )?too (large|wide|big)|max(imum)? block range|blocks? range|exceeds? .*range/i
const resultsPattern =
  /more than \d+ results|too many (results|logs)|response size|result window|limit exceeded|query timeout|logs matched/i

/** Classifies an eth_getLogs failure as a refusal to split on, or null for any other failure. */
export function classifyLogRangeError(error: unknown): LogRangeRefusal | null {
  let kind: LogRangeRefusal | null = null
  walkCauses(error, (link) => {
    const { message, details, code } = link as { message?: unknown; details?: unknown; code?: unknown }
    const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`
    if (rangePattern.test(text)) kind = 'range'
    else if (resultsPattern.test(text) || code === -32005) kind = 'results'
    return kind !== null
  })
  return kind
}

type RpcLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  logIndex: Hex
  transactionHash: Hex
}

/**
 * Every log matching `filter` from `fromBlock` to `toBlock`, with plain eth_getLogs in block chunks
 * that adapt: a refused request ("range too large", "too many results") is split in half and
 * retried; a quiet one (fewer than `quietLogs` logs) doubles the next chunk, up to `maxChunk`, or
 * after a range refusal up to the half that followed it (so a node's fixed limit costs one wasted
 * request, not one per growth). Public RPCs refuse a chain's whole history in one request; this
 * reads it anyway, with progress and cancel.
 *
 * @example
 * const logs = await scanLogs(client, { address: factory, topics: [walletCreatedTopic] }, { fromBlock })
 */
export async function scanLogs(
  client: Client<Transport>,
  filter: LogFilter,
  parameters: ScanLogsParameters = {},
): Promise<ScannedLog[]> {
  const { signal, onProgress, quietLogs = 1_000 } = parameters
  const fromBlock = parameters.fromBlock ?? 0n
  const toBlock =
    parameters.toBlock ?? hexToBigInt((await client.request({ method: 'eth_blockNumber' })) as Hex)
  let ceiling = parameters.maxChunk ?? 500_000n
  let chunk = parameters.initialChunk ?? 10_000n
  if (chunk > ceiling) chunk = ceiling
  const logs: ScannedLog[] = []
  let requests = 0
  let from = fromBlock

  while (from <= toBlock) {
    signal?.throwIfAborted()
    const to = from + chunk - 1n < toBlock ? from + chunk - 1n : toBlock
    requests++
    let answer: RpcLog[]
    try {
      answer = (await client.request({
        method: 'eth_getLogs',
        params: [
          {
            ...(filter.address ? { address: filter.address } : {}),
            fromBlock: numberToHex(from),
            toBlock: numberToHex(to),
            topics: filter.topics,
          },
        ],
      } as never)) as RpcLog[]
    } catch (error) {
      const refusal = classifyLogRangeError(error)
      const span = to - from + 1n
      if (!refusal || span === 1n) throw error
      chunk = span / 2n
      // The node's limit lies between the halves: growing back past the half would be refused again.
      if (refusal === 'range') ceiling = chunk
      continue
    }
    signal?.throwIfAborted()
    for (const log of answer) {
      logs.push({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: hexToBigInt(log.blockNumber),
        logIndex: Number(log.logIndex),
        transactionHash: log.transactionHash,
      })
    }
    if (answer.length < quietLogs) chunk = chunk * 2n > ceiling ? ceiling : chunk * 2n
    onProgress?.({ fromBlock, toBlock, scannedTo: to, logs: logs.length, requests, chunkSize: chunk })
    from = to + 1n
  }
  return logs
}
