import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'

/** Waits `ms`, or throws when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * How many rate-limit refusals in a row a scan waits out before it gives up: with the backoff
 * below (0.5 s doubling to 8 s, or the endpoint's Retry-After) about a minute of refusals, far
 * past any per-second limit, short of a daily quota (which no wait fixes).
 */
export const rateLimitPatience = 10

/**
 * The wait after the `attempt`-th refusal in a row (from 0) when the endpoint asks for none: 0.5 s
 * doubling to 8 s.
 */
export function rateLimitBackoffMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000)
}

/**
 * Sends `request` again while the endpoint answers with a rate limit, waiting what it asks
 * (Retry-After, backoff_seconds) or 0.5 s doubling to 8 s; any other failure is thrown at once.
 * viem's transport has retried a few times already by then; this outlasts a limit of a few
 * requests per second, which a long scan on a public RPC meets.
 *
 * @example
 * const head = await retryWhenRateLimited(() => client.request({ method: 'eth_blockNumber' }))
 */
export async function retryWhenRateLimited<T>(
  request: () => Promise<T>,
  options: { signal?: AbortSignal | undefined; onWait?: (ms: number) => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      const refusal = classifyRpcRefusal(error)
      if (refusal?.kind !== 'rateLimit' || attempt >= rateLimitPatience) throw error
      const backoff = rateLimitBackoffMs(attempt)
      const wait = refusal.retryAfterMs !== undefined ? Math.max(refusal.retryAfterMs, 100) : backoff
      options.onWait?.(wait)
      await pause(wait, options.signal)
    }
  }
}
