import { classifyRpcRefusal } from '../../errors/classifyRpcRefusal.ts'
import { isNetworkFailure } from '../../errors/isNetworkFailure.ts'
import { walkCauses } from '../../errors/walkCauses.ts'

/**
 * What a failed `eth_sendRawTransaction` means for a mint:
 * - `maybeSent`: the node could not be reached, did not answer, or rate-limited the send: the
 *   transaction may be in its pool, so it is followed by its hash, never signed anew with another
 *   nonce;
 * - `alreadyKnown`: the node has it already (a re-send of the same bytes);
 * - `nonceTooLow`: the nonce is used: by this mint (mined meanwhile) or by something else;
 * - `underpriced`: a replacement whose fee the node finds too low;
 * - `insufficientFunds`: the balance does not cover gas x fee;
 * - `refused`: any other refusal by the node.
 */
export type SendErrorKind =
  | 'maybeSent'
  | 'alreadyKnown'
  | 'nonceTooLow'
  | 'underpriced'
  | 'insufficientFunds'
  | 'refused'

const textOf = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return String(error)
  const { name, shortMessage, message, details } = error as Record<string, unknown>
  return [name, shortMessage, message, details].filter((part) => typeof part === 'string').join('\n')
}

const matches = (error: unknown, pattern: RegExp) =>
  walkCauses(error, (link) => pattern.test(textOf(link))) !== null

/**
 * Sorts a send failure into what the runner does next (see SendErrorKind), from viem's error
 * classes and the node's words along the cause chain (geth, anvil and Hardhat word them alike).
 * The words themselves go no further: a mint's result carries a short code only.
 *
 * @example
 * classifySendError(new Error('already known')) // 'alreadyKnown'
 */
export function classifySendError(error: unknown): SendErrorKind {
  if (matches(error, /already known|known transaction|already imported|AlreadyKnown/i)) return 'alreadyKnown'
  if (matches(error, /NonceTooLowError|nonce too low|nonce has already been used/i)) return 'nonceTooLow'
  if (matches(error, /underpriced|replacement fee too low|fee too low to replace/i)) return 'underpriced'
  if (matches(error, /InsufficientFundsError|insufficient funds/i)) return 'insufficientFunds'
  if (isNetworkFailure(error) || classifyRpcRefusal(error)?.kind === 'rateLimit') return 'maybeSent'
  return 'refused'
}
