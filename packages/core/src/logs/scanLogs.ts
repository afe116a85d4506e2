import {
  type Address,
  type Client,
  type Hash,
  type Hex,
  hexToBigInt,
  numberToHex,
  type Transport,
} from 'viem'
import { classifyRpcRefusal, type RpcRefusal } from '../errors/classifyRpcRefusal.ts'
import { LogsNotServedError } from '../errors/logsNotServed.ts'
import { listScanConcurrency } from './listWindow.ts'
import { retryWhenRateLimited } from './retryWhenRateLimited.ts'
import { rpcEndpointKey } from './rpcEndpointKey.ts'

/** One log as the scans return it (block number as bigint, log index as number). */
export type ScannedLog = {
  address: Address
  topics: readonly Hex[]
  data: Hex
  blockNumber: bigint
  logIndex: number
  transactionHash: Hex
  /** The block's hash and the transaction's place in it, as the node answered (a scan fills both). */
  blockHash?: Hash
  transactionIndex?: number
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
  /** Whether the scan reads from `toBlock` down; then every block from `scannedTo` to `toBlock` is done. */
  newestFirst?: boolean
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
  /**
   * Read the newest blocks first (a list's first rows are its newest contracts): the chunks are
   * asked from `toBlock` down, and `onLogs` hears them in that order.
   */
  newestFirst?: boolean
  /**
   * How many eth_getLogs requests may be in flight at once (default 1). A rate limit halves it for
   * the rest of the scan, so a limited endpoint is paced instead of refused again and again.
   */
  concurrency?: number
  /**
   * Hears each chunk's logs (ascending within the chunk) as soon as every chunk before it in scan
   * order has been heard: a screen shows what is found while older blocks are still being read.
   */
  onLogs?: (logs: ScannedLog[]) => void
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
  return learnedRangeLimits.get(rpcEndpointKey(client))
}

/** A log as eth_getLogs and the explorers' logs APIs answer it: its numbers in hex. */
export type HexLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  logIndex: Hex
  transactionHash: Hex
}

/** A log as eth_getLogs answers it, with the block's hash and the transaction's place in it. */
type RpcLog = HexLog & { blockHash: Hash; transactionIndex: Hex }

/**
 * A log in the scans' shape, from a node's or an explorer's hex answer: every log source hands its
 * logs on as the scans return them.
 *
 * @example
 * scannedLogOf({ ...log, blockNumber: '0x10', logIndex: '0x2' }) // { ...log, blockNumber: 16n, logIndex: 2 }
 */
export function scannedLogOf(log: HexLog): ScannedLog {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: hexToBigInt(log.blockNumber),
    logIndex: Number(log.logIndex),
    transactionHash: log.transactionHash,
  }
}

/**
 * A refusal in words no rule reads, split into pieces the endpoint takes: `pending` pieces not yet
 * answered (NaN once one was refused again), the logs the answered ones held, the pieces' span.
 */
type UnreadRefusal = { pending: number; logs: number; cut: bigint }

/** A piece of the window as the scan asks for it, in scan order. */
type Slot = { from: bigint; to: bigint; logs?: ScannedLog[]; unread?: UnreadRefusal }

/**
 * Every log matching `filter` from `fromBlock` to `toBlock` (ascending), with plain eth_getLogs in
 * block chunks that adapt to the endpoint, whatever its provider (one recogniser,
 * {@link classifyRpcRefusal}):
 * - a range refusal cuts the chunk to the limit the endpoint named ("range 3607 exceeds limit of
 *   1000"), or in half when it names none, and the limit is remembered for the endpoint for the
 *   session, so the next scan of any list starts there instead of being refused again;
 * - a result-size refusal halves the range asked (or takes the range the endpoint proposed) and
 *   leaves the limit alone: the next quiet blocks may be read in one go;
 * - a failure in words no rule reads is a refusal to split on when the endpoint then answers the
 *   piece's first block alone (one request more; else it is thrown): a wording is a clue, what the
 *   endpoint does is the proof. It is halved as a result-size refusal, and learned as a range limit
 *   once its pieces held no more logs than one answer has carried (no result cap refused them);
 * - a size refusal that names no size before any answer is tested the same way, and an endpoint
 *   that refuses one block too serves no logs: {@link LogsNotServedError}, at once;
 * - a rate limit (HTTP 429 and its JSON-RPC wordings) waits (Retry-After, backoff_seconds, or a
 *   doubling backoff), halves the requests in flight, and asks again;
 * - a quiet answer (fewer than `quietLogs` logs) doubles the next chunk, up to `maxChunk` or the
 *   known limit.
 * Public RPCs refuse a chain's whole history in one request; this reads it anyway, with progress
 * (including the limit learned and any wait, for the screen to say) and cancel; `concurrency`
 * requests at once over latency, `newestFirst` and `onLogs` for a list that shows its newest rows
 * while it reads on.
 *
 * @example
 * const logs = await scanLogs(client, { address: factory, topics: [walletCreatedTopic] }, { fromBlock })
 * // a list: newest first, four requests at once, rows as they come
 * await scanLogs(client, filter, { newestFirst: true, concurrency: 4, onLogs: (found) => show(found) })
 */
export async function scanLogs(
  client: Client<Transport>,
  filter: LogFilter,
  parameters: ScanLogsParameters = {},
): Promise<ScannedLog[]> {
  const { signal, onProgress, onLogs, quietLogs = 1_000, newestFirst = false } = parameters
  const key = rpcEndpointKey(client)
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
  const found: ScannedLog[] = []
  let requests = 0
  /** The pieces asked or being asked, in scan order; done ones leave from the front. */
  const slots: Slot[] = []
  /** Refused pieces, split, waiting to be asked again (in scan order). */
  const again: Slot[] = []
  /** The next block no piece covers yet: going up from fromBlock, or down from toBlock. */
  let frontier = newestFirst ? toBlock : fromBlock
  let untouched = fromBlock <= toBlock
  /** Every block from the window's start (in scan order) to here is done. */
  let scannedTo = newestFirst ? toBlock + 1n : fromBlock - 1n
  const concurrency = Math.max(1, parameters.concurrency ?? 1)
  // One request first: a refusal then costs one request, not one per worker, and the others start
  // at the limit it taught.
  let allowed = 1
  let answered = false
  let inFlight = 0
  let quietAnswers = 0

  const progress = (extra: Partial<ScanProgress> = {}) => {
    const limit = learnedRangeLimits.get(key)
    onProgress?.({
      fromBlock,
      toBlock,
      scannedTo,
      logs: found.length,
      requests,
      chunkSize: chunk,
      ...(limit === undefined ? {} : { rangeLimit: limit }),
      ...(newestFirst ? { newestFirst } : {}),
      ...extra,
    })
  }
  /** Pieces of `chunk` blocks covering from..to, in scan order. */
  const split = (from: bigint, to: bigint): Slot[] => {
    const pieces: Slot[] = []
    if (newestFirst) {
      for (let top = to; top >= from; top -= chunk) {
        pieces.push({ from: top - chunk + 1n > from ? top - chunk + 1n : from, to: top })
      }
    } else {
      for (let bottom = from; bottom <= to; bottom += chunk) {
        pieces.push({ from: bottom, to: bottom + chunk - 1n < to ? bottom + chunk - 1n : to })
      }
    }
    return pieces
  }
  const nextSlot = (): Slot | undefined => {
    const retry = again.shift()
    if (retry) return retry
    if (!untouched) return undefined
    let slot: Slot
    if (newestFirst) {
      slot = { from: frontier - chunk + 1n > fromBlock ? frontier - chunk + 1n : fromBlock, to: frontier }
      untouched = slot.from > fromBlock
      frontier = slot.from - 1n
    } else {
      slot = { from: frontier, to: frontier + chunk - 1n < toBlock ? frontier + chunk - 1n : toBlock }
      untouched = slot.to < toBlock
      frontier = slot.to + 1n
    }
    slots.push(slot)
    return slot
  }
  /** Hands the finished pieces at the front on, in scan order. */
  const settle = () => {
    while (slots[0]?.logs) {
      const slot = slots.shift() as Slot & { logs: ScannedLog[] }
      scannedTo = newestFirst ? slot.from : slot.to
      found.push(...slot.logs)
      if (slot.logs.length > 0) onLogs?.(slot.logs)
    }
  }

  /** The most logs one answer of the endpoint carried in this scan. */
  let mostLogsAnswered = 0
  /** eth_getLogs from..to, a rate limit waited out (and fewer requests at once from then on). */
  const getLogs = async (from: bigint, to: bigint): Promise<RpcLog[]> => {
    const answer = (await retryWhenRateLimited(
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
      {
        signal,
        onWait: (ms) => {
          // Fewer at once from now on: the endpoint said how fast it serves.
          allowed = Math.max(1, Math.floor(allowed / 2))
          progress({ rateLimitedWaitMs: ms })
        },
      },
    )) as RpcLog[]
    if (answer.length > mostLogsAnswered) mostLogsAnswered = answer.length
    return answer
  }
  /** Set once the endpoint answered a single block: it serves logs, whatever it refused. */
  let servesLogs = false
  /** Whether the endpoint answers eth_getLogs for `block` alone (one request). */
  const answersOneBlock = async (block: bigint): Promise<boolean> => {
    signal?.throwIfAborted()
    try {
      await getLogs(block, block)
      servesLogs = true
      return true
    } catch {
      // A scan stopped meanwhile says so, not that the endpoint refused.
      signal?.throwIfAborted()
      return false
    }
  }

  /** The endpoint's limit is `cut` blocks at most: every chunk from now on, and the next scans'. */
  const learnRange = (cut: bigint) => {
    if (cut < chunk) chunk = cut
    if (cut < ceiling) ceiling = cut
    const learned = learnedRangeLimits.get(key)
    if (learned === undefined || cut < learned) learnedRangeLimits.set(key, cut)
  }

  const read = async (slot: Slot): Promise<void> => {
    let answer: RpcLog[]
    try {
      answer = await getLogs(slot.from, slot.to)
    } catch (error) {
      const span = slot.to - slot.from + 1n
      const known = classifyRpcRefusal(error)
      const sized = known?.kind === 'range' || known?.kind === 'results'
      // A size refusal that names no size, before any answer: one block alone tells a limit from an
      // endpoint that serves no logs at all (BSC's public nodes answer every eth_getLogs "limit
      // exceeded"), which no split would get past.
      const vague = sized && known.suggestedSpan === undefined && !(known.kind === 'range' && known.limit)
      if (vague && !answered && !servesLogs && (span === 1n || !(await answersOneBlock(slot.from))))
        throw new LogsNotServedError({ cause: error })
      if (span === 1n) throw error
      // A piece refused again says nothing of its split's blocks as a whole.
      if (slot.unread) slot.unread.pending = Number.NaN
      // A failure no wording rule reads (a provider's new wording, a gateway's timeout page, a node
      // that gives up on a wide query): an endpoint that answers the piece's first block alone
      // showed it was the size of the ask, and the piece is halved as on a result-size refusal
      // (its pieces may then show a range limit, below). One that fails that too failed for another
      // reason, which is thrown.
      const refusal: RpcRefusal | null =
        known ?? ((await answersOneBlock(slot.from)) ? { kind: 'results' } : null)
      if (refusal?.kind !== 'range' && refusal?.kind !== 'results') throw error
      const proposed = refusal.suggestedSpan !== undefined && refusal.suggestedSpan < span
      if (refusal.kind === 'range') {
        // The endpoint's limit: the one it named, or else somewhere below the span it refused.
        const limit = refusal.limit !== undefined && refusal.limit < span ? refusal.limit : undefined
        learnRange(limit ?? (proposed ? (refusal.suggestedSpan as bigint) : span / 2n))
      } else {
        const cut = proposed ? (refusal.suggestedSpan as bigint) : span / 2n
        if (cut < chunk) chunk = cut
      }
      // Asked again in pieces the endpoint takes, before anything after it in scan order.
      const pieces = split(slot.from, slot.to)
      if (!known) {
        const unread: UnreadRefusal = { pending: pieces.length, logs: 0, cut: chunk }
        for (const piece of pieces) piece.unread = unread
      }
      slots.splice(slots.indexOf(slot), 1, ...pieces)
      again.unshift(...pieces)
      progress()
      return
    }
    slot.logs = answer.map((log) => ({
      ...scannedLogOf(log),
      blockHash: log.blockHash,
      transactionIndex: Number(log.transactionIndex),
    }))
    const unread = slot.unread
    if (unread) {
      unread.logs += answer.length
      // Its blocks held no more logs than one answer of this endpoint has carried: no result cap
      // refused them, so the endpoint limits the range.
      if (--unread.pending === 0 && unread.logs <= mostLogsAnswered) learnRange(unread.cut)
    }
    if (!answered) {
      answered = true
      allowed = concurrency
    }
    if (answer.length < quietLogs) {
      chunk = chunk * 2n > ceiling ? ceiling : chunk * 2n
      // A quiet stretch lets one more request go at a time again, up to what was asked.
      if (++quietAnswers % 8 === 0) allowed = Math.min(allowed + 1, concurrency)
    }
    settle()
    progress()
  }

  /** Set when a request failed for good: the other workers stop asking. */
  let failed = false
  const worker = async (index: number): Promise<void> => {
    while (!failed) {
      signal?.throwIfAborted()
      // Beyond what the endpoint allows now: let the others work, take over when they are done.
      if (index >= allowed && inFlight > 0) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        continue
      }
      const slot = nextSlot()
      if (!slot) return
      inFlight++
      try {
        await read(slot)
      } catch (error) {
        failed = true
        throw error
      } finally {
        inFlight--
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)))
  signal?.throwIfAborted()
  settle()
  if (newestFirst)
    found.sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    )
  return found
}

export type ScanNewestFirstParameters<Found> = Pick<
  ScanLogsParameters,
  'fromBlock' | 'toBlock' | 'initialChunk' | 'onProgress' | 'signal'
> & {
  /** What a chunk of logs (ascending) names, newest first: the list's keys (contracts, tokens). */
  foundIn: (logs: readonly ScannedLog[]) => Found[]
  /** Hears everything found so far, newest first, after each chunk that found more. */
  onFound?: ((foundSoFar: Found[]) => void) | undefined
}

/**
 * What a list's log scan finds, newest first: {@link scanLogs} from the head down with
 * {@link listScanConcurrency} requests at once, `foundIn` naming each chunk's finds, and `onFound`
 * hearing everything so far after each chunk, so the list's first rows come before the older
 * blocks are read. The scan behind the lists of created contracts, sale tokens and announced tokens.
 *
 * @example
 * const created = await scanNewestFirst(client, { address: factory, topics }, {
 *   fromBlock, toBlock, foundIn: (logs) => createdBy(logs), onFound: (soFar) => show(soFar),
 * })
 */
export async function scanNewestFirst<Found>(
  client: Client<Transport>,
  filter: LogFilter,
  { foundIn, onFound, ...parameters }: ScanNewestFirstParameters<Found>,
): Promise<Found[]> {
  const soFar: Found[] = []
  const logs = await scanLogs(client, filter, {
    ...parameters,
    // The newest rows first: read from the head down, a few requests at once (scanLogs halves that
    // when the endpoint rate-limits).
    newestFirst: true,
    concurrency: listScanConcurrency,
    ...(onFound
      ? {
          onLogs: (found: ScannedLog[]) => {
            soFar.push(...foundIn(found))
            onFound([...soFar])
          },
        }
      : {}),
  })
  return foundIn(logs)
}
