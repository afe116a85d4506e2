import { type Address, type Client, type Hex, hexToBigInt, numberToHex, type Transport } from 'viem'
import { classifyRpcRefusal } from './classifyRpcRefusal.ts'
import { endpointKey } from './endpointKey.ts'
import { retryWhenRateLimited } from './retryWhenRateLimited.ts'

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
  /** The endpoint's block-range limit, once it named or showed one: "this RPC allows N blocks per query". */
  rangeLimit?: bigint
  /** Set while the scan waits out a rate limit: how long, in ms. */
  rateLimitedWaitMs?: number
}

export type ScanLogsParameters = {
  fromBlock?: bigint
  /** Defaults to the latest block. */
  toBlock?: bigint
  /** Blocks in the first request (default {@link firstLogChunk}). */
  initialChunk?: bigint
  /** Never ask for more blocks at once (default 500,000). */
  maxChunk?: bigint
  /** A request answering fewer logs than this doubles the next chunk (default 1,000). */
  quietLogs?: number
  onProgress?: (progress: ScanProgress) => void
  signal?: AbortSignal
}

/** Blocks in a scan's first request unless told: most public RPCs accept 10,000. */
export const firstLogChunk = 10_000n

/** The two refusals that mean "ask for less" (see {@link classifyRpcRefusal}). */
export type LogRangeRefusal = 'range' | 'results'

/**
 * Classifies an eth_getLogs failure as a refusal to split on, or null for any other failure (a
 * rate limit included: that one waits, see {@link scanLogs}).
 */
export function classifyLogRangeError(error: unknown): LogRangeRefusal | null {
  const refusal = classifyRpcRefusal(error)
  return refusal?.kind === 'range' || refusal?.kind === 'results' ? refusal.kind : null
}

/**
 * The block-range limits learned this session, per endpoint: a list read after an approvals scan
 * on the same RPC starts at the limit instead of being refused again. Keyed by chain and URL (a
 * client without a URL, e.g. a wallet's provider, by its own id).
 */
const learnedRangeLimits = new Map<string, bigint>()

/**
 * The block-range limit learned for this client's endpoint this session, if one refused a range.
 *
 * @example
 * learnedLogRangeLimit(publicClient) // 1000n after "range 3607 exceeds limit of 1000"
 */
export function learnedLogRangeLimit(client: Client<Transport>): bigint | undefined {
  return learnedRangeLimits.get(endpointKey(client))
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
 * that adapt to the endpoint, whatever its provider (one recogniser, {@link classifyRpcRefusal}):
 * - a range refusal cuts the chunk to the limit the endpoint named ("range 3607 exceeds limit of
 *   1000"), or in half when it names none, and the limit is remembered for the endpoint for the
 *   session, so the next scan of any list starts there instead of being refused again;
 * - a result-size refusal halves the range asked (or takes the range the endpoint proposed) and
 *   leaves the limit alone: the next quiet blocks may be read in one go;
 * - a rate limit (HTTP 429 and its JSON-RPC wordings) waits (Retry-After, backoff_seconds, or a
 *   doubling backoff) and asks again;
 * - a quiet answer (fewer than `quietLogs` logs) doubles the next chunk, up to `maxChunk` or the
 *   known limit.
 * Public RPCs refuse a chain's whole history in one request; this reads it anyway, with progress
 * (including the limit learned and any wait, for the screen to say) and cancel.
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
  const key = endpointKey(client)
  const fromBlock = parameters.fromBlock ?? 0n
  const toBlock =
    parameters.toBlock ??
    hexToBigInt(
      (await retryWhenRateLimited(() => client.request({ method: 'eth_blockNumber' }), { signal })) as Hex,
    )
  const known = learnedRangeLimits.get(key)
  let ceiling = parameters.maxChunk ?? 500_000n
  if (known !== undefined && known < ceiling) ceiling = known
  let chunk = parameters.initialChunk ?? firstLogChunk
  if (chunk > ceiling) chunk = ceiling
  const logs: ScannedLog[] = []
  let requests = 0
  let from = fromBlock
  const progress = (scannedTo: bigint, extra: Partial<ScanProgress> = {}) => {
    const limit = learnedRangeLimits.get(key)
    onProgress?.({
      fromBlock,
      toBlock,
      scannedTo,
      logs: logs.length,
      requests,
      chunkSize: chunk,
      ...(limit === undefined ? {} : { rangeLimit: limit }),
      ...extra,
    })
  }

  while (from <= toBlock) {
    signal?.throwIfAborted()
    const to = from + chunk - 1n < toBlock ? from + chunk - 1n : toBlock
    let answer: RpcLog[]
    try {
      answer = (await retryWhenRateLimited(
        () => {
          requests++
          return client.request({
            method: 'eth_getLogs',
            params: [
              {
                ...(filter.address ? { address: filter.address } : {}),
                fromBlock: numberToHex(from),
                toBlock: numberToHex(to),
                topics: filter.topics,
              },
            ],
          } as never)
        },
        { signal, onWait: (ms) => progress(from - 1n, { rateLimitedWaitMs: ms }) },
      )) as RpcLog[]
    } catch (error) {
      const refusal = classifyRpcRefusal(error)
      const span = to - from + 1n
      if ((refusal?.kind !== 'range' && refusal?.kind !== 'results') || span === 1n) throw error
      const proposed = refusal.suggestedSpan !== undefined && refusal.suggestedSpan < span
      if (refusal.kind === 'range') {
        // The endpoint's limit: the one it named, or else somewhere below the span it refused.
        const limit = refusal.limit !== undefined && refusal.limit < span ? refusal.limit : undefined
        chunk = limit ?? (proposed ? (refusal.suggestedSpan as bigint) : span / 2n)
        ceiling = chunk
        const learned = learnedRangeLimits.get(key)
        if (learned === undefined || chunk < learned) learnedRangeLimits.set(key, chunk)
      } else {
        chunk = proposed ? (refusal.suggestedSpan as bigint) : span / 2n
      }
      progress(from - 1n)
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
    progress(to)
    from = to + 1n
  }
  return logs
}
