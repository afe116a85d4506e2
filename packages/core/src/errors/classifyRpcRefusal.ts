import { isRevertLink } from './isRevert.ts'
import { walkCauses } from './walkCauses.ts'

/**
 * What an RPC endpoint meant by refusing a read, when it was a limit rather than a failure:
 * - `range`: eth_getLogs spans more blocks than the endpoint serves. A property of the endpoint,
 *   so a reader remembers it; `limit` is the most blocks per request when the wording names it.
 * - `results`: the blocks asked hold more logs (or bytes) than one answer carries. It depends on
 *   how busy those blocks were, so a reader splits only the range it asked.
 * - `rateLimit`: too many requests (HTTP 429 or its JSON-RPC equivalents); `retryAfterMs` is the
 *   wait the endpoint asked for (`Retry-After`, Infura's `backoff_seconds`), `requestsPerSecond`
 *   the rate it allows when it names one (Infura's `allowed_rps`, QuickNode's "15/second request
 *   limit reached"): a pacer can go straight to it instead of finding it by halving.
 * - `methodUnsupported`: the endpoint does not serve the method (eth_simulateV1, debug_*, trace_*).
 * `suggestedSpan` is the block count of a range the endpoint proposed ("this block range should
 * work: [0x.., 0x..]", "retry with the range 1-2").
 */
export type RpcRefusal =
  | { kind: 'range'; limit?: bigint; suggestedSpan?: bigint }
  | { kind: 'results'; suggestedSpan?: bigint }
  | { kind: 'rateLimit'; retryAfterMs?: number; requestsPerSecond?: number }
  | { kind: 'methodUnsupported' }

/**
 * Wordings that name an endpoint's block-range limit, the limit in the first group. One table for
 * every provider: the wording a rule was written for is in `testing/providerRefusalWordings.ts`
 * with its source, and a test classifies each one. Checked before the result-size wordings,
 * because thirdweb words a range limit as "Log response size exceeded. Maximum allowed number of
 * requested blocks is 1000". A number directly followed by a letter ("a 2K block range") is not a
 * limit: the `\b` after each group refuses it.
 */
const rangeLimitPatterns: readonly RegExp[] = [
  /\brange \d+ exceeds limit of ([\d,]+)\b/i, // Infura
  /\blimited to (?:an? )?(?:0 ?- ?)?([\d,]+)\b (?:blocks? )?range/i, // QuickNode, BlockPI, 1RPC
  /\bup to an? ([\d,]+)\b block range/i, // Alchemy
  /\bmaximum allowed number of requested blocks is ([\d,]+)\b/i, // thirdweb
  /\bmaximum allowed is ([\d,]+)\b blocks/i, // Sei
  /\bat most ([\d,]+)\b blocks/i, // Coinbase
  /\branges over ([\d,]+)\b blocks/i, // dRPC
  /\brange allowed for your plan \(\d+ > ([\d,]+)\b\)/i, // Blast
  /\bmax(?:imum)? block range(?: of)?\s*[:=]?\s*([\d,]+)\b/i, // BSC, publicnode, reth, Arc, Hyperliquid
  /\brange limit\s*[:=]?\s*([\d,]+)\b/i, // Tenderly
  /\bblock range is limited to ([\d,]+)\b/i, // Xplorer (Klaytn)
  /\bblock range is too wide \(maximum ([\d,]+)\b\)/i, // Moonbeam (Frontier)
  /\bmax range\s*[:=]?\s*([\d,]+)\b/i, // Cloudflare, cdk-erigon
]

/** Result-size wordings: the blocks asked hold too much. */
const resultsPattern =
  /more than [\d,]+ results|too many (?:results|logs)|response size|response too large|result window|logs matched|max results|max logs|query timeout|timeout exceeded|(?<!range )\blimit exceeded\b/i

/** Range wordings that name no limit. */
const rangePattern =
  /block range|blocks range|range (?:is )?too (?:large|wide|big|high)|range limit|requested blocks|exceeds? .*\brange\b/i

const rateLimitPattern =
  /rate limit|rate exceeded|too many requests|request limit reached|compute units per second|throughput limit|credits limited|reduce calls per second/i

/**
 * The words any limiter uses for "slow down" (throttled, try again later, over capacity, a
 * per-second budget), so a provider not met yet is waited out rather than failed. Read after the
 * size wordings: "query timeout, try again later" for a wide range asks for fewer blocks, which a
 * wait would not give.
 */
const limiterWordsPattern =
  /throttl|try again later|slow down|over capacity|capacity exceeded|too many (?:calls|connections|concurrent)|(?:requests|calls) per second|\brps\b/i

const methodUnsupportedPattern =
  /method [\w\s]*(?:does not exist|is not available|not (?:found|supported|allowed|available))|unsupported method|method not (?:found|supported|allowed)|not whitelisted/i

/** JSON-RPC codes that are a rate limit whatever their wording (Alchemy 429, QuickNode -32007/-32012, Base -32016). */
const rateLimitCodes = new Set([429, -32007, -32012, -32016])
/** JSON-RPC "method not found" (-32601) and EIP-1474 "method not supported" (-32004). */
const methodUnsupportedCodes = new Set([-32601, -32004])

/**
 * Wordings that name the requests per second an endpoint allows, the rate in the first group (a
 * credit or compute-unit budget is not a request rate and is not read).
 */
const allowedRatePatterns: readonly RegExp[] = [
  /"allowed_rps"\s*:\s*(\d+(?:\.\d+)?)/, // Infura (the refusal's data)
  /\b(\d+(?:\.\d+)?)\/second request limit\b/i, // QuickNode
]

const suggestedHexRange = /should work: \[(0x[0-9a-f]+),\s*(0x[0-9a-f]+)\]/i
const suggestedDecimalRange = /retry with the range (\d+)-(\d+)/i

type Link = {
  name?: unknown
  code?: unknown
  status?: unknown
  message?: unknown
  shortMessage?: unknown
  details?: unknown
  data?: unknown
  headers?: unknown
}

function textOfLink(link: Link): string {
  // viem's long `message` repeats the request body (method names, params); its short message and
  // details are what the endpoint said.
  const short = typeof link.shortMessage === 'string' ? link.shortMessage : undefined
  const parts = [short ?? (typeof link.message === 'string' ? link.message : '')]
  if (typeof link.details === 'string') parts.push(link.details)
  if (typeof link.data === 'string') parts.push(link.data)
  else if (link.data && typeof link.data === 'object') {
    try {
      parts.push(JSON.stringify(link.data))
    } catch {
      // A cyclic data object says nothing we read.
    }
  }
  return parts.join('\n')
}

function retryAfterOf(links: Link[]): number | undefined {
  for (const link of links) {
    const headers = link.headers as { get?: (name: string) => string | null } | undefined
    const value = typeof headers?.get === 'function' ? headers.get('Retry-After') : null
    if (value) {
      const seconds = Number(value)
      if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1_000
      const date = Date.parse(value)
      if (!Number.isNaN(date)) return Math.max(0, date - Date.now())
    }
  }
  const backoff = /"backoff_seconds"\s*:\s*([\d.]+)/.exec(links.map(textOfLink).join('\n'))?.[1]
  return backoff === undefined ? undefined : Number(backoff) * 1_000
}

function suggestedSpanOf(text: string): bigint | undefined {
  const hex = suggestedHexRange.exec(text)
  const decimal = hex ? undefined : suggestedDecimalRange.exec(text)
  const match = hex ?? decimal
  if (!match?.[1] || !match[2]) return undefined
  const from = BigInt(match[1])
  const to = BigInt(match[2])
  return to >= from ? to - from + 1n : undefined
}

/**
 * Classifies a failed RPC request as a limit the endpoint set ({@link RpcRefusal}), or null for
 * any other failure (unreachable, a revert, a bad parameter). It walks the whole cause chain and
 * reads every provider's wording from one table, so no reader branches on a provider: a range
 * limit is parsed when the wording names it ("range 3607 exceeds limit of 1000" -> 1000n,
 * "eth_getLogs is limited to a 1,000 range" -> 1000n).
 *
 * @example
 * classifyRpcRefusal(error) // { kind: 'range', limit: 1000n }
 */
export function classifyRpcRefusal(error: unknown): RpcRefusal | null {
  const links: Link[] = []
  walkCauses(error, (link) => {
    if (typeof link === 'object' && link !== null) links.push(link as Link)
    else if (typeof link === 'string') links.push({ message: link })
    return false
  })
  if (links.length === 0) return null
  // A revert is the contract's answer, whatever its reason says ("Rate limit exceeded" from an
  // anti-bot token): never the endpoint's limit, to wait out or to split.
  if (links.some(isRevertLink)) return null
  // Ours, after a scan's own test: whatever its cause's words, asking for less will not help.
  if (links.some((link) => link.name === 'LogsNotServedError')) return { kind: 'methodUnsupported' }
  const codes = new Set(links.map((link) => link.code).filter((code) => typeof code === 'number'))
  const statuses = new Set(links.map((link) => link.status).filter((status) => typeof status === 'number'))
  const text = links.map(textOfLink).join('\n')

  const rateLimit = (retryAfterMs = retryAfterOf(links)): RpcRefusal => {
    const rate = allowedRatePatterns.map((pattern) => pattern.exec(text)?.[1]).find(Boolean)
    const requestsPerSecond = rate === undefined ? undefined : Number(rate)
    return {
      kind: 'rateLimit',
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      ...(requestsPerSecond !== undefined && requestsPerSecond > 0 ? { requestsPerSecond } : {}),
    }
  }
  if (
    statuses.has(429) ||
    [...codes].some((code) => rateLimitCodes.has(code as number)) ||
    rateLimitPattern.test(text)
  )
    return rateLimit()
  // "Overloaded, come back then" (HTTP 503 with Retry-After, RFC 9110): a wait, whatever the words.
  const overloadedFor = statuses.has(503) ? retryAfterOf(links) : undefined
  if (overloadedFor !== undefined) return rateLimit(overloadedFor)
  const suggestedSpan = suggestedSpanOf(text)
  const withSuggestion = suggestedSpan === undefined ? {} : { suggestedSpan }
  for (const pattern of rangeLimitPatterns) {
    const limit = pattern.exec(text)?.[1]?.replaceAll(',', '')
    if (limit && /^\d+$/.test(limit) && BigInt(limit) > 0n) {
      return { kind: 'range', limit: BigInt(limit), ...withSuggestion }
    }
  }
  if (resultsPattern.test(text)) return { kind: 'results', ...withSuggestion }
  if (rangePattern.test(text)) return { kind: 'range', ...withSuggestion }
  if (limiterWordsPattern.test(text)) return rateLimit()
  if (
    [...codes].some((code) => methodUnsupportedCodes.has(code as number)) ||
    methodUnsupportedPattern.test(text)
  ) {
    return { kind: 'methodUnsupported' }
  }
  // EIP-1474's "limit exceeded" with a wording we do not know: asking for less is the safe answer.
  if (codes.has(-32005)) return { kind: 'results', ...withSuggestion }
  return null
}
