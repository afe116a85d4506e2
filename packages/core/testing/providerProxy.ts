import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * One JSON-RPC refusal as an endpoint sends it: the HTTP status, the error code and wording; or,
 * with `page`, no JSON-RPC answer at all but that text (a gateway's error page, sent for the whole
 * HTTP request).
 */
export type ProxyRefusal = { status: number; code: number; message: string; data?: unknown; page?: string }

/**
 * How one provider words its limits, with the numbers the test chose filled in. The wordings are
 * the real ones of `providerRefusalWordings.ts` (each with its source there); where a provider's
 * own result-cap wording was not found, it answers with geth's, which most of them run.
 */
export type ProviderProfile = {
  range: (limit: number, fromBlock: bigint, toBlock: bigint) => ProxyRefusal
  results: (limit: number, fromBlock: bigint, toBlock: bigint) => ProxyRefusal
  rateLimit: (requestsPerSecond: number, retryAfterSeconds: number) => ProxyRefusal
  method: (method: string) => ProxyRefusal
}

const hex = (value: bigint) => `0x${value.toString(16)}`
const gethResults = (limit: number): ProxyRefusal => ({
  status: 200,
  code: -32005,
  message: `query returned more than ${limit} results`,
})
const gethMethod = (method: string): ProxyRefusal => ({
  status: 200,
  code: -32601,
  message: `the method ${method} does not exist/is not available`,
})

export const providerProfiles = {
  infura: {
    range: (limit, fromBlock, toBlock) => ({
      status: 200,
      code: -32602,
      message: `range ${toBlock - fromBlock + 1n} exceeds limit of ${limit}`,
    }),
    results: gethResults,
    rateLimit: (requestsPerSecond, retryAfterSeconds) => ({
      status: 429,
      code: -32005,
      message: 'project ID request rate exceeded',
      data: {
        rate: {
          allowed_rps: requestsPerSecond,
          backoff_seconds: retryAfterSeconds,
          current_rps: requestsPerSecond + 1,
        },
        see: 'https://infura.io/docs/ethereum/json-rpc/ratelimits',
      },
    }),
    method: gethMethod,
  },
  quicknode: {
    range: (limit) => ({
      status: 413,
      code: -32614,
      message: `eth_getLogs is limited to a ${limit.toLocaleString('en-US')} range`,
    }),
    results: gethResults,
    rateLimit: (requestsPerSecond) => ({
      status: 429,
      code: -32007,
      message: `${requestsPerSecond}/second request limit reached - reduce calls per second or upgrade your account at quicknode.com`,
    }),
    method: gethMethod,
  },
  alchemy: {
    range: (limit, fromBlock) => ({
      status: 400,
      code: -32600,
      message: `You can make eth_getLogs requests with up to a ${limit} block range. Based on your parameters, this block range should work: [${hex(fromBlock)}, ${hex(fromBlock + BigInt(limit) - 1n)}]`,
    }),
    results: (limit, fromBlock, toBlock) => ({
      status: 200,
      code: -32602,
      message: `Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of ${limit} logs in the response. Based on your parameters and the response size limit, this block range should work: [${hex(fromBlock)}, ${hex((fromBlock + toBlock) / 2n)}]`,
    }),
    rateLimit: () => ({
      status: 429,
      code: 429,
      message:
        'Your app has exceeded its compute units per second capacity. If you have retries enabled, you can safely ignore this message. If not, check out https://docs.alchemy.com/reference/throughput',
    }),
    method: gethMethod,
  },
  thirdweb: {
    range: (limit) => ({
      status: 200,
      code: -32005,
      message: `Log response size exceeded. Maximum allowed number of requested blocks is ${limit}`,
    }),
    results: gethResults,
    rateLimit: () => ({ status: 429, code: -32005, message: 'Too many requests' }),
    method: gethMethod,
  },
  bsc: {
    range: (limit) => ({ status: 200, code: -32000, message: `exceed maximum block range: ${limit}` }),
    results: () => ({ status: 200, code: -32005, message: 'limit exceeded' }),
    rateLimit: () => ({ status: 429, code: -32005, message: 'Too many requests' }),
    method: gethMethod,
  },
  /**
   * An endpoint in words no rule of classifyRpcRefusal reads (a provider of tomorrow): a range
   * refusal with a generic server-error code and a message that names neither blocks nor a limit,
   * a result cap as a gateway's HTML timeout page (HTTP 504), a rate limit as a bare 429, a method
   * it does not serve with the same generic code ("… is not enabled for this key"). Made up
   * on purpose: what a reader does with it must come from the endpoint's behaviour, not its words.
   */
  unfamiliar: {
    range: () => ({ status: 200, code: -32000, message: 'request rejected by upstream policy (ref 7f3a9c)' }),
    results: () => ({
      status: 504,
      code: -32000,
      message: 'Gateway Time-out',
      page: '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
    }),
    rateLimit: () => ({ status: 429, code: -32000, message: 'please slow down' }),
    method: (method) => ({ status: 200, code: -32000, message: `${method} is not enabled for this key` }),
  },
} as const satisfies Record<string, ProviderProfile>

export type ProviderName = keyof typeof providerProfiles

export type StartProviderProxyParameters = {
  /** The node behind the proxy (a local anvil or Hardhat node's URL). */
  upstream: string
  /** Whose wordings the refusals use (default Infura). */
  provider?: ProviderName
  /** Added before each HTTP answer, in ms (a provider's round trip: 100-300 ms). */
  latencyMs?: number
  /** JSON-RPC calls accepted per rolling second (a batch counts each call); beyond it HTTP 429. */
  requestsPerSecond?: number
  /** What a 429's Retry-After (and Infura's backoff_seconds) says, in seconds (default 1). */
  retryAfterSeconds?: number
  /**
   * The rate limit's answer instead of the provider's: its status, code and words (an HTTP 200 in
   * words no rule reads, "request quota momentarily unavailable"). Retry-After goes with a 429 only.
   */
  rateLimitRefusal?: ProxyRefusal
  /** The most blocks one eth_getLogs may span. */
  getLogsBlockRange?: number
  /** The most logs one eth_getLogs may answer. */
  getLogsResultCap?: number
  /**
   * Refuses every eth_getLogs, a single block's too, in the provider's result-cap wording: an
   * endpoint that serves no logs (BSC's public nodes answer "limit exceeded", -32005).
   */
  getLogsRefused?: boolean
  /** Methods the endpoint does not serve (default eth_simulateV1, debug_*, trace_*). */
  refusedMethods?: readonly (string | RegExp)[]
  /**
   * The most parameters a method takes, beyond which a call is refused as geth refuses it ("too
   * many arguments, want at most 3"): an older client's eth_estimateGas without block overrides.
   */
  maxParams?: Readonly<Record<string, number>>
  /**
   * Methods whose errors from the node are passed on in words no rule reads (code -32000,
   * "rejected (ref N)", the node's revert data kept): a node client that words its refusals its own
   * way (Besu's "Upfront cost exceeds account balance", Nethermind's "OldNonce").
   */
  rewordedErrors?: readonly string[]
  /** The loopback port to listen on (a bench's own range); default one the system gives. */
  port?: number
}

export type ProviderProxy = {
  url: string
  /** JSON-RPC calls received per method, refused ones included. */
  counts: () => Record<string, number>
  /** Refusals sent, per kind. */
  refusals: () => { range: number; results: number; rateLimit: number; method: number; params: number }
  /** HTTP requests received (a batch is one). */
  httpRequests: () => number
  /** Zeroes the counts (between the phases of a test). */
  resetCounts: () => void
  stop: () => Promise<void>
}

type Call = { jsonrpc?: string; id?: unknown; method: string; params?: unknown[] }
/** One call's answer, the HTTP status it carries, and a page sent instead of JSON-RPC (a gateway's). */
type CallAnswer = { answer: Answer; status: number; page?: string }
type Answer = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const defaultRefusedMethods: readonly (string | RegExp)[] = ['eth_simulateV1', /^debug_/, /^trace_/]

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * A provider-like JSON-RPC endpoint for tests, on a loopback port in front of a local node: it adds
 * a provider's latency, refuses bursts above a rate with HTTP 429 and Retry-After, caps
 * eth_getLogs' block range and result count, refuses the methods providers do not serve, all in
 * one chosen provider's real wording (status, code, message), takes JSON-RPC batches, and counts
 * every call per method, and answers browsers across origins (CORS) as public endpoints do. The
 * product's readers meet through it what users' endpoints do.
 *
 * @example
 * const proxy = await startProviderProxy({ upstream: chain.node.url, provider: 'quicknode', getLogsBlockRange: 1_000 })
 * const client = createPublicClient({ transport: http(proxy.url) })
 * // ...
 * console.log(proxy.counts()) // { eth_blockNumber: 1, eth_getLogs: 21 }
 * await proxy.stop()
 */
export async function startProviderProxy(parameters: StartProviderProxyParameters): Promise<ProviderProxy> {
  const profile: ProviderProfile = providerProfiles[parameters.provider ?? 'infura']
  const { upstream, latencyMs = 0, requestsPerSecond, retryAfterSeconds = 1 } = parameters
  const refusedMethods = parameters.refusedMethods ?? defaultRefusedMethods
  let counts: Record<string, number> = {}
  let refusals = { range: 0, results: 0, rateLimit: 0, method: 0, params: 0 }
  let httpRequests = 0
  let reworded = 0
  // When each accepted call arrived, for the rolling one-second window.
  const accepted: number[] = []

  const forward = async (body: unknown): Promise<unknown> => {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return response.json()
  }
  const refusalAnswer = (id: unknown, refusal: ProxyRefusal): Answer => ({
    jsonrpc: '2.0',
    id,
    error: { code: refusal.code, message: refusal.message, ...(refusal.data ? { data: refusal.data } : {}) },
  })
  const blockOf = async (tag: unknown): Promise<bigint> => {
    if (typeof tag === 'string' && tag.startsWith('0x')) return BigInt(tag)
    const head = (await forward({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] })) as Answer
    return BigInt(head.result as string)
  }

  const refusedWith = (call: Call, refusal: ProxyRefusal): CallAnswer => ({
    answer: refusalAnswer(call.id, refusal),
    status: refusal.status,
    ...(refusal.page === undefined ? {} : { page: refusal.page }),
  })

  /** One call's answer and the HTTP status its refusal carries (200 when answered). */
  const answer = async (call: Call): Promise<CallAnswer> => {
    const refusedMethod = refusedMethods.some((refused) =>
      typeof refused === 'string' ? refused === call.method : refused.test(call.method),
    )
    if (refusedMethod) {
      refusals.method++
      const refusal = profile.method(call.method)
      return refusedWith(call, refusal)
    }
    const maxParams = parameters.maxParams?.[call.method]
    if (maxParams !== undefined && (call.params?.length ?? 0) > maxParams) {
      refusals.params++
      return {
        answer: refusalAnswer(call.id, {
          status: 200,
          code: -32602,
          message: `too many arguments, want at most ${maxParams}`,
        }),
        status: 200,
      }
    }
    if (call.method === 'eth_getLogs') {
      const filter = (call.params?.[0] ?? {}) as {
        fromBlock?: unknown
        toBlock?: unknown
        blockHash?: unknown
      }
      if (!filter.blockHash) {
        const fromBlock = await blockOf(filter.fromBlock ?? 'latest')
        const toBlock = await blockOf(filter.toBlock ?? 'latest')
        if (parameters.getLogsRefused) {
          refusals.results++
          return refusedWith(call, profile.results(0, fromBlock, toBlock))
        }
        const limit = parameters.getLogsBlockRange
        if (limit !== undefined && toBlock - fromBlock + 1n > BigInt(limit)) {
          refusals.range++
          const refusal = profile.range(limit, fromBlock, toBlock)
          return refusedWith(call, refusal)
        }
        const result = (await forward(call)) as Answer
        const cap = parameters.getLogsResultCap
        if (cap !== undefined && Array.isArray(result.result) && result.result.length > cap) {
          refusals.results++
          const refusal = profile.results(cap, fromBlock, toBlock)
          return refusedWith(call, refusal)
        }
        return { answer: result, status: 200 }
      }
    }
    const forwarded = (await forward(call)) as Answer
    if (forwarded.error && parameters.rewordedErrors?.includes(call.method)) {
      reworded++
      const { data } = forwarded.error
      forwarded.error = { code: -32000, message: `rejected (ref ${reworded})`, ...(data ? { data } : {}) }
    }
    return { answer: forwarded, status: 200 }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    // Browsers reach public endpoints across origins: they answer CORS, their refusals included
    // (without it a page would see a 429 as a failed fetch).
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-expose-headers': 'retry-after',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-max-age': '600' })
      response.end()
      return
    }
    httpRequests++
    const started = Date.now()
    const send = async (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const wait = latencyMs - (Date.now() - started)
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const page = typeof body === 'string'
      response.writeHead(status, {
        'content-type': page ? 'text/html' : 'application/json',
        ...cors,
        ...headers,
      })
      response.end(page ? body : JSON.stringify(body))
    }
    let parsed: Call | Call[]
    try {
      parsed = JSON.parse(await readBody(request)) as Call | Call[]
    } catch {
      return send(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    for (const call of calls) counts[call.method] = (counts[call.method] ?? 0) + 1

    if (requestsPerSecond !== undefined) {
      const now = Date.now()
      while (accepted.length > 0 && (accepted[0] as number) <= now - 1_000) accepted.shift()
      if (accepted.length + calls.length > requestsPerSecond) {
        refusals.rateLimit++
        const refusal = parameters.rateLimitRefusal ?? profile.rateLimit(requestsPerSecond, retryAfterSeconds)
        const body = Array.isArray(parsed)
          ? calls.map((call) => refusalAnswer(call.id, refusal))
          : refusalAnswer(parsed.id, refusal)
        const status = parameters.rateLimitRefusal?.status ?? 429
        return send(status, body, status === 429 ? { 'retry-after': String(retryAfterSeconds) } : {})
      }
      for (const _ of calls) accepted.push(now)
    }

    try {
      const answers = await Promise.all(calls.map(answer))
      // A gateway's page answers the whole HTTP request, a batch included.
      const paged = answers.find((one) => one.page !== undefined)
      if (paged) return send(paged.status, paged.page)
      if (Array.isArray(parsed))
        return send(
          200,
          answers.map((one) => one.answer),
        )
      const [only] = answers as [CallAnswer]
      return send(only.status, only.answer)
    } catch (error) {
      return send(502, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32603, message: `upstream: ${String(error)}` },
      })
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response)
  })
  // Loopback only: a test endpoint is never reachable from another machine.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    refusals: () => ({ ...refusals }),
    httpRequests: () => httpRequests,
    resetCounts: () => {
      counts = {}
      refusals = { range: 0, results: 0, rateLimit: 0, method: 0, params: 0 }
      httpRequests = 0
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
