import { walkCauses } from './walkCauses.ts'

type Link = { name?: unknown; code?: unknown; message?: unknown; shortMessage?: unknown; details?: unknown }

const revertNames = new Set(['ExecutionRevertedError', 'ContractFunctionRevertedError'])

/**
 * Whether one link of a failure's cause chain is a contract's revert: JSON-RPC code 3, viem's
 * revert errors, or the node's words ("execution reverted", Hardhat's "Transaction reverted
 * without a reason string"), an HTTP error status around them included. The contract's answer,
 * never the endpoint's: the one test behind classifyRpcRefusal, isNetworkFailure and
 * endpointRefused.
 *
 * @example
 * isRevertLink({ code: 3, message: 'execution reverted: Rate limit exceeded' }) // true
 */
export function isRevertLink(link: unknown): boolean {
  if (typeof link !== 'object' || link === null) return false
  const { name, code, shortMessage, message, details } = link as Link
  if (code === 3 || revertNames.has(String(name))) return true
  return [shortMessage, message, details].some((part) => typeof part === 'string' && /revert/i.test(part))
}

/** Whether any link of `error`'s cause chain is a contract's revert ({@link isRevertLink}). */
export function isRevert(error: unknown): boolean {
  return walkCauses(error, isRevertLink) !== null
}
