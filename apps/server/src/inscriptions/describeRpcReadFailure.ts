import { classifyRpcRefusal } from '@tokenbox/core/errors/classifyRpcRefusal.ts'

/** The most characters of a description: with the follower's words around it, a line under 200. */
const describedChars = 110

/** `text` cut to `describedChars`, with an ellipsis where it was cut. */
function cut(text: string): string {
  return text.length > describedChars ? `${text.slice(0, describedChars - 1)}…` : text
}

/**
 * What an endpoint's answer says as plain words: viem quotes a body that is not JSON-RPC as a JSON
 * string, often a gateway's HTML page; its tags and line breaks go.
 */
function plainWords(details: string): string {
  let text = details
  try {
    const parsed: unknown = JSON.parse(details)
    if (typeof parsed === 'string') text = parsed
  } catch {
    // Not a quoted string: the endpoint's words as they are.
  }
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * What went wrong with a read of a chain's RPC, in a few words for a log line: a limit the endpoint
 * set said as what it is (any provider's wording, core's classifyRpcRefusal), anything else as
 * viem's short message, the HTTP status and the endpoint's words (its details without HTML or line
 * breaks), cut to 110 characters. Never viem's whole message, which repeats the request body and
 * the URL (2.4 to 3.6 kB a line in issue 74, and a provider's URL may hold its key).
 *
 * @example
 * describeRpcReadFailure(error) // 'rate-limited by the RPC (25 req/s)'
 * describeRpcReadFailure(error) // 'HTTP request failed. (status 502): 502 Bad Gateway'
 */
export function describeRpcReadFailure(error: unknown): string {
  const refusal = classifyRpcRefusal(error)
  if (refusal?.kind === 'rateLimit')
    return `rate-limited by the RPC${refusal.requestsPerSecond === undefined ? '' : ` (${refusal.requestsPerSecond} req/s)`}`
  if (refusal?.kind === 'range')
    return `the RPC refused the eth_getLogs range${refusal.limit === undefined ? '' : ` (at most ${refusal.limit} blocks)`}`
  if (refusal?.kind === 'results') return 'the RPC refused the eth_getLogs result size'
  if (refusal?.kind === 'methodUnsupported') return 'the RPC does not serve a method the indexer needs'
  if (!(error instanceof Error)) return cut(plainWords(String(error)))
  const { shortMessage, details, status } = error as {
    shortMessage?: unknown
    details?: unknown
    status?: unknown
  }
  const short = typeof shortMessage === 'string' ? shortMessage : (error.message.split('\n', 1)[0] ?? '')
  const said = typeof details === 'string' ? plainWords(details) : ''
  const statusText = typeof status === 'number' ? ` (status ${status})` : ''
  return cut(`${short}${statusText}${said !== '' && said !== short ? `: ${said}` : ''}`)
}
