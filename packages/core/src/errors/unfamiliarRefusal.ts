import { classifyRpcRefusal, type RpcRefusal } from './classifyRpcRefusal.ts'
import { isNetworkFailure } from './isNetworkFailure.ts'
import { isRevertLink } from './isRevert.ts'
import { walkCauses } from './walkCauses.ts'

type Link = { name?: unknown; code?: unknown; message?: unknown; details?: unknown; data?: unknown }

/**
 * JSON-RPC codes whose meaning is fixed and says the question was wrong, never the endpoint's
 * load: parse error, invalid request, method not found, invalid params, method not supported
 * (EIP-1474), transaction rejected, a revert (3), and a wallet's refusals (EIP-1193's 4xxx).
 */
const questionCodes = new Set([-32700, -32600, -32601, -32602, -32004, -32003, 3])

/**
 * The EVM's own outcomes and a malformed question, in the words every node client shares: what
 * asking again would answer the same.
 */
const answerWords =
  /revert|out of gas|gas required exceeds|intrinsic gas|gas too low|invalid (?:opcode|jump|argument|param|address|hex)|stack (?:under|over)flow|insufficient (?:funds|balance)|nonce|execution|static ?call|write protection|code size|cannot unmarshal/i

/**
 * The endpoint's words for a read it refused when no rule reads them (classifyRpcRefusal says
 * nothing, it is no revert, no network failure, no malformed question, no EVM outcome): the
 * JSON-RPC code and message, numbers left out (`-32099|capacity momentarily unavailable (ref #)`),
 * to ask the read once more after a pause and learn, when it is then answered, that these words are
 * this endpoint's rate limit. Undefined for any other failure. A caller that classified the
 * failure already passes what classifyRpcRefusal said, so it is not read twice.
 *
 * @example
 * unfamiliarRefusalWording(error) // '-32099|request quota momentarily unavailable, ref #'
 */
export function unfamiliarRefusalWording(
  error: unknown,
  classified: RpcRefusal | null = classifyRpcRefusal(error),
): string | undefined {
  if (classified !== null || isNetworkFailure(error)) return undefined
  let endpointWords: { code: number; message: string } | undefined
  const revert = walkCauses(error, (link) => {
    if (isRevertLink(link)) return true
    if (typeof link !== 'object' || link === null) return false
    const { code, message, details, data } = link as Link
    // The endpoint's own answer is the innermost link with a JSON-RPC code (viem's RpcRequestError
    // keeps its words in `details`), unless revert data rides with it.
    if (typeof code === 'number') {
      const words = typeof details === 'string' ? details : typeof message === 'string' ? message : ''
      if (typeof data === 'string' && /^0x[0-9a-f]{8}/i.test(data)) return true
      endpointWords = { code, message: words }
    }
    return false
  })
  if (revert !== null || endpointWords === undefined) return undefined
  const { code, message } = endpointWords
  if (questionCodes.has(code) || (code >= 4000 && code < 5000) || answerWords.test(message)) return undefined
  return `${code}|${message
    .replace(/0x[0-9a-f]+|\d+/gi, '#')
    .trim()
    .slice(0, 160)}`
}
