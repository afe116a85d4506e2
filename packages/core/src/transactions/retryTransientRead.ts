import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import { isNetworkFailure } from '../errors/isNetworkFailure.ts'

/** Whether a read's failure may pass if asked again: the endpoint's rate limit or the network's. */
export function isTransientReadFailure(error: unknown): boolean {
  return classifyRpcRefusal(error)?.kind === 'rateLimit' || isNetworkFailure(error)
}

export type RetryTransientReadOptions = {
  /** Attempts after the first (default 2: a blip, not an outage). */
  retries?: number
  /** The first pause in ms, doubled each time (default 1,000). */
  firstPauseMs?: number
  /** The longest pause in ms (default 8,000). */
  longestPauseMs?: number
}

/**
 * Runs `read` again after a pause when it fails transiently ({@link isTransientReadFailure}): a
 * step's reads before it sends (the allowance, the fees, the gas estimate, the balance) and the
 * following of a sent transaction by its hash, so that a public RPC's rate limit or a dropped
 * connection neither fails a step that has sent nothing (issue 74) nor loses one that has. A
 * revert, a refusal by the wallet and every other failure is thrown at once; after the last
 * attempt the failure itself is thrown, which `toErrorMessage` names ("this RPC refused...", "network
 * connection failed").
 *
 * @example
 * const balance = await retryTransientRead(() => getBalance(client, { address }))
 */
export async function retryTransientRead<T>(
  read: () => Promise<T>,
  { retries = 2, firstPauseMs = 1_000, longestPauseMs = 8_000 }: RetryTransientReadOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= retries || !isTransientReadFailure(error)) throw error
      const pause = Math.min(firstPauseMs * 2 ** attempt, longestPauseMs)
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}
