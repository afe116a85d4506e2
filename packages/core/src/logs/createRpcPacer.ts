import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import { unfamiliarRefusalWording } from '../errors/unfamiliarRefusal.ts'
import { walkCauses } from '../errors/walkCauses.ts'
import { rateLimitBackoffMs, rateLimitPatience } from './retryWhenRateLimited.ts'

/** What the pacer did about one rate-limit refusal, for a caller to say (a log line, a notice). */
export type RpcPacerRateLimit = {
  /** How long no call is sent: the endpoint's Retry-After (or backoff_seconds), else a backoff. */
  waitMs: number
  /** The requests per second the endpoint named (Infura's allowed_rps, QuickNode's "15/second"). */
  namedRate?: number
  /** Calls per second before and after this refusal (Infinity: not limited yet). */
  rateBefore: number
  rateAfter: number
  /**
   * Whether this refusal slowed the pace. A burst sent at the old pace is refused many times over;
   * only the first of its refusals slows down, the others only wait.
   */
  slowedDown: boolean
}

export type CreateRpcPacerParameters = {
  /** Calls per second before any refusal; default unlimited (a local node never refuses). */
  initialRate?: number
  /** The pace never drops below this; default 0.5 calls per second. */
  minRate?: number
  /** Calls in flight at first (doubled each round trip while nothing is refused); default 8. */
  initialConcurrency?: number
  /** Calls in flight at most; default 100, a local catch-up round's calls in one JSON-RPC batch. */
  maxConcurrency?: number
  /** Refusals of one call in a row before its refusal is thrown; default retryWhenRateLimited's. */
  patience?: number
  onRateLimit?: (event: RpcPacerRateLimit) => void
  /** Aborting rejects every waiting call with the signal's reason (a follower that closes). */
  signal?: AbortSignal
}

export type RpcPacerState = {
  /** Calls per second now (Infinity until the endpoint refused one). */
  rate: number
  /** Calls in flight allowed now. */
  concurrency: number
  inFlight: number
  queued: number
  /** Calls sent, refused ones included. */
  calls: number
  /** Rate-limit refusals received. */
  refusals: number
  /** The rate the endpoint last named, if it ever did. */
  namedRate?: number
  /** The average round trip of the recent answered calls, in ms. */
  latencyMs?: number
  /**
   * Words this endpoint refused a read in that no rule reads, learned to be its rate limit (the
   * read was answered when asked again after a pause): unfamiliarRefusalWording's keys.
   */
  learnedWordings: readonly string[]
}

/** What one caller of a shared pacer asks of its calls (a check's reader on the app's endpoint). */
export type RpcPacerRunOptions = {
  /**
   * The most calls a second this caller lets the endpoint get, counting every caller's calls
   * through the pacer (a budget such as the safety check's 25 on public endpoints, kept before
   * any refusal). Not applied to an endpoint that answered within 20 ms and never refused: a node
   * on this machine or its network (a provider is 50-300 ms away) is read at full speed.
   */
  maxRate?: number | undefined
  /** Ends the call while it waits for its turn (or between refusals): it rejects with the reason. */
  signal?: AbortSignal | undefined
  /** Told each time this call is refused for the rate (the pacer's own `onRateLimit` hears them all). */
  onRateLimit?: ((event: RpcPacerRateLimit) => void) | undefined
  /**
   * The call's JSON-RPC method. A plain read that asking again cannot harm ({@link repeatableReads})
   * refused in words no rule reads (unfamiliarRefusalWording) is asked once more after a pause.
   * Answered then, the words are learned as the endpoint's rate limit (waited out, and slowing the
   * pace, from then on); refused again, its failure is thrown. Any other call's failure is thrown.
   */
  method?: string | undefined
}

/**
 * Reads a pacer may ask again when refused in unfamiliar words: they change nothing and their
 * answer depends only on their parameters and the chain. Sends and estimates are not (an estimate's
 * failure is the transaction's), nor eth_getLogs (a scan tests its refusals itself: scanLogs) nor
 * the optional methods a reader falls back from (endpointRefused).
 */
export const repeatableReads: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

/**
 * Failures a pacer already asked again (refused twice in the same unfamiliar words): a pacer around
 * it (a paced reader over a paced transport) does not ask a third time.
 */
const askedAgain = new WeakSet<object>()
const wasAskedAgain = (error: unknown) =>
  walkCauses(error, (link) => typeof link === 'object' && link !== null && askedAgain.has(link)) !== null

/**
 * How long the calls wait after a read refused in unfamiliar words: a second, so the rolling second
 * a per-second limit counts has passed when it is asked again.
 */
const unfamiliarPauseMs = 1_000

export type RpcPacer = {
  /**
   * Runs `request` when the pace (and the caller's `maxRate`) allows, again after each rate-limit
   * refusal (up to `patience`); any other failure is thrown at once.
   */
  run: <T>(request: () => Promise<T>, options?: RpcPacerRunOptions) => Promise<T>
  state: () => RpcPacerState
}

/**
 * One sent call: when it left, how the endpoint answered it (`flying` until it did), and when the
 * answer came.
 */
type Sent = { at: number; answer: 'flying' | 'answered' | 'refused'; answeredAt?: number }
/** What a slowing refusal changes, kept to be put back when it proves not to be a limit. */
type PaceMemory = { rate: number; refusedRate: number; refusals: number; slowdowns: number; slowedAt: number }
type Waiter = {
  attempts: number
  /**
   * When it is being asked again after a refusal in unfamiliar words (see the run option `method`):
   * the words, and the pace before the refusal slowed it, put back if the words were the
   * question's (refused again) and nothing slowed the pace since.
   */
  askedAgain?: { wording: string; before: PaceMemory; slowedAt: number }
  maxRate: number | undefined
  start: (sent: Sent) => void
  reject: (reason: unknown) => void
}

/**
 * Calls released together when the pace is limited: 200 ms worth of the rate. At 25 calls/s that
 * is 5 calls every 200 ms, which a batching transport sends as one request, instead of one call
 * every 40 ms; the rolling count below keeps any second under the rate anyway.
 */
const groupMs = 200
/**
 * Below this share of what the endpoint answered in the second before its last slowing refusal (or
 * of the rate it named) the pace grows by one call/s per answered call (it
 * doubles in a second of answers, TCP's slow start up to its threshold); above it by 0.2 calls/s a
 * second: it comes back fast from a halving, then probes the limit slowly (one refusal every half
 * minute or so on a steady limit, rather than one every few seconds).
 */
const fastGrowthShare = 0.9
/**
 * How long a call counts in the rolling second after its answer came. The endpoint counts
 * arrivals, and a call arrives at the latest when its answer comes, never when it left: a call can
 * wait in this process and on the way (a new connection's handshake, a loaded machine's event
 * loop) while the next ones, on warm connections, arrive at once. Counted from when they left
 * (plus 100 ms), a burst that went out slowly and the next one met a 25-a-second limit 32 times in
 * a second (core's pacedReadClient test on a loaded machine, 20 a second allowed). Counted from
 * the answer, a call sent now arrives more than a second after it: the 50 ms are for an endpoint
 * that counts with a coarser clock. A call in flight counts until it answers.
 */
const countedWindowMs = 1_050
/**
 * The calls' history read: the rolling second (a call counts until a second after its answer) and
 * the second before a refused call's start. Older calls are dropped every few seconds.
 */
const historyMs = 3_000
/** The share of a named rate the pace takes: arrivals bunch on the way, and others may share the key. */
const namedRateShare = 0.8
/**
 * An endpoint whose fastest answer came within this is on this machine or its network (a provider
 * is 50-300 ms away): a caller's `maxRate` does not hold it back until it refuses a call, so reads
 * of a local node (and the tests on one) go at full speed.
 */
const nearbyEndpointMs = 20

/**
 * A pacer for one RPC endpoint that learns its rate limit and keeps under it, for a reader that
 * must not lose its work to HTTP 429 (the inscription indexer's catch-up, a long scan):
 * - Until the endpoint refuses a call, calls go out as they come, `initialConcurrency` in flight
 *   at first, one more for each answer (doubling each round trip, TCP's slow start) up to
 *   `maxConcurrency`: a node without limits is read at full speed after a few round trips, and a
 *   limited one meets its limit with a burst of tens of calls rather than hundreds.
 * - A rate-limit refusal (any provider's wording, {@link classifyRpcRefusal}) halves the pace
 *   (AIMD's multiplicative decrease), taken from what the endpoint answered in the second before
 *   it (or half of what was sent, when more), or goes straight to 80 % of the rate the endpoint
 *   named; no call is sent until its Retry-After (or backoff_seconds, or a backoff of 0.5 s
 *   doubling to 8 s) has passed; the refused call is sent again first. The answered calls of a
 *   burst are kept: nothing is asked twice.
 * - Each answered call grows the pace (additive increase): fast back to 90 % of what the endpoint
 *   answered in that second, then slowly past it; never past 90 % of a rate the endpoint named.
 * - A limited pace is kept twice over: never more calls in any rolling second than the rate (each
 *   counted until a second after its answer, by which it had surely arrived), and
 *   calls released in groups of 200 ms worth of the rate (a token bucket). Calls in flight are
 *   bounded by what the rate needs over the measured round trip (rate x latency, twice over), so
 *   a slow endpoint still gets its whole rate and a fast one no pile of waiting sockets.
 * - A caller may hold its calls to a budget of its own (`maxRate` of `run`, the safety check's 25
 *   calls a second on public endpoints) before anything is refused; the rolling second counts
 *   every caller's calls, as the endpoint does. A nearby endpoint (an answer within 20 ms, never a
 *   refusal) is not held to it.
 * Wrap a transport with it (`pacedHttp`, `pacedRequest`) so every read of a client goes through
 * one pacer; `sharedRpcPacer` keeps one per endpoint for the session, so every reader of an
 * endpoint (the app's reads, a safety check, an extension popup) keeps to one learned pace.
 *
 * @example
 * const pacer = createRpcPacer({ onRateLimit: (event) => log(event) })
 * const client = createPublicClient({ transport: pacedHttp(url, { pacer }) })
 * // 100 reads at once against 25 calls/s: the slow start's burst past 25 is refused once, the
 * // pace drops to about 12 calls/s and comes back to 22, and all 100 reads answer, each once.
 */
export function createRpcPacer(parameters: CreateRpcPacerParameters = {}): RpcPacer {
  const {
    minRate = 0.5,
    maxConcurrency = 100,
    patience = rateLimitPatience,
    onRateLimit,
    signal,
  } = parameters
  /** Calls in flight allowed while the rate is unlimited: one more per answer (a slow start). */
  let window = Math.min(maxConcurrency, parameters.initialConcurrency ?? 8)
  let rate = parameters.initialRate ?? Number.POSITIVE_INFINITY
  /** What the endpoint answered in the second before the last slowing refusal: growth slows near it. */
  let refusedRate = Number.POSITIVE_INFINITY
  let namedRate: number | undefined
  let latencyMs: number | undefined
  let fastestMs: number | undefined
  let tokens = 0
  let tokensAt = performance.now()
  let pausedUntil = 0
  let slowedAt = Number.NEGATIVE_INFINITY
  let slowdowns = 0
  let inFlight = 0
  let calls = 0
  let refusals = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const queue: Waiter[] = []
  /** Unfamiliar words learned to be this endpoint's rate limit. */
  const learnedWordings = new Set<string>()
  /** The calls sent in the last few seconds, oldest first (their start times only grow). */
  let sent: Sent[] = []

  const limited = () => Number.isFinite(rate)
  const nearby = () => refusals === 0 && fastestMs !== undefined && fastestMs < nearbyEndpointMs
  const groupSize = () => Math.max(1, (rate * groupMs) / 1_000)
  const concurrency = () =>
    limited()
      ? Math.max(1, Math.min(maxConcurrency, Math.ceil((rate * 2 * (latencyMs ?? 250)) / 1_000) + 1))
      : window

  /** Index of the first sent call at or after `time`. */
  const firstSince = (time: number) => {
    let low = 0
    let high = sent.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((sent[middle] as Sent).at < time) low = middle + 1
      else high = middle
    }
    return low
  }

  const refill = (now: number) => {
    tokens = Math.min(groupSize(), tokens + ((now - tokensAt) * rate) / 1_000)
    tokensAt = now
  }

  /**
   * How long until `next` may go, 0 when it may now; undefined when a call must finish first. Its
   * caller's budget counts the calls of every caller in the rolling second, as the endpoint does.
   */
  const waitBeforeNext = (now: number, next: Waiter): number | undefined => {
    if (pausedUntil > now) return pausedUntil - now
    if (inFlight >= concurrency()) return undefined
    const budget = next.maxRate === undefined || nearby() ? Number.POSITIVE_INFINITY : next.maxRate
    const allowed = Math.min(rate, budget)
    if (!Number.isFinite(allowed)) return 0
    const perWindow = Math.max(1, Math.floor(allowed))
    // When each call counted in the rolling second leaves it (Infinity: still in flight).
    const leaves: number[] = []
    for (let index = firstSince(now - historyMs); index < sent.length; index++) {
      const { answeredAt = Number.POSITIVE_INFINITY } = sent[index] as Sent
      if (answeredAt + countedWindowMs > now) leaves.push(answeredAt + countedWindowMs)
    }
    if (leaves.length >= perWindow) {
      leaves.sort((a, b) => a - b)
      const leaving = leaves[leaves.length - perWindow] as number
      // A call still in flight must answer first: answered() pumps again.
      return Number.isFinite(leaving) ? Math.max(1, leaving - now) : undefined
    }
    if (!limited()) return 0
    refill(now)
    if (tokens >= 1) return 0
    const group = Math.min(groupSize(), queue.length)
    return Math.max(1, ((Math.max(1, group) - tokens) * 1_000) / rate)
  }

  function rejectAll(reason: unknown) {
    for (const waiter of queue.splice(0)) waiter.reject(reason)
  }

  /**
   * Pumps once the calls made in this turn have joined the queue (a Promise.all of reads, the
   * answers of one batch), so they go out together, with one start time, in one batch when the
   * transport batches. A pending timer already pumps when the pace allows.
   */
  function schedulePump() {
    if (timer === undefined) timer = setTimeout(pump, 0)
  }

  function pump() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (signal?.aborted) return rejectAll(signal.reason)
    // One time for the calls released together: a JSON-RPC batch's calls share their start.
    const now = performance.now()
    while (queue.length > 0) {
      const wait = waitBeforeNext(now, queue[0] as Waiter)
      if (wait === undefined) return
      if (wait > 0) {
        timer = setTimeout(pump, Math.ceil(wait))
        return
      }
      const waiter = queue.shift() as Waiter
      if (limited()) tokens -= 1
      // What is older than `historyMs` goes every few seconds, not at each call (thousands a second
      // locally).
      if (sent.length > 64 && (sent[0] as Sent).at < now - 2 * historyMs)
        sent = sent.slice(firstSince(now - historyMs))
      const call: Sent = { at: now, answer: 'flying' }
      sent.push(call)
      inFlight++
      calls++
      waiter.start(call)
    }
  }

  function answered(call: Sent) {
    inFlight--
    call.answer = 'answered'
    call.answeredAt = performance.now()
    const took = call.answeredAt - call.at
    latencyMs = latencyMs === undefined ? took : latencyMs * 0.8 + took * 0.2
    fastestMs = fastestMs === undefined ? took : Math.min(fastestMs, took)
    if (!limited()) window = Math.min(maxConcurrency, window + 1)
    // Only a call sent at the pace now says the pace is fine. A rate the endpoint named is not probed.
    else if (call.at >= slowedAt) {
      rate += rate < refusedRate * fastGrowthShare ? 1 : 0.2 / Math.max(1, rate)
      if (namedRate !== undefined) rate = Math.min(rate, namedRate * fastGrowthShare)
    }
    schedulePump()
  }

  function refused(
    call: Sent,
    retryAfterMs: number | undefined,
    named: number | undefined,
    report = true,
  ): RpcPacerRateLimit {
    inFlight--
    call.answer = 'refused'
    refusals++
    if (named !== undefined) namedRate = named
    const now = performance.now()
    call.answeredAt = now
    const rateBefore = rate
    const slowedDown = call.at >= slowedAt
    if (slowedDown) {
      // The second before this call: what the endpoint is known to have taken (a lower bound of
      // its limit: calls still in flight are not counted) and what was sent (above its limit). A
      // refused JSON-RPC batch is refused whole, so what was taken can be far below the limit;
      // half of what was sent bounds the new pace from the other side (TCP's ssthresh). Growth
      // slows at what was taken: past it the limit is only probed.
      let accepted = 0
      let attempted = 0
      for (let index = firstSince(call.at - 1_000); index < sent.length; index++) {
        const other = sent[index] as Sent
        if (other.at > call.at) break
        attempted++
        if (other.answer === 'answered') accepted++
      }
      if (named !== undefined) {
        refusedRate = named
        rate = rate > named * namedRateShare ? named * namedRateShare : rate / 2
      } else {
        refusedRate = Math.min(rate, Math.max(minRate, accepted))
        rate = Math.min(rate, Math.max(accepted, attempted / 2)) / 2
      }
      rate = Math.max(minRate, rate)
      tokens = 0
      tokensAt = now
      slowedAt = now
    }
    if (slowedDown) slowdowns++
    const waitMs =
      retryAfterMs !== undefined
        ? Math.max(retryAfterMs, 100)
        : rateLimitBackoffMs(Math.max(0, slowdowns - 1))
    if (now + waitMs > pausedUntil) pausedUntil = now + waitMs
    const event: RpcPacerRateLimit = {
      waitMs,
      ...(namedRate === undefined ? {} : { namedRate }),
      rateBefore,
      rateAfter: rate,
      slowedDown,
    }
    if (report) onRateLimit?.(event)
    return event
  }

  signal?.addEventListener('abort', () => pump(), { once: true })

  return {
    run: <T>(request: () => Promise<T>, options: RpcPacerRunOptions = {}) =>
      new Promise<T>((resolve, reject) => {
        const stop = options.signal
        if (signal?.aborted) return reject(signal.reason)
        if (stop?.aborted) return reject(stop.reason)
        // A caller that stops no longer waits: its call leaves the queue (one in flight finishes).
        const onStop = () => {
          const index = queue.indexOf(waiter)
          if (index === -1) return
          queue.splice(index, 1)
          reject(stop?.reason)
          schedulePump()
        }
        const settle = () => stop?.removeEventListener('abort', onStop)
        const waiter: Waiter = {
          attempts: 0,
          maxRate: options.maxRate,
          reject: (reason) => {
            settle()
            reject(reason)
          },
          start: (call) => {
            request().then(
              (value) => {
                slowdowns = 0
                answered(call)
                // Refused, then answered the same question after a pause: the endpoint's limit.
                if (waiter.askedAgain) learnedWordings.add(waiter.askedAgain.wording)
                settle()
                resolve(value)
              },
              (error: unknown) => {
                const classified = classifyRpcRefusal(error)
                const wording = classified === null ? unfamiliarRefusalWording(error, null) : undefined
                const refusal =
                  wording !== undefined && learnedWordings.has(wording)
                    ? { kind: 'rateLimit' as const, retryAfterMs: undefined, requestsPerSecond: undefined }
                    : classified
                if (refusal?.kind !== 'rateLimit') {
                  if (
                    wording !== undefined &&
                    options.method !== undefined &&
                    repeatableReads.has(options.method) &&
                    !waiter.askedAgain &&
                    !stop?.aborted &&
                    !wasAskedAgain(error)
                  ) {
                    // Unknown words: taken for a limit until the read is asked again, a second
                    // later, at half the pace. Answered then, the words are learned as this
                    // endpoint's limit; refused again, they were the question's, and the pace
                    // goes back to where it was.
                    const before = { rate, refusedRate, refusals, slowdowns, slowedAt }
                    refused(call, unfamiliarPauseMs, undefined, false)
                    waiter.askedAgain = { wording, before, slowedAt }
                    queue.unshift(waiter)
                    schedulePump()
                    return
                  }
                  answered(call)
                  const again = waiter.askedAgain
                  if (again && typeof error === 'object' && error !== null) {
                    askedAgain.add(error)
                    // This call's refusal slowed the pace and nothing did since: it is put back.
                    if (again.slowedAt !== again.before.slowedAt && slowedAt === again.slowedAt)
                      ({ rate, refusedRate, refusals, slowdowns, slowedAt } = again.before)
                  }
                  settle()
                  return reject(error)
                }
                waiter.attempts++
                const event = refused(call, refusal.retryAfterMs, refusal.requestsPerSecond)
                options.onRateLimit?.(event)
                if (waiter.attempts > patience || stop?.aborted) {
                  schedulePump()
                  settle()
                  return reject(stop?.aborted ? stop.reason : error)
                }
                queue.unshift(waiter)
                schedulePump()
              },
            )
          },
        }
        stop?.addEventListener('abort', onStop, { once: true })
        queue.push(waiter)
        schedulePump()
      }),
    state: () => ({
      rate,
      concurrency: concurrency(),
      inFlight,
      queued: queue.length,
      calls,
      refusals,
      ...(namedRate === undefined ? {} : { namedRate }),
      ...(latencyMs === undefined ? {} : { latencyMs: Math.round(latencyMs) }),
      learnedWordings: [...learnedWordings],
    }),
  }
}
